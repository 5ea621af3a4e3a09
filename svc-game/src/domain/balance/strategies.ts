// Scripted players for the balance suite. Each one only uses what a real
// player can do: answer scenarios, implement decisions, run simulations.

import type { CompanyState } from '../engine/company';
import type { OpenScenario } from '../engine/escalation';
import type { SeededRandom } from '../engine/rng';
import { SIMULATION_SCENARIOS, type SimulationOption } from '../engine/simulations';
import type { DecisionProposal } from './council';

export const STRATEGY_NAMES = ['passive', 'prudent', 'reckless', 'random'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

export interface Strategy {
  name: StrategyName;
  /** The grade the player's answer earns, or null to leave the scenario open. */
  answer(scenario: OpenScenario, rng: SeededRandom): number | null;
  implements(state: CompanyState, proposal: DecisionProposal, rng: SeededRandom): boolean;
  /** Simulation options to run before the next quarter, in order. */
  simulations(state: CompanyState, rng: SeededRandom): SimulationOption[];
}

/** Expected multiple of the cost an option pays back (SPEC §4 odds, mid-band returns). */
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
  answer: (_scenario, rng) => rng.int(72, 95),
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
  answer: (_scenario, rng) => rng.int(10, 45),
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
  answer: (_scenario, rng) => (rng.chance(0.3) ? null : rng.int(0, 100)),
  implements: (state, proposal, rng) => rng.chance(0.5) && state.cash >= -proposal.financialImpact,
  simulations: (state, rng) => {
    if (!rng.chance(0.15)) return [];
    const option = rng.pick(rng.pick(SIMULATION_SCENARIOS).resolutionOptions);
    return option.costCents <= state.cash ? [option] : [];
  },
};

export const STRATEGIES: Record<StrategyName, Strategy> = { passive, prudent, reckless, random };
