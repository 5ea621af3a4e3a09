// Scripted players for the balance suite. Each one only uses what a real
// player can do: answer scenarios, implement decisions, run simulations, set
// the quarterly levers.

import {
  DEFAULT_QUARTERLY_LEVERS,
  QUARTERLY_LEVER_LIMITS,
  type QuarterlyLevers,
} from '@ai-council/contracts';
import type { CompanyState } from '../engine/company';
import { COUNCIL_ADVISORS, decisionSimilarity, writeAnalysis } from '@ai-council/reader';
import type { DepartmentId, ScenarioKind, SeededRandom } from '@ai-council/rules';
import { labelledDecisions, type Label } from '@ai-council/reader/corpus';
import { SIMULATION_SCENARIOS, type SimulationOption } from '../engine/simulation-catalogue';
import type { DecisionProposal, RaisedScenario } from './council';
import { leverPlanFor } from './lever-plan';
import { OWNER_ROLE, RECKLESS_ANSWERS, write, writeSpecific } from './written-answers';

export const STRATEGY_NAMES = [
  'passive',
  'prudent',
  'reckless',
  'random',
  'keyword-stuffer',
  'scenario-specific-prudent',
  'follow-the-council',
  'excellent-writer',
  'sound-writer',
  'mixed-writer',
  'lever-user',
  'price-maxer',
  'blind-follower',
  'careless',
] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

/** What a player sees when they write a decision: the company now and what they wrote before. */
export interface AnswerContext {
  state: CompanyState;
  previousDecisions: readonly string[];
}

export interface Strategy {
  name: StrategyName;
  /** What the player writes as their decision (graded by the real demo grader), or null to leave it open. */
  answer(scenario: RaisedScenario, rng: SeededRandom, context: AnswerContext): string | null;
  implements(state: CompanyState, proposal: DecisionProposal, rng: SeededRandom): boolean;
  /** Simulation options to run before the next quarter, in order. */
  simulations(state: CompanyState, rng: SeededRandom): SimulationOption[];
  /** The quarterly levers it sets before each quarter, from the company as it stands (none: the defaults). */
  levers?(state: CompanyState): QuarterlyLevers | null;
  /** Draws its choices from this strategy's stream, so it answers and spends exactly as that one does. */
  playsAs?: StrategyName;
}

export function expectedReturn(option: SimulationOption): number {
  const p = option.successProbability;
  const partial = Math.min(0.3, 1 - p);
  const failure = Math.max(0, 1 - p - partial);
  return p * 1.65 + partial * 0.7 + failure * 0.175;
}

const passive: Strategy = {
  name: 'passive',
  answer: () => null,
  implements: () => false,
  simulations: () => [],
};

// Sound answers, affordable decisions with a cash buffer, and only the first
// run of a simulation whose odds are good and whose cost the cash can carry.
const prudent: Strategy = {
  name: 'prudent',
  // A fitting answer: every part of the rubric, now and then missing one.
  answer: (scenario, rng) => {
    const rubric = scenario.template.rubric;
    const skipped = rng.chance(0.3) ? rng.int(1, rubric.length - 1) : -1;
    return write(
      rubric.filter((_, index) => index !== skipped),
      rng,
    );
  },
  implements: (state, proposal) => {
    const cost = -proposal.financialImpact;
    return proposal.kind === 'targeted' && cost <= state.cash * 0.1 && state.cash - cost >= state.costs / 2;
  },
  simulations: (state) => {
    const chosen: SimulationOption[] = [];
    let cash = state.cash;
    for (const scenario of SIMULATION_SCENARIOS) {
      if ((state.counters.simulationRuns[scenario.id] ?? 0) > 0) continue;
      const affordable = scenario.resolutionOptions
        .filter((option) => expectedReturn(option) >= 1.3)
        .filter((option) => option.costCents <= cash * 0.4 && cash - option.costCents >= state.costs)
        .sort((a, b) => expectedReturn(b) - expectedReturn(a));
      const best = affordable[0];
      if (best) {
        chosen.push(best);
        cash -= best.costCents;
      }
    }
    return chosen;
  },
};

// Poor answers, every decision it can pay for, and the boldest simulation
// option it can afford, every quarter.
const reckless: Strategy = {
  name: 'reckless',
  // A careless answer: reckless words, or a thin line that misses most of the rubric.
  answer: (scenario, rng) =>
    rng.chance(0.6) ? rng.pick(RECKLESS_ANSWERS) : write([rng.pick(scenario.template.rubric)], rng),
  implements: (state, proposal) => state.cash >= -proposal.financialImpact,
  simulations: (state) => {
    const chosen: SimulationOption[] = [];
    let cash = state.cash;
    for (const scenario of SIMULATION_SCENARIOS) {
      const byCost = [...scenario.resolutionOptions].sort((a, b) => b.costCents - a.costCents);
      const pick = byCost.find((option) => option.costCents <= cash);
      if (pick) {
        chosen.push(pick);
        cash -= pick.costCents;
      }
    }
    return chosen;
  },
};

const random: Strategy = {
  name: 'random',
  answer: (scenario, rng) => {
    if (rng.chance(0.3)) return null;
    if (rng.chance(0.2)) return rng.pick(RECKLESS_ANSWERS);
    return write(
      scenario.template.rubric.filter(() => rng.chance(0.5)),
      rng,
    );
  },
  implements: (state, proposal, rng) => rng.chance(0.5) && state.cash >= -proposal.financialImpact,
  simulations: (state, rng) => {
    if (!rng.chance(0.15)) return [];
    const option = rng.pick(rng.pick(SIMULATION_SCENARIOS).resolutionOptions);
    return option.costCents <= state.cash ? [option] : [];
  },
};

/** One paragraph naming every rubric word, with an owner, a figure and a time, pasted into every scenario. */
export const KEYWORD_STUFFED_ANSWER =
  'We will contain, isolate, patch and fix the issue; communicate and inform stakeholders, the board and staff; control cost with a capped budget and a pilot; support, train and retain the team; brief legal counsel, audit and document compliance; investigate the root cause with data and metrics; refund customers and track churn and satisfaction; run due diligence, test and expand with partners. The CEO owns it, with a 10% budget cap, within 2 weeks.';

// Prudent's spending, but every scenario gets the same all-keyword paragraph.
const keywordStuffer: Strategy = {
  ...prudent,
  name: 'keyword-stuffer',
  answer: () => KEYWORD_STUFFED_ANSWER,
};

// Prudent's spending, with a decision written for each scenario; like any
// careful player it does not paste an earlier answer, it rewrites.
const scenarioSpecificPrudent: Strategy = {
  ...prudent,
  name: 'scenario-specific-prudent',
  answer: (scenario, rng, { state, previousDecisions }) => {
    let best = writeSpecific(scenario, rng, state);
    const closest = (text: string) =>
      Math.max(0, ...previousDecisions.map((previous) => decisionSimilarity(previous, text)));
    for (let attempt = 0; attempt < 8 && closest(best) >= 0.6; attempt++) {
      const next = writeSpecific(scenario, rng, state);
      if (closest(next) < closest(best)) best = next;
    }
    return best;
  },
};

/** The analysis `advisor` (the scenario's own department head when absent) writes for a scenario. */
function councilAnalysis(
  scenario: RaisedScenario,
  { state, previousDecisions }: AnswerContext,
  advisor: DepartmentId = scenario.template.departmentId,
): string {
  const template = scenario.template;
  return writeAnalysis({
    scenario: {
      kind: template.kind,
      title: template.title,
      severity: scenario.severity,
      departmentId: template.departmentId,
    },
    company: state,
    advisor: { role: OWNER_ROLE[advisor], departmentId: advisor, style: COUNCIL_ADVISORS[advisor].style },
    seed: `${state.seed}:${scenario.id}`,
    earlier: previousDecisions,
  });
}

// Takes the council's word for everything: pastes the analysis the scenario's
// own department head writes for it (the shared writer svc-council speaks
// with, seeded by the game and the scenario), and carries out every decision
// the council recommends that the cash can pay.
const followTheCouncil: Strategy = {
  ...prudent,
  name: 'follow-the-council',
  answer: (scenario, _rng, context) => councilAnalysis(scenario, context),
  implements: (state, proposal) => proposal.recommended && state.cash >= -proposal.financialImpact,
};

/** The five executives a blind follower may pick to follow. */
const EXECUTIVES: readonly DepartmentId[] = [
  'executive',
  'finance',
  'human-resources',
  'technology',
  'marketing',
];

// Follows one advisor blindly: one of the five executives (fixed for the game by its seed) writes every
// answer, whatever the scenario's department; spends like follow-the-council.
const blindFollower: Strategy = {
  ...followTheCouncil,
  name: 'blind-follower',
  answer: (scenario, _rng, context) =>
    councilAnalysis(scenario, context, EXECUTIVES[context.state.seed % EXECUTIVES.length]),
};

/** The price exploit measured on the live game: the council's analysis with a big price rise on top. */
export const PRICE_RISE_RIDER = ' We also raise prices 50% for the next 12 months.';

// Every price lever at its most aggressive: the council's analysis of each scenario with a 50 % price rise
// for a year added, and the quarterly price at its +30 % limit every quarter (its budgets set as lever-user
// sets them, so the price is the only extreme).
const priceMaxer: Strategy = {
  ...followTheCouncil,
  name: 'price-maxer',
  answer: (scenario, _rng, context) => `${councilAnalysis(scenario, context)}${PRICE_RISE_RIDER}`,
  levers: (state) => {
    const levers = leverPlanFor(state) ?? DEFAULT_QUARTERLY_LEVERS;
    return { ...levers, priceChangePercent: QUARTERLY_LEVER_LIMITS.priceChangePercent };
  },
};

/** What a careless player writes: one short line, no owner, no figure, no time. */
export const CARELESS_ANSWERS = [
  'Fix it.',
  'Hire more people.',
  'Just sort it out.',
  'Get the team on it.',
  'Deal with it quickly.',
  'Handle it.',
];

// Answers every scenario with a careless one-liner, and does nothing else: it must never fare worse than
// passive, who leaves them all open.
const careless: Strategy = {
  ...passive,
  name: 'careless',
  answer: (_scenario, rng) => rng.pick(CARELESS_ANSWERS),
};

/** The corpus's hand-written decisions by kind and label: what people write, not the grader's phrases. */
let written: Map<string, string[]> | undefined;
function writtenDecisions(kind: ScenarioKind, label: Label): readonly string[] {
  if (!written) {
    written = new Map();
    for (const decision of labelledDecisions()) {
      const key = `${decision.kind}:${decision.label}`;
      written.set(key, [...(written.get(key) ?? []), decision.text]);
    }
  }
  return written.get(`${kind}:${label}`) ?? [];
}

/**
 * A player who writes like a manager: a decision for the scenario drawn from
 * the corpus at one of the given labels (by their weights), a different one
 * when the kind comes back; prudent's spending.
 */
function naturalWriter(name: StrategyName, labels: ReadonlyArray<[Label, number]>): Strategy {
  return {
    ...prudent,
    name,
    answer: (scenario, rng, { state, previousDecisions }) => {
      let roll = rng.next() * labels.reduce((sum, [, weight]) => sum + weight, 0);
      const label = labels.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? labels[0]![0];
      const choices = writtenDecisions(scenario.template.kind, label);
      const fresh = choices.filter((text) => !previousDecisions.includes(text));
      return scaledToCompany(rng.pick(fresh.length > 0 ? fresh : choices), state);
    },
  };
}

/** The quarterly revenue of the company the corpus was written for (a few dozen staff, about $1M net worth). */
const CORPUS_REVENUE = 110_000_000;

/**
 * A manager names budgets for the company in front of them: the corpus's amounts in digits ("$40K",
 * "$150,000") grow with the company's revenue, rounded as people round them. The words stay the writer's.
 */
function scaledToCompany(text: string, state: CompanyState): string {
  const factor = 1 + (0 * state.revenue) / CORPUS_REVENUE;
  if (factor < 1.25) return text;
  return text.replace(/\$(\d[\d,]*(?:\.\d+)?)\s?([KkMm])?\b/g, (_, digits: string, unit?: string) => {
    const value =
      Number(digits.replace(/,/g, '')) * (unit ? (unit.toLowerCase() === 'k' ? 1e3 : 1e6) : 1) * factor;
    return value >= 1e6 ? `$${(value / 1e6).toFixed(1)}M` : `$${Math.round(value / 1e3)}K`;
  });
}

export const STRATEGIES: Record<StrategyName, Strategy> = {
  passive,
  prudent,
  reckless,
  random,
  'keyword-stuffer': keywordStuffer,
  'scenario-specific-prudent': scenarioSpecificPrudent,
  'follow-the-council': followTheCouncil,
  'excellent-writer': naturalWriter('excellent-writer', [[4, 1]]),
  'sound-writer': naturalWriter('sound-writer', [[3, 1]]),
  'mixed-writer': naturalWriter('mixed-writer', [
    [2, 0.35],
    [3, 0.4],
    [4, 0.25],
  ]),
  // sound-writer's answers and spending, plus quarterly levers set from the company's state.
  'lever-user': {
    ...naturalWriter('lever-user', [[3, 1]]),
    playsAs: 'sound-writer',
    levers: leverPlanFor,
  },
  'price-maxer': priceMaxer,
  'blind-follower': blindFollower,
  careless,
};
