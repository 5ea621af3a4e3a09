// The figures of a company the scenario rules read: the shape of contracts'
// CompanySnapshot, spelled here so the rules stay free of dependencies.
import type { Drivers } from '../drivers';

/** Scenario severities, mildest first: an open scenario climbs this list one step a quarter. */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Whether a text read from a store or an event names a severity. */
export function isSeverity(value: unknown): value is Severity {
  return (SEVERITIES as readonly unknown[]).includes(value);
}

/**
 * Whether a severity is `floor` or graver, by its place on the list: "high or worse" says so once, and a
 * severity added above critical counts as critical without another comparison to find.
 */
export function atLeastSeverity(severity: Severity, floor: Severity): boolean {
  return SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(floor);
}

/** The severity `steps` steps up the list, never past critical. */
export function raiseSeverity(severity: Severity, steps = 1): Severity {
  const index = Math.min(SEVERITIES.length - 1, SEVERITIES.indexOf(severity) + Math.max(0, steps));
  return SEVERITIES[index]!;
}

/** One step up: what an open scenario becomes after a quarter left unresolved. */
export function nextSeverity(severity: Severity): Severity {
  return raiseSeverity(severity, 1);
}

/**
 * How severe a department's scenario starts, from its health (0-100): the one scale svc-council raises
 * scenarios on and the balance suite measures, so the report plays the council players meet.
 */
export const SEVERITY_BY_HEALTH: readonly { below: number; severity: Severity }[] = [
  { below: 25, severity: 'critical' },
  { below: 35, severity: 'high' },
  { below: 45, severity: 'medium' },
];

export function severityForHealth(health: number): Severity {
  return SEVERITY_BY_HEALTH.find((band) => health < band.below)?.severity ?? 'low';
}

/** A department this weak (the 'high' band of the scale above) takes a seeded event one step harder. */
const WEAK_DEPARTMENT = SEVERITY_BY_HEALTH.find((band) => band.severity === 'high')!.below;

/** How severe a seeded event of the catalogue starts: its own severity, one step up where its department is weak. */
export function eventSeverityAtHealth(base: Severity, departmentHealth: number): Severity {
  return departmentHealth < WEAK_DEPARTMENT ? nextSeverity(base) : base;
}

export interface CompanyFigures {
  currentQuarter: number;
  cash: number;
  netWorth: number;
  revenue: number;
  costs: number;
  cashFlow: number;
  quarterlyGrowth: number;
  marketShare: number;
  employeeCount: number;
  drivers: Drivers;
}
