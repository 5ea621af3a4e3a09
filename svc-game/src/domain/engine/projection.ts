// What a proposal would do, told by the engine itself: the quarter is played
// forward on a copy of the company twice, as it stands and with the proposal
// implemented, from the same stored generator, so the difference is the
// proposal's and not luck's. Pure: nothing is saved.

import type { DriverEffects } from '@ai-council/rules';
import type { PlanLever, QuarterlyLevers } from '@ai-council/contracts';
import type { CompanyState } from './company';
import { applyDecision } from './effects';
import { InsufficientCashError } from './errors';
import type { OpenScenario } from './escalation';
import { operatingCostRate } from './finance';
import { LIST_PRICE_LEVEL, unitsAt } from './demand';
import { advanceQuarter } from './quarter';
import { FINANCE, QUARTERLY_LEVERS } from './tuning';

export type CostLineId = 'payroll' | 'operations' | 'marketing' | 'research_and_development' | 'interest';

export interface CostLine {
  line: CostLineId;
  label: string;
  department: string;
  /** Cents a quarter at the company's current figures. */
  amount: number;
}

/**
 * The quarterly cost lines the engine charges (finance.ts), at last quarter's
 * revenue, its units (operations follow units, not price) and today's people.
 */
export function costLines(state: CompanyState): CostLine[] {
  const revenue = state.revenue;
  const units = unitsAt(revenue, state.priceLevel ?? LIST_PRICE_LEVEL);
  return [
    {
      line: 'payroll',
      label: 'payroll',
      department: 'Human Resources',
      amount: state.employeeCount * state.averageSalary,
    },
    {
      line: 'operations',
      label: 'operations, rent and tools',
      department: 'Operations',
      amount:
        Math.round(units * operatingCostRate(state.drivers.efficiency)) +
        FINANCE.fixedOverhead +
        state.employeeCount * FINANCE.overheadPerEmployee,
    },
    {
      line: 'marketing',
      label: 'marketing',
      department: 'Marketing',
      amount: Math.round(revenue * FINANCE.marketingRate),
    },
    {
      line: 'research_and_development',
      label: 'research and development',
      department: 'Technology',
      amount: Math.round(revenue * FINANCE.researchRate),
    },
    {
      line: 'interest',
      label:
        state.financing.creditLine > 0
          ? 'interest on the bank loan and the credit line'
          : 'interest on the bank loan',
      department: 'Finance',
      amount:
        Math.round((state.liabilities - state.financing.creditLine) * FINANCE.interestRate) +
        Math.round(state.financing.creditLine * QUARTERLY_LEVERS.creditLineRate),
    },
  ];
}

export interface ProjectionProposal {
  id: string;
  financialImpact?: number;
  costCut?: { line: CostLineId; percent: number };
  timeImpact: number;
  driverEffects: DriverEffects;
  /** Levers the proposal pulls, started as implementing it would start them. */
  levers?: PlanLever[];
}

export interface ProjectedFigures {
  quartersPlayed: number;
  cash: number;
  netWorth: number;
  revenue: number;
  costs: number;
  marketShare: number;
  employeeCount: number;
  drivers: Record<string, number>;
}

export interface ProposalProjection {
  id: string;
  feasible: boolean;
  financialImpact: number;
  savingPerQuarter: number | null;
  after: ProjectedFigures | null;
  delta: Omit<ProjectedFigures, 'quartersPlayed'> | null;
}

export interface Projection {
  quarter: number;
  quarters: number;
  costLines: CostLine[];
  baseline: ProjectedFigures;
  projections: ProposalProjection[];
}

function playForward(
  state: CompanyState,
  openScenarios: OpenScenario[],
  quarters: number,
  firstQuarterLevers?: QuarterlyLevers,
): CompanyState {
  let current = state;
  // Scenarios still open keep escalating in the projection as they would in play.
  for (let i = 0; i < quarters && current.status === 'active'; i++) {
    const levers = i === 0 ? firstQuarterLevers : undefined;
    current = advanceQuarter(current, { openScenarios, levers }).state;
  }
  return current;
}

function figures(state: CompanyState, from: CompanyState): ProjectedFigures {
  return {
    quartersPlayed: state.quartersPlayed - from.quartersPlayed,
    cash: state.cash,
    netWorth: state.netWorth,
    revenue: state.revenue,
    costs: state.costs,
    marketShare: state.marketShare,
    employeeCount: state.employeeCount,
    drivers: { ...state.drivers },
  };
}

function difference(a: ProjectedFigures, b: ProjectedFigures): Omit<ProjectedFigures, 'quartersPlayed'> {
  const drivers: Record<string, number> = {};
  for (const name of Object.keys(a.drivers)) drivers[name] = (a.drivers[name] ?? 0) - (b.drivers[name] ?? 0);
  return {
    cash: a.cash - b.cash,
    netWorth: a.netWorth - b.netWorth,
    revenue: a.revenue - b.revenue,
    costs: a.costs - b.costs,
    marketShare: a.marketShare - b.marketShare,
    employeeCount: a.employeeCount - b.employeeCount,
    drivers,
  };
}

/** Plays `quarters` forward without and with each proposal. */
export function projectProposals(
  state: CompanyState,
  openScenarios: OpenScenario[],
  proposals: readonly ProjectionProposal[],
  quarters: number,
): Projection {
  const lines = costLines(state);
  const baselineState = playForward(state, openScenarios, quarters);
  const baseline = figures(baselineState, state);
  const projections = proposals.map((proposal): ProposalProjection => {
    const line = proposal.costCut && lines.find((l) => l.line === proposal.costCut!.line);
    const savingPerQuarter = line ? Math.round((line.amount * proposal.costCut!.percent) / 100) : null;
    const financialImpact =
      savingPerQuarter !== null
        ? savingPerQuarter * Math.max(1, proposal.timeImpact)
        : (proposal.financialImpact ?? 0);
    let implemented: CompanyState;
    try {
      implemented = applyDecision(state, {
        decisionId: `projection:${proposal.id}`,
        financialImpact,
        timeImpact: proposal.timeImpact,
        driverEffects: proposal.driverEffects,
        ...(proposal.levers?.length ? { levers: proposal.levers } : {}),
      }).state;
    } catch (error) {
      if (!(error instanceof InsufficientCashError)) throw error;
      return {
        id: proposal.id,
        feasible: false,
        financialImpact,
        savingPerQuarter,
        after: null,
        delta: null,
      };
    }
    const after = figures(playForward(implemented, openScenarios, quarters), state);
    return {
      id: proposal.id,
      feasible: true,
      financialImpact,
      savingPerQuarter,
      after,
      delta: difference(after, baseline),
    };
  });
  return { quarter: state.currentQuarter, quarters, costLines: lines, baseline, projections };
}

export interface QuarterlyLeversProjection {
  quarter: number;
  quarters: number;
  without: ProjectedFigures;
  with: ProjectedFigures;
  delta: Omit<ProjectedFigures, 'quartersPlayed'>;
  stake: number;
  stakeWithout: number;
}

/**
 * The quarterly levers' projection: `quarters` played forward without them
 * and with them pulled in the first (the same seeded draws for both).
 */
export function projectQuarterlyLevers(
  state: CompanyState,
  openScenarios: OpenScenario[],
  levers: QuarterlyLevers,
  quarters: number,
): QuarterlyLeversProjection {
  const withoutState = playForward(state, openScenarios, quarters);
  const withState = playForward(state, openScenarios, quarters, levers);
  const without = figures(withoutState, state);
  const withLevers = figures(withState, state);
  return {
    quarter: state.currentQuarter,
    quarters,
    without,
    with: withLevers,
    delta: difference(withLevers, without),
    stake: withState.financing.stake,
    stakeWithout: withoutState.financing.stake,
  };
}
