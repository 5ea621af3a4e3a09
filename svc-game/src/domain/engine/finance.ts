// Step 5 of a quarter: revenue from the market, costs from people, operations,
// marketing, R&D, incidents and debt; cash and depreciation. Every amount is
// posted to the ledger so the quarter can be rebuilt from its events.

import { driverDepartment } from '@ai-council/rules';
import type { Drivers, DriverEffects } from './drivers';
import type { Ledger } from './money';
import type { SeededRandom } from './rng';
import { FINANCE, INCIDENTS } from './tuning';

/** Strong brands and products sell at a premium. */
export function priceFactor(drivers: Drivers): number {
  return FINANCE.priceBase + FINANCE.priceRange * ((drivers.brand + drivers.productQuality) / 200 - 0.5);
}

/** Share of revenue spent running operations; efficient companies spend less. */
export function operatingCostRate(efficiency: number): number {
  return FINANCE.operationsBase - FINANCE.operationsEfficiencyRange * ((efficiency - 50) / 50);
}

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
}

export interface OperationsResult {
  revenue: number;
  /** Operating costs: payroll, severance, operations, marketing, R&D, interest, incidents. */
  costs: number;
  employeeCount: number;
  averageSalary: number;
  hired: number;
  laidOff: number;
  /** Hiring gap left after this quarter's hiring, as a fraction of headcount. */
  overload: number;
  incidents: number;
  /** Incidents also hurt the brand. */
  driverEffects: DriverEffects;
}

export function runOperations(input: OperationsInput, ledger: Ledger, rng: SeededRandom): OperationsResult {
  const { drivers } = input;
  const revenue = Math.round(input.marketSize * (input.marketShare / 10_000) * priceFactor(drivers));
  ledger.post('cash', 'revenue', 'Sales revenue for the quarter', 'Sales', revenue);

  // People follow the work: hire towards the headcount revenue needs, lay off
  // when clearly overstaffed.
  const needed = Math.max(FINANCE.minEmployees, Math.round(revenue / revenuePerEmployee(drivers.efficiency)));
  let employeeCount = input.employeeCount;
  let hired = 0;
  let laidOff = 0;
  if (needed > employeeCount) {
    hired = Math.ceil((needed - employeeCount) * FINANCE.hireRate);
    employeeCount += hired;
  } else if (needed < employeeCount * (1 - FINANCE.layoffSlack)) {
    laidOff = Math.ceil((employeeCount - needed) * FINANCE.layoffRate);
    employeeCount -= laidOff;
  }
  const overload = needed > employeeCount ? (needed - employeeCount) / employeeCount : 0;

  const averageSalary = Math.round(input.averageSalary * (1 + FINANCE.salaryGrowth));
  const payroll = employeeCount * averageSalary;
  const severance = Math.round(laidOff * averageSalary * FINANCE.severanceQuarters);
  const operations =
    Math.round(revenue * operatingCostRate(drivers.efficiency)) +
    FINANCE.fixedOverhead +
    employeeCount * FINANCE.overheadPerEmployee;
  const marketing = Math.round(revenue * FINANCE.marketingRate);
  const research = Math.round(revenue * FINANCE.researchRate);

  ledger.post('cash', 'payroll', `Payroll for ${employeeCount} employees`, 'Human Resources', -payroll);
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

  const interest = Math.round(ledger.books.liabilities * FINANCE.interestRate);
  ledger.post('cash', 'interest', 'Interest on the bank loan', 'Finance', -interest);

  // Weak security, compliance or product quality invite incidents. Both draws
  // per kind happen every quarter to keep the random stream stable.
  let incidentCosts = 0;
  let incidents = 0;
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
    incidents += 1;
    incidentCosts += cost;
    brandHit += rule.brandHit;
    ledger.post('cash', kind, INCIDENT_TEXT[kind], driverDepartment(rule.driver), -cost);
  }

  // Equipment for new hires is capitalised: cash out, assets in, net worth unchanged.
  const equipment = hired * FINANCE.equipmentPerHire;
  ledger.post('cash', 'equipment_purchase', `Equipment for ${hired} new hires`, 'Operations', -equipment);
  ledger.post(
    'assets',
    'equipment_purchase',
    `Equipment for ${hired} new hires added to assets`,
    'Operations',
    equipment,
  );

  const repayment = Math.min(ledger.books.liabilities, FINANCE.loanRepayment);
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

  return {
    revenue,
    costs: payroll + severance + operations + marketing + research + interest + incidentCosts,
    employeeCount,
    averageSalary,
    hired,
    laidOff,
    overload,
    incidents,
    driverEffects: brandHit > 0 ? { brand: -brandHit } : {},
  };
}

type IncidentKind = keyof typeof INCIDENTS;
const INCIDENT_RULES = Object.entries(INCIDENTS) as [IncidentKind, (typeof INCIDENTS)[IncidentKind]][];

const INCIDENT_TEXT: Record<keyof typeof INCIDENTS, string> = {
  security_breach: 'Security breach: response and customer credits',
  compliance_fine: 'Regulatory fine for a compliance failure',
  product_failure: 'Product failure: refunds and fixes',
};
