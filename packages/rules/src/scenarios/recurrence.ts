// Scenarios with memory (GAME.md "Scenarios remember"): how often one kind may
// come up in a game, when a kind stops coming back, and when an opportunity is
// due. svc-council's generator and the balance suite's council both obey these
// rules, so the balance games meet the scenarios a player meets.
import { DEPARTMENT_DRIVER, departmentOfId } from '../departments';
import { driverHealth, type DriverName, type Drivers } from '../drivers';
import { allScenarioTemplates, type ScenarioTemplate } from './catalogue';

/** No kind comes up more than this many times in one game. */
export const MAX_PER_KIND = 3;
/** A department's kind stops coming back once its driver's health is at least this. */
export const HEALTHY_DRIVER = 60;
/**
 * Every game meets opportunities: if fewer than one has been raised by quarter 3, that
 * quarter raises one; if fewer than two by quarter 10, a second chance.
 */
export const OPPORTUNITY_QUARTERS: readonly number[] = [3, 10];

/** How many times each kind has been raised in this game, by kind (absent: never). */
export type KindCounts = Readonly<Record<string, number>>;

/** What the rules read: the game's history of kinds and the company's drivers now. */
export interface RecurrenceState {
  raised: KindCounts;
  drivers: Drivers;
}

export function countKinds(kinds: Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

export function timesRaised(raised: KindCounts, kind: string): number {
  return raised[kind] ?? 0;
}

/** The driver a kind is about: its department's main driver (what its memory reports on). */
export function kindDriver(template: Pick<ScenarioTemplate, 'departmentId'>): DriverName {
  return DEPARTMENT_DRIVER[departmentOfId(template.departmentId)];
}

/** A department kind (not a seeded event) whose driver has recovered. */
export function isRecovered(template: ScenarioTemplate, drivers: Drivers): boolean {
  if (template.event) return false;
  const driver = kindDriver(template);
  return driverHealth(driver, drivers[driver]) >= HEALTHY_DRIVER;
}

/** Why a kind may not come up (again) now, or null when it may. */
export function recurrenceBar(
  template: ScenarioTemplate,
  state: RecurrenceState,
): 'limit' | 'recovered' | null {
  const times = timesRaised(state.raised, template.kind);
  if (times >= MAX_PER_KIND) return 'limit';
  if (times > 0 && isRecovered(template, state.drivers)) return 'recovered';
  return null;
}

export function mayRaise(template: ScenarioTemplate, state: RecurrenceState): boolean {
  return recurrenceBar(template, state) === null;
}

/**
 * Which telling of its facts an occurrence gets: the number of times the kind came up
 * before in this game, so a kind that comes back reads differently each time.
 */
export function factsVariant(raised: KindCounts, kind: string): number {
  return timesRaised(raised, kind);
}

export const opportunityTemplates: readonly ScenarioTemplate[] = allScenarioTemplates.filter(
  (template) => template.opportunity,
);

/** How many opportunities this game has raised. */
export function opportunitiesRaised(raised: KindCounts): number {
  return opportunityTemplates.reduce((sum, template) => sum + timesRaised(raised, template.kind), 0);
}

/**
 * The opportunities one of which this quarter's generation must raise (empty when none is
 * due): one is due when fewer have been raised than the OPPORTUNITY_QUARTERS reached. Kinds
 * already open or at their limit are left out; the least raised come first.
 */
export function dueOpportunities(input: {
  quarter: number;
  raised: KindCounts;
  openKinds?: ReadonlySet<string>;
}): ScenarioTemplate[] {
  const { quarter, raised } = input;
  const owed = OPPORTUNITY_QUARTERS.filter((by) => quarter >= by).length;
  if (opportunitiesRaised(raised) >= owed) return [];
  const open = input.openKinds ?? new Set<string>();
  return opportunityTemplates
    .filter((template) => !open.has(template.kind) && timesRaised(raised, template.kind) < MAX_PER_KIND)
    .sort((a, b) => timesRaised(raised, a.kind) - timesRaised(raised, b.kind));
}
