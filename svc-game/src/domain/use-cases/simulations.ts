// The simulation flow of svc-game: paying for a catalogue option opens a
// simulation whose outcome the game draws then, on its seeded generator, and
// keeps to itself; completing it reveals that outcome and books its return.
// Before paying, the options read states what each option returns in this
// game. The server never trusts an amount or an outcome the client made up.
import type {
  ApplyCostResponse,
  CompleteSimulationResponse,
  SimulationOptionsResponse,
} from '@ai-council/contracts';
import { AppError, badRequest } from '@ai-council/service-kit';
import type { SimulationOutcome } from '@ai-council/rules';
import type { CompanyState } from '../engine/company';
import { GameEndedError } from '../engine/errors';
import { findSimulationOption, findSimulationScenario } from '../engine/simulation-catalogue';
import { simulationOptionReturns } from '../engine/simulation-returns';
import { applySimulationCost, settleSimulation } from '../engine/simulations';
import { companySnapshot, gameEvent } from './game-events';
import type { GameFlows } from './game-flows';

export interface SimulationCostInput {
  /** Whole dollars, as the catalogue lists them. */
  cost: number;
  /** '{scenario title} - {option title}' */
  description: string;
  category: string;
}

export interface SimulationOutcomeInput {
  scenarioTitle: string;
  simulationId?: string;
  /**
   * SPEC §7's body: the outcome and impact the client's own run showed are accepted and ignored (the game
   * books what it drew); only the learnings travel on.
   */
  simulationResults: { outcome?: SimulationOutcome; impact?: number; learnings: string[] };
}

export function simulationFlows(flows: GameFlows) {
  return {
    applyCost: (userId: string, input: SimulationCostInput) => applyCost(flows, userId, input),
    options: (userId: string) => options(flows, userId),
    complete: (userId: string, input: SimulationOutcomeInput) => complete(flows, userId, input),
  };
}

/** Pays for one option of a known scenario, named by its scenario, and opens its simulation. */
async function applyCost(
  flows: GameFlows,
  userId: string,
  input: SimulationCostInput,
): Promise<ApplyCostResponse> {
  const match = findSimulationOption(input.cost, input.description);
  if (!match || !input.description.toLowerCase().includes(match.scenario.title.toLowerCase())) {
    throw badRequest(
      'This cost does not match an option of a known simulation scenario (European Market Expansion, Strategic Acquisition, Product Recall Crisis). No money was moved.',
    );
  }
  let simulationId: string | undefined;
  const doc = await flows.changeCompany(userId, (company) => {
    const paid = applySimulationCost(company, match.option);
    simulationId = paid.simulation.id;
    return {
      company: paid.state,
      financialEvents: paid.events,
      logEntry: { kind: 'simulation-paid', optionId: match.option.id, simulationId: paid.simulation.id },
      events: (ids, at) => [
        gameEvent(
          'game.cost.applied',
          ids,
          {
            simulationId: paid.simulation.id,
            scenario: match.scenario.title,
            option: match.option.title,
            amount: -paid.simulation.cost,
            category: input.category,
            company: companySnapshot(paid.state),
          },
          at,
        ),
      ],
    };
  });
  if (!simulationId) throw new Error('the simulation was opened');
  // The drawn outcome stays on the open simulation: complete reveals it.
  return { simulationId, cashAfter: doc.company.cash, netWorth: doc.company.netWorth };
}

/** What each option returns in this game, stated before the player pays (a read: nothing is written). */
async function options(flows: GameFlows, userId: string): Promise<SimulationOptionsResponse> {
  const doc = await flows.existingGame(userId);
  const runs = doc?.company ?? { counters: { simulationRuns: {} }, openSimulations: [] };
  return { options: simulationOptionReturns(runs) };
}

/** The simulation named, else the scenario's oldest open one; either way of this scenario (409 if none). */
function openSimulationOf(company: CompanyState, input: SimulationOutcomeInput) {
  const scenario = findSimulationScenario(input.scenarioTitle);
  const open = company.openSimulations.find(
    (s) => s.scenarioId === scenario?.id && (!input.simulationId || s.id === input.simulationId),
  );
  if (!open || !scenario) {
    throw new AppError(
      409,
      `There is no open simulation of "${input.scenarioTitle}" to complete. Choose an option first.`,
    );
  }
  return { open, scenario };
}

/**
 * Settles an open simulation of a scenario once, with the outcome drawn
 * when it opened, and answers what it revealed and booked. An outcome or
 * impact the client sends along (SPEC §7) changes nothing: the server owns
 * the outcome.
 */
async function complete(
  flows: GameFlows,
  userId: string,
  input: SimulationOutcomeInput,
): Promise<CompleteSimulationResponse> {
  let settled: Omit<CompleteSimulationResponse, 'netWorth' | 'cash'> | undefined;
  const doc = await flows.changeCompany(userId, (company) => {
    if (company.status === 'ended') throw new GameEndedError(company.endReason);
    const { open, scenario } = openSimulationOf(company, input);
    const { learnings } = input.simulationResults;
    const done = settleSimulation(company, open.id);
    settled = {
      simulationId: done.simulation.id,
      outcome: done.result.outcome,
      impact: done.result.impact,
      returnValue: done.returnValue,
      returnMultiple: done.returnMultiple,
      returnFactor: done.returnFactor,
      runsBefore: done.runsBefore,
      booked: done.booked,
      netWorthChange: done.state.netWorth - company.netWorth,
    };
    return {
      company: done.state,
      financialEvents: done.events,
      logEntry: { kind: 'simulation-settled', simulationId: done.simulation.id },
      events: (ids, at) => [
        gameEvent(
          'game.simulation.completed',
          ids,
          {
            simulationId: done.simulation.id,
            scenario: scenario.title,
            outcome: done.result.outcome,
            impact: done.result.impact,
            returnValue: done.returnValue,
            learnings,
            company: companySnapshot(done.state),
          },
          at,
        ),
      ],
    };
  });
  if (!settled) throw new Error('the simulation was settled');
  return { ...settled, netWorth: doc.company.netWorth, cash: doc.company.cash };
}
