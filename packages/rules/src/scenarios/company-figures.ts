// The figures of a company the scenario rules read: the shape of contracts'
// CompanySnapshot, spelled here so the rules stay free of dependencies.
import type { Drivers } from '../drivers';

export type Severity = 'critical' | 'high' | 'medium' | 'low';

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
