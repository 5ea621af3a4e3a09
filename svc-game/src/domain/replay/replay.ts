// Replaying a game: its seed and its decision log through the same engine the
// live game ran on. Pure. A strict replay refuses any entry the engine refuses
// (or that the live game could not have logged), so a tampered log either
// lands on a different company or does not replay at all.
import type { QuarterlyLevers } from '@ai-council/contracts';
import { createCompany, type CompanyState } from '../engine/company';
import { applyDecision, applyScenarioResolution } from '../engine/effects';
import type { OpenScenario } from '../engine/escalation';
import { advanceQuarter } from '../engine/quarter';
import { applySimulationCost, settleSimulation } from '../engine/simulations';
import type { DecisionLog, DecisionLogEntry } from './decision-log';

export interface ReplayState {
  company: CompanyState;
  /** The scenarios svc-council has open, as the live game held them (severity escalates each quarter). */
  openScenarios: OpenScenario[];
}

export class ReplayRefusedError extends Error {
  constructor(
    readonly entryIndex: number,
    reason: string,
  ) {
    super(`The decision log does not replay: entry ${entryIndex + 1} ${reason}`);
    this.name = 'ReplayRefusedError';
  }
}

export function startReplay(seed: number): ReplayState {
  return { company: createCompany(seed), openScenarios: [] };
}

/** Replays `log` from `seed` and returns the company it ends on. Throws ReplayRefusedError. */
export function replayGame(seed: number, log: DecisionLog): CompanyState {
  let state = startReplay(seed);
  log.forEach((entry, index) => {
    if (state.company.status === 'ended') {
      throw new ReplayRefusedError(index, `(${entry.kind}) comes after the game ended`);
    }
    try {
      state = applyLogEntry(state, entry);
    } catch (error) {
      if (error instanceof ReplayRefusedError) throw new ReplayRefusedError(index, error.message);
      throw new ReplayRefusedError(index, `(${entry.kind}) is refused by the engine: ${messageOf(error)}`);
    }
  });
  return state.company;
}

/** One logged input, applied exactly as the live game applied it. */
export function applyLogEntry(state: ReplayState, entry: DecisionLogEntry): ReplayState {
  const { company, openScenarios } = state;
  switch (entry.kind) {
    case 'scenario-opened':
      if (openScenarios.some((s) => s.id === entry.scenario.id)) return state;
      return { company, openScenarios: [...openScenarios, { ...entry.scenario }] };
    case 'scenario-resolved': {
      const result = applyScenarioResolution(company, entry.resolution);
      if (!result.applied) throw new Error(`scenario ${entry.resolution.scenarioId} was already resolved`);
      return {
        company: result.state,
        openScenarios: openScenarios.filter((s) => s.id !== entry.resolution.scenarioId),
      };
    }
    case 'decision-proposed':
      return state;
    case 'decision-implemented':
      return { company: applyDecision(company, entry.decision).state, openScenarios };
    case 'simulation-paid': {
      const paid = applySimulationCost(company, { id: entry.optionId });
      if (paid.simulation.id !== entry.simulationId) {
        throw new Error(`opened ${paid.simulation.id}, the log says ${entry.simulationId}`);
      }
      return { company: paid.state, openScenarios };
    }
    case 'simulation-settled':
      return { company: settleSimulation(company, entry.simulationId).state, openScenarios };
    case 'quarter-advanced':
      return advance(state, entry.levers);
  }
}

/** Plays a quarter with the open scenarios, which escalate, and the player's levers, as the advance flow does. */
export function advance({ company, openScenarios }: ReplayState, levers?: QuarterlyLevers): ReplayState {
  const result = advanceQuarter(company, { openScenarios, levers });
  const escalated = new Map(result.escalations.map((e) => [e.scenarioId, e.severity]));
  return {
    company: result.state,
    openScenarios: openScenarios.map((s) => ({ ...s, severity: escalated.get(s.id) ?? s.severity })),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
