// The figures of a company the scenario rules read: the shape of contracts'
// CompanySnapshot, spelled here so the rules stay free of dependencies.
import type { Drivers } from '../drivers';

/** Scenario severities, mildest first: an open scenario climbs this list one step a quarter. */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The severity `steps` steps up the list, never past critical. */
export function raiseSeverity(severity: Severity, steps = 1): Severity {
  const index = Math.min(SEVERITIES.length - 1, SEVERITIES.indexOf(severity) + Math.max(0, steps));
  return SEVERITIES[index]!;
}

/** One step up: what an open scenario becomes after a quarter left unresolved. */
export function nextSeverity(severity: Severity): Severity {
  return raiseSeverity(severity, 1);
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
