// Objectives are always computed from the company state, never stored or set
// by hand, so they can never disagree with the numbers.

import { formatCents } from '@ai-council/rules';
import type { CompanyState } from './company';
import { stakeNetWorth } from './financing';

import { OBJECTIVES } from './tuning';

export type ObjectiveId =
  'net-worth' | 'market-share' | 'team-size' | 'positive-cash-flow-streak' | 'scenarios-resolved-well';

/** How currentValue/targetValue are counted, so a screen can format them. */
export type ObjectiveUnit = 'cents' | 'hundredths_percent' | 'employees' | 'quarters' | 'scenarios';

export interface Objective {
  id: ObjectiveId;
  title: string;
  description: string;
  isCompleted: boolean;
  currentValue: number;
  targetValue: number;
  unit: ObjectiveUnit;
  /** Needed for victory. */
  isPrimary: boolean;
}

interface ObjectiveRule {
  id: ObjectiveId;
  title: string;
  description: string;
  unit: ObjectiveUnit;
  target: number;
  current(state: CompanyState): number;
}

const RULES: readonly ObjectiveRule[] = [
  {
    id: 'net-worth',
    title: `Reach ${formatCents(OBJECTIVES.netWorthTarget)} net worth`,
    description: 'Grow the company from its starting $1M to a net worth of $10M or more.',
    unit: 'cents',
    target: OBJECTIVES.netWorthTarget,
    // Your stake of it: capital raised from investors is theirs (all of it is yours until you raise any).
    current: (state) => stakeNetWorth(state),
  },
  {
    id: 'market-share',
    title: `Capture ${OBJECTIVES.marketShareTarget / 100}% market share`,
    description: 'Win customers from competitors through brand, product quality and a strong sales pipeline.',
    unit: 'hundredths_percent',
    target: OBJECTIVES.marketShareTarget,
    current: (state) => state.marketShare,
  },
  {
    id: 'team-size',
    title: `Grow the team to ${OBJECTIVES.employeeTarget} employees`,
    description: 'Build the organisation the business needs without burning people out.',
    unit: 'employees',
    target: OBJECTIVES.employeeTarget,
    current: (state) => state.employeeCount,
  },
  {
    id: 'positive-cash-flow-streak',
    title: `${OBJECTIVES.cashFlowStreakTarget} consecutive quarters of positive cash flow`,
    description: 'Show the business pays for itself, quarter after quarter.',
    unit: 'quarters',
    target: OBJECTIVES.cashFlowStreakTarget,
    // Once achieved it stays achieved: the best streak so far counts.
    current: (state) => Math.min(state.counters.bestPositiveCashFlowStreak, OBJECTIVES.cashFlowStreakTarget),
  },
  {
    id: 'scenarios-resolved-well',
    title: `Resolve ${OBJECTIVES.scenariosResolvedWellTarget} scenarios well`,
    description: `Answer the council's scenarios soundly (a grade of ${OBJECTIVES.goodGrade} or more).`,
    unit: 'scenarios',
    target: OBJECTIVES.scenariosResolvedWellTarget,
    current: (state) =>
      Math.min(state.counters.scenariosResolvedWell, OBJECTIVES.scenariosResolvedWellTarget),
  },
];

const PRIMARY: ReadonlySet<string> = new Set(OBJECTIVES.primary);

export function objectives(state: CompanyState): Objective[] {
  return RULES.map((rule) => {
    const currentValue = rule.current(state);
    return {
      id: rule.id,
      title: rule.title,
      description: rule.description,
      isCompleted: currentValue >= rule.target,
      currentValue,
      targetValue: rule.target,
      unit: rule.unit,
      isPrimary: PRIMARY.has(rule.id),
    };
  });
}

export function completedObjectiveCount(state: CompanyState): number {
  return RULES.filter((rule) => rule.current(state) >= rule.target).length;
}

export function primaryObjectivesComplete(state: CompanyState): boolean {
  return RULES.every((rule) => !PRIMARY.has(rule.id) || rule.current(state) >= rule.target);
}
