// The simulation flow of svc-game: paying for a catalogue option opens a
// simulation, and reporting its outcome closes it with a return bounded by
// the outcome's band. The server never trusts an amount the client made up.
import { AppError, badRequest } from '@ai-council/service-kit';
import type { SimulationOutcome } from '@ai-council/rules';
import {
  applySimulationCost,
  completeSimulation,
  findOpenSimulation,
  findSimulationOption,
} from '../engine/simulations';
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
  simulationResults: { outcome: SimulationOutcome; impact: number; learnings: string[] };
}

export function simulationFlows(flows: GameFlows) {
  return {
    /** Pays for one option of a known scenario, named by its scenario, and opens its simulation. */
    async applyCost(userId: string, input: SimulationCostInput) {
      const match = findSimulationOption(input.cost, input.description);
      if (!match || !input.description.toLowerCase().includes(match.scenario.title.toLowerCase())) {
        throw badRequest(
          'This cost does not match an option of a known simulation scenario (European Market Expansion, Strategic Acquisition, Product Recall Crisis). No money was moved.',
        );
      }
      let simulationId = '';
      const doc = await flows.changeCompany(userId, (company) => {
        const paid = applySimulationCost(company, match.option);
        simulationId = paid.simulation.id;
        return {
          company: paid.state,
          financialEvents: paid.events,
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
      return { simulationId, cashAfter: doc.company.cash, netWorth: doc.company.netWorth };
    },

    /** Closes the open simulation of a scenario once, with an impact inside its outcome's band. */
    async complete(userId: string, input: SimulationOutcomeInput) {
      const doc = await flows.changeCompany(userId, (company) => {
        const open = findOpenSimulation(company, input.scenarioTitle);
        if (!open) {
          throw new AppError(
            409,
            `There is no open simulation of "${input.scenarioTitle}" to complete. Choose an option first.`,
          );
        }
        const done = completeSimulation(company, open.option, {
          outcome: input.simulationResults.outcome,
          impact: input.simulationResults.impact,
        });
        return {
          company: done.state,
          financialEvents: done.events,
          events: (ids, at) => [
            gameEvent(
              'game.simulation.completed',
              ids,
              {
                simulationId: done.simulation.id,
                scenario: open.scenario.title,
                outcome: input.simulationResults.outcome,
                impact: input.simulationResults.impact,
                returnValue: done.returnValue,
                learnings: input.simulationResults.learnings,
                company: companySnapshot(done.state),
              },
              at,
            ),
          ],
        };
      });
      return { netWorth: doc.company.netWorth, cash: doc.company.cash };
    },
  };
}
