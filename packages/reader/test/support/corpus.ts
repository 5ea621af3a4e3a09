// The calibration corpus graded against a company in the middle of a game, with the halves it is tuned and checked on.
import { scenarioToGrade, templateOf, type CompanyFigures } from '@ai-council/rules';
import { gradeDecision, type Grade } from '../../src';
import { labelledDecisions, type LabelledDecision } from '../../src/corpus';

export type { LabelledDecision };
export const corpus = labelledDecisions();

/** Tuning half and checking half: alternate decisions of each kind, so both halves hold every kind and label. */
export function half(decision: LabelledDecision): 'tune' | 'check' {
  const n = Number(/-(\d+)$/.exec(decision.id)?.[1] ?? 0);
  return n % 2 === 0 ? 'tune' : 'check';
}

/** A company in the middle of the game, the kind the scenarios are written for. */
export const company: CompanyFigures = {
  currentQuarter: 5,
  cash: 70_000_000,
  netWorth: 110_000_000,
  revenue: 110_000_000,
  costs: 104_000_000,
  cashFlow: 6_000_000,
  quarterlyGrowth: 150,
  marketShare: 210,
  employeeCount: 29,
  drivers: {
    brand: 42,
    productQuality: 44,
    techDebt: 63,
    morale: 41,
    efficiency: 45,
    compliance: 40,
    security: 38,
    pipeline: 43,
    liquidity: 45,
    strategyFocus: 44,
  },
};

export function gradeLabelled(decision: LabelledDecision): Grade {
  const template = templateOf(decision.kind);
  if (!template) throw new Error(`unknown kind ${decision.kind}`);
  return gradeDecision({
    decision: decision.text,
    scenario: { ...scenarioToGrade(template, company), kind: template.kind },
    cash: company.cash,
  });
}

/** Spearman's rank correlation, ties given their mean rank. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rank = (values: readonly number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const ranks = new Array<number>(values.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j += 1;
      for (let k = i; k <= j; k++) ranks[order[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return ranks;
  };
  const rx = rank(xs);
  const ry = rank(ys);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  rx.forEach((x, i) => {
    num += (x - mx) * (ry[i]! - my);
    dx += (x - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  });
  return num / Math.sqrt(dx * dy);
}
