// Step 5 of a quarter: units sold on the market's demand curve (demand.ts) at
// the quarter's price level, revenue = units × price; costs from people (sized
// for the units), operations (per unit), marketing, R&D, incidents and debt;
// cash and depreciation. Every amount is posted to the ledger so the quarter
// can be rebuilt from its events.

import { driverDepartment, type SeededRandom, type Drivers, type DriverEffects } from '@ai-council/rules';
import {
  bookLeverSpend,
  bookPlannedHires,
  bookLine,
  hiringPause,
  plannedHires,
  priceLever,
  type ActiveLever,
} from './levers';
import { LIST_PRICE_LEVEL, priceLevelOf, revenueAt, unitsDemanded } from './demand';

import { NO_FINANCING, serviceCreditLine, type Financing } from './financing';
import type { Ledger } from './money';
import { DEMAND, FINANCE, INCIDENTS, LEVERS } from './tuning';

/** Share of the units' list-price value spent running operations; efficient companies spend less. */
export function operatingCostRate(efficiency: number): number {
  return FINANCE.operationsBase - FINANCE.operationsEfficiencyRange * ((efficiency - 50) / 50);
}

/** Units (list-price cents) one employee handles a quarter. */
export function revenuePerEmployee(efficiency: number): number {
  return (
    FINANCE.revenuePerEmployee *
    (1 - FINANCE.productivityRange / 2 + FINANCE.productivityRange * (efficiency / 100))
  );
}

export interface OperationsInput {
  marketSize: number;
  marketShare: number;
  employeeCount: number;
  averageSalary: number;
  drivers: Drivers;
  /** The plans' levers running this quarter. */
  levers?: readonly ActiveLever[];
  /** The credit line to service (none when absent), and the quarter being played. */
  financing?: Financing;
  quarter?: number;
  /** The rivals' price index this quarter (100 when absent). */
  competitorPrice?: number;
}

export interface OperationsResult {
  revenue: number;
  /** Units sold (list-price cents) and the price level they sold at. */
  units: number;
  priceLevel: number;
  /** Units customers asked for; above `units` when the staff could not deliver them all. */
  demand: number;
  /** Operating costs: payroll, severance, operations, marketing, R&D, interest, incidents. */
  costs: number;
  employeeCount: number;
  averageSalary: number;
  hired: number;
  laidOff: number;
  /** Hiring gap left after this quarter's hiring, as a fraction of headcount. */
  overload: number;
  incidents: number;
  /** Incidents hurt the brand; marketing and R&D budgets of plans lift their drivers. */
  driverEffects: DriverEffects;
  /** The financing after this quarter's credit line interest and instalment. */
  financing: Financing;
}

export function runOperations(input: OperationsInput, ledger: Ledger, rng: SeededRandom): OperationsResult {
  const levers = input.levers ?? [];
  const priceLevel = priceLevelOf(levers);
  // The units customers ask for at this price are the work to do; the staff deliver what they can.
  const demand = unitsDemanded({
    marketSize: input.marketSize,
    marketShare: input.marketShare,
    drivers: input.drivers,
    priceLevel,
    competitorPrice: input.competitorPrice ?? LIST_PRICE_LEVEL,
  });
  const staff = staffFor(input, levers, demand);
  const units = Math.min(demand, capacityUnits(staff.employeeCount, input.drivers.efficiency));
  const revenue = bookRevenue(levers, units, priceLevel, ledger);
  const averageSalary = Math.round(input.averageSalary * (1 + FINANCE.salaryGrowth));
  const running = bookRunningCosts(input, levers, { units, revenue, staff, averageSalary }, ledger);
  const debt = bookDebtService(input, ledger);
  const incidents = bookIncidents(input.drivers, revenue, ledger, rng);
  bookEquipmentAndRepayment(staff.workHired, debt.financing, ledger);
  return {
    revenue,
    units,
    priceLevel,
    demand,
    costs: running.costs + debt.interest + incidents.costs,
    employeeCount: staff.employeeCount,
    averageSalary,
    hired: staff.hired,
    laidOff: staff.laidOff,
    overload: staff.overload,
    incidents: incidents.count,
    driverEffects: withBrandHit(running.driverEffects, incidents.brandHit),
    financing: debt.financing,
  };
}

/** Units the staff can deliver in a quarter: what they are sized for, stretched a little. */
export function capacityUnits(employeeCount: number, efficiency: number): number {
  return Math.round(employeeCount * revenuePerEmployee(efficiency) * (1 + DEMAND.capacityStretch));
}

/**
 * Overtime and contractors for the units beyond what the staff absorb (a
 * little over their size), at a premium on salary: an understaffed quarter is
 * not free work.
 */
export function overtimeCost(units: number, staff: number, efficiency: number, averageSalary: number) {
  const perEmployee = revenuePerEmployee(efficiency);
  const beyond = units - staff * perEmployee * (1 + DEMAND.absorbedOverload);
  return beyond <= 0 ? 0 : Math.round((beyond / perEmployee) * averageSalary * DEMAND.overtimePremium);
}

/** The quarter's sales as one line, naming the price level and the lever that set it when not list. */
function bookRevenue(levers: readonly ActiveLever[], units: number, priceLevel: number, ledger: Ledger) {
  const revenue = revenueAt(units, priceLevel);
  const lever = priceLever(levers);
  if (!lever || priceLevel === LIST_PRICE_LEVEL) {
    ledger.post('cash', 'revenue', 'Sales revenue for the quarter', 'Sales', revenue);
  } else {
    const line = `Sales revenue for the quarter at price level ${priceLevel} (${bookLine(lever)})`;
    ledger.post('cash', 'revenue', line, lever.source, revenue, lever.kind);
  }
  return revenue;
}

/** The quarter's headcount: who is hired for the work, who is laid off, and a plan's hires on top. */
interface Staffing {
  needed: number;
  pause: ReturnType<typeof hiringPause>;
  planned: ReturnType<typeof plannedHires>;
  plannedCount: number;
  /** Hired for the work (a plan's hires are equipped under their lever). */
  workHired: number;
  hired: number;
  laidOff: number;
  employeeCount: number;
  overload: number;
}

// People follow the work: hire towards the headcount it needs, lay off when
// clearly overstaffed. A plan's hiring pause holds the headcount; its hires
// come on top (and then nobody is laid off), never more than doubling it.
function staffFor(input: OperationsInput, levers: readonly ActiveLever[], demand: number): Staffing {
  const needed = Math.max(
    FINANCE.minEmployees,
    Math.round(demand / revenuePerEmployee(input.drivers.efficiency)),
  );
  const pause = hiringPause(levers);
  const maxHires = Math.floor(input.employeeCount * LEVERS.maxHiresPerHeadcount);
  let employeeCount = input.employeeCount;
  let hired = 0;
  let laidOff = 0;
  if (needed > employeeCount) {
    if (!pause) hired = Math.ceil((needed - employeeCount) * FINANCE.hireRate);
  } else if (needed < employeeCount * (1 - FINANCE.layoffSlack) && !levers.some((l) => l.kind === 'hires')) {
    laidOff = Math.ceil((employeeCount - needed) * FINANCE.layoffRate);
  }
  const planned = plannedHires(levers, maxHires - hired);
  const plannedCount = planned.reduce((sum, item) => sum + item.count, 0);
  const workHired = hired;
  hired += plannedCount;
  employeeCount += hired - laidOff;
  const overload = needed > employeeCount ? (needed - employeeCount) / employeeCount : 0;
  return { needed, pause, planned, plannedCount, workHired, hired, laidOff, employeeCount, overload };
}

/** Payroll, a plan's hires, severance, operations (per unit), marketing and R&D (of revenue) and the plans' spend. */
function bookRunningCosts(
  input: OperationsInput,
  levers: readonly ActiveLever[],
  quarter: { units: number; revenue: number; staff: Staffing; averageSalary: number },
  ledger: Ledger,
): { costs: number; driverEffects: DriverEffects } {
  const { units, revenue, staff, averageSalary } = quarter;
  const { employeeCount, plannedCount, laidOff, pause } = staff;
  const payroll = (employeeCount - plannedCount) * averageSalary;
  const overtime = overtimeCost(units, employeeCount, input.drivers.efficiency, averageSalary);
  const severance = Math.round(laidOff * averageSalary * FINANCE.severanceQuarters);
  const operations =
    Math.round(units * operatingCostRate(input.drivers.efficiency)) +
    FINANCE.fixedOverhead +
    employeeCount * FINANCE.overheadPerEmployee;
  const marketing = Math.round(revenue * FINANCE.marketingRate);
  const research = Math.round(revenue * FINANCE.researchRate);

  const paused = pause && staff.needed > input.employeeCount ? `; ${bookLine(pause)}` : '';
  ledger.post(
    'cash',
    'payroll',
    `Payroll for ${employeeCount - plannedCount} employees${paused}`,
    'Human Resources',
    -payroll,
  );
  if (overtime > 0) {
    const line = 'Overtime and contractors for the work beyond the staff’s hours';
    ledger.post('cash', 'payroll', line, 'Human Resources', -overtime);
  }
  const plannedPayroll = bookPlannedHires(staff.planned, averageSalary, FINANCE.equipmentPerHire, ledger);
  ledger.post(
    'cash',
    'severance',
    `Severance for ${laidOff} laid-off employees`,
    'Human Resources',
    -severance,
  );
  ledger.post('cash', 'operations', 'Operations, rent and tools', 'Operations', -operations);
  ledger.post('cash', 'marketing', 'Marketing spend', 'Marketing', -marketing);
  ledger.post('cash', 'research_and_development', 'Research and development', 'Technology', -research);
  const leverSpend = bookLeverSpend(levers, { revenue, units }, ledger);
  return {
    costs:
      payroll + overtime + plannedPayroll + severance + operations + marketing + research + leverSpend.costs,
    driverEffects: leverSpend.driverEffects,
  };
}

/** Interest on the bank loan and the credit line's interest and instalment. */
function bookDebtService(input: OperationsInput, ledger: Ledger): { interest: number; financing: Financing } {
  // The credit line is a liability of its own, at its own rate: the bank loan is the rest.
  const owedOnCredit = input.financing?.creditLine ?? 0;
  const interest = Math.round((ledger.books.liabilities - owedOnCredit) * FINANCE.interestRate);
  ledger.post('cash', 'interest', 'Interest on the bank loan', 'Finance', -interest);
  const credit = serviceCreditLine(input.financing ?? NO_FINANCING, input.quarter ?? 0, ledger);
  return { interest: interest + credit.interest, financing: credit.financing };
}

// Weak security, compliance or product quality invite incidents. Both draws
// per kind happen every quarter to keep the random stream stable.
function bookIncidents(
  drivers: Drivers,
  revenue: number,
  ledger: Ledger,
  rng: SeededRandom,
): { costs: number; count: number; brandHit: number } {
  let costs = 0;
  let count = 0;
  let brandHit = 0;
  for (const [kind, rule] of INCIDENT_RULES) {
    const roll = rng.next();
    const size = rng.range(rule.costMin, rule.costMax);
    const chance = Math.min(
      rule.maxChance,
      Math.max(0, (rule.safeLevel - drivers[rule.driver]) * rule.chancePerPoint),
    );
    if (roll >= chance) continue;
    const cost = Math.round(revenue * size);
    count += 1;
    costs += cost;
    brandHit += rule.brandHit;
    ledger.post('cash', kind, INCIDENT_TEXT[kind], driverDepartment(rule.driver), -cost);
  }
  return { costs, count, brandHit };
}

/** New hires' equipment (capitalised), the bank loan's repayment, and depreciation. */
function bookEquipmentAndRepayment(workHired: number, financing: Financing, ledger: Ledger): void {
  // Equipment for new hires is capitalised: cash out, assets in, net worth unchanged.
  // (A plan's hires were equipped under their lever.)
  const equipment = workHired * FINANCE.equipmentPerHire;
  ledger.post('cash', 'equipment_purchase', `Equipment for ${workHired} new hires`, 'Operations', -equipment);
  ledger.post(
    'assets',
    'equipment_purchase',
    `Equipment for ${workHired} new hires added to assets`,
    'Operations',
    equipment,
  );

  const repayment = Math.min(ledger.books.liabilities - financing.creditLine, FINANCE.loanRepayment);
  ledger.post('cash', 'loan_repayment', 'Bank loan repayment', 'Finance', -repayment);
  // The other side of the repayment: the debt shrinks by as much, so net worth is unchanged.
  ledger.post(
    'liabilities',
    'loan_repayment',
    'Bank loan balance reduced (offsets the repayment)',
    'Finance',
    repayment,
  );

  const depreciation = Math.round(ledger.books.assets * FINANCE.depreciationRate);
  ledger.post('assets', 'depreciation', 'Depreciation of equipment and IP', 'Finance', -depreciation);
}

type IncidentKind = keyof typeof INCIDENTS;
const INCIDENT_RULES = Object.entries(INCIDENTS) as [IncidentKind, (typeof INCIDENTS)[IncidentKind]][];

const INCIDENT_TEXT: Record<keyof typeof INCIDENTS, string> = {
  security_breach: 'Security breach: response and customer credits',
  compliance_fine: 'Regulatory fine for a compliance failure',
  product_failure: 'Product failure: refunds and fixes',
};

function withBrandHit(effects: DriverEffects, brandHit: number): DriverEffects {
  if (brandHit === 0) return effects;
  return { ...effects, brand: (effects.brand ?? 0) - brandHit };
}
