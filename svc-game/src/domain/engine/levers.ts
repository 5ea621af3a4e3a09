// The levers a decision's plan pulls (GAME.md "What the decision says is what
// happens"): a hiring pause or hires, a price change, a marketing or R&D
// budget, a supplier switch, each for the quarters the player named. While a
// lever runs it acts on every quarter played (steps 4 and 5), and every cent it
// moves is booked under the lever's name with the player's own words.

import { formatCents, type DriverEffects, type DriverName } from '@ai-council/rules';
import { LEVER_CATALOGUE, type PlanLever } from '@ai-council/contracts';
import { type Ledger } from './money';
import { LEVERS } from './tuning';

/** A lever still running: the plan's lever, how long it has left and what the books call it. */
export type ActiveLever = PlanLever & {
  /** Quarters still to run, the next one played included; gone at 0. */
  quartersLeft: number;
  /** What pulled it: `scenario:<id>`, `decision:<id>` or `Quarterly levers`. */
  source: string;
  /** The lever and the decision it came from, for the books. */
  description: string;
  /** A quarterly lever: one quarter, set by the player, so its description is its whole line. */
  quarterly?: true;
};

type LeverOf<K extends PlanLever['kind']> = Extract<ActiveLever, { kind: K }>;

/** The plan's levers, running from the next quarter played for as many quarters as each names. */
export function activateLevers(levers: readonly PlanLever[], source: string, label: string): ActiveLever[] {
  return levers.map((lever) => ({
    ...lever,
    quartersLeft: lever.quarters,
    source,
    description: `${leverName(lever)} (${label})`,
  }));
}

/** After a quarter played: every lever has one quarter less, and those done are gone. */
export function runDownLevers(levers: readonly ActiveLever[]): ActiveLever[] {
  return levers
    .filter((lever) => lever.quartersLeft > 1)
    .map((lever) => ({ ...lever, quartersLeft: lever.quartersLeft - 1 }));
}

/** The price lever setting this quarter's price level: the most recently pulled one still running. */
export function priceLever(levers: readonly ActiveLever[]): LeverOf<'price-change'> | undefined {
  return ofKind(levers, 'price-change').at(-1);
}

/** The hiring pause running this quarter, if any: the work's hires wait, the headcount holds. */
export function hiringPause(levers: readonly ActiveLever[]): LeverOf<'hiring-pause'> | undefined {
  return ofKind(levers, 'hiring-pause')[0];
}

export interface PlannedHires {
  lever: LeverOf<'hires'>;
  count: number;
}

/** This quarter's share of each hires lever, within `room` (what doubling the headcount leaves). */
export function plannedHires(levers: readonly ActiveLever[], room: number): PlannedHires[] {
  const planned: PlannedHires[] = [];
  let left = Math.max(0, room);
  for (const lever of ofKind(levers, 'hires')) {
    const count = Math.min(left, Math.ceil(lever.count / lever.quarters));
    left -= count;
    if (count > 0) planned.push({ lever, count });
  }
  return planned;
}

/** Payroll and equipment of a plan's hires, booked under its lever (equipment is capitalised). */
export function bookPlannedHires(
  planned: readonly PlannedHires[],
  averageSalary: number,
  equipmentPerHire: number,
  ledger: Ledger,
): number {
  let payroll = 0;
  for (const { lever, count } of planned) {
    const line = bookLine(lever);
    payroll += count * averageSalary;
    ledger.post(
      'cash',
      'payroll',
      `${line}: payroll for ${count} hires`,
      lever.source,
      -count * averageSalary,
      lever.kind,
    );
    const equipment = count * equipmentPerHire;
    ledger.post(
      'cash',
      'equipment_purchase',
      `${line}: equipment for ${count} hires`,
      lever.source,
      -equipment,
      lever.kind,
    );
    ledger.post(
      'assets',
      'equipment_purchase',
      `${line}: equipment for ${count} hires added to assets`,
      lever.source,
      equipment,
      lever.kind,
    );
  }
  return payroll;
}

export interface LeverSpend {
  /** Added to the quarter's costs (negative when a lever saves more than it costs). */
  costs: number;
  driverEffects: DriverEffects;
}

/**
 * Step 5: the budgets and the supplier switch, each on its own line; budgets
 * move their drivers (measured against revenue), the supplier's cost follows units.
 */
export function bookLeverSpend(
  levers: readonly ActiveLever[],
  quarter: { revenue: number; units: number },
  ledger: Ledger,
): LeverSpend {
  const { revenue, units } = quarter;
  let costs = 0;
  const driverEffects: DriverEffects = {};
  const move = (driver: DriverName, points: number) => {
    driverEffects[driver] = (driverEffects[driver] ?? 0) + points;
  };
  for (const lever of levers) {
    if (lever.kind === 'marketing-budget') {
      ledger.post('cash', 'marketing', bookLine(lever), lever.source, -lever.amount, lever.kind);
      costs += lever.amount;
      const points = pointsFor(lever.amount, revenue);
      move('brand', points);
      move('pipeline', points);
    } else if (lever.kind === 'research-budget') {
      ledger.post(
        'cash',
        'research_and_development',
        bookLine(lever),
        lever.source,
        -lever.amount,
        lever.kind,
      );
      costs += lever.amount;
      const points = pointsFor(lever.amount, revenue);
      move('techDebt', -points);
      move('productQuality', points);
    } else if (lever.kind === 'supplier-switch') {
      const first = lever.quartersLeft === lever.quarters;
      const cost = Math.round(
        Math.max(0, units) * (first ? LEVERS.supplierDisruption : -LEVERS.supplierSaving),
      );
      const what = first ? 'disruption while it lands' : 'cheaper supply';
      ledger.post('cash', 'operations', `${bookLine(lever)} (${what})`, lever.source, -cost, lever.kind);
      costs += cost;
    }
  }
  for (const name of Object.keys(driverEffects) as DriverName[]) {
    const points = driverEffects[name] ?? 0;
    driverEffects[name] = Math.max(-LEVERS.maxPointsPerQuarter, Math.min(LEVERS.maxPointsPerQuarter, points));
    if (driverEffects[name] === 0) delete driverEffects[name];
  }
  return { costs, driverEffects };
}

/** The lever as the books name it, which quarter of its run this is, and the player's words. */
export function bookLine(lever: ActiveLever): string {
  if (lever.quarterly) return lever.description;
  const quarter = lever.quarters - lever.quartersLeft + 1;
  return `${lever.description}, quarter ${quarter} of ${lever.quarters}: "${lever.reason}"`;
}

/** The lever as the books name it, by the catalogue's name: "Marketing budget $20K a quarter". */
export function leverName(lever: PlanLever): string {
  const { name } = LEVER_CATALOGUE[lever.kind];
  switch (lever.kind) {
    case 'hires':
      return `${lever.count} planned hires`;
    case 'price-change':
      return `${name} ${lever.percent > 0 ? '+' : ''}${lever.percent}%`;
    case 'marketing-budget':
    case 'research-budget':
      return `${name} ${formatCents(lever.amount)} a quarter`;
    case 'hiring-pause':
    case 'supplier-switch':
      return name;
  }
}

/** About one point per half a percent of the quarter's revenue spent, at most the quarter's cap. */
export function pointsFor(amount: number, revenue: number): number {
  if (amount <= 0) return 0;
  if (revenue <= 0) return LEVERS.maxPointsPerQuarter;
  return Math.min(LEVERS.maxPointsPerQuarter, Math.round(amount / (revenue * LEVERS.revenueSharePerPoint)));
}

function ofKind<K extends PlanLever['kind']>(levers: readonly ActiveLever[], kind: K): LeverOf<K>[] {
  return levers.filter((lever): lever is LeverOf<K> => lever.kind === kind);
}
