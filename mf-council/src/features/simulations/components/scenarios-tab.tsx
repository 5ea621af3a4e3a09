import { Button, toast } from '@ai-council/ui';
import { useState } from 'react';
import { useApplyCost } from '../api/apply-cost';
import { useCompleteSimulation } from '../api/complete-simulation';
import { completeResult, impactCategory, type SimulationResult } from '../../../lib/simulation';
import {
  costDescription,
  scenarioById,
  type ResolutionOption,
  type SimulationScenario,
} from '../../../lib/simulation-scenarios';
import { OptionChoice } from './option-choice';
import { ScenarioList } from './scenario-list';
import { SimulationResults, outcomeLabel } from './simulation-results';
import { SimulationRun } from './simulation-run';

export interface CompletedSimulation {
  scenario: SimulationScenario;
  option: ResolutionOption;
  result: SimulationResult;
}

type Flow =
  | { view: 'list' }
  /** `applying`: the option whose cost is being applied. */
  | { view: 'choose'; scenarioId: string; applying: string | null }
  | { view: 'running'; scenarioId: string; optionId: string }
  | { view: 'results'; scenarioId: string; optionId: string; result: SimulationResult };

/**
 * SPEC §4 simulation scenario flow: list → option choice (council analysis) →
 * apply-cost → run → results → simulations/complete.
 */
export function ScenariosTab({
  onComplete,
  random = Math.random,
}: {
  onComplete: (simulation: CompletedSimulation) => void;
  /** The outcome draw's source, [0, 1); injectable for tests. */
  random?: () => number;
}) {
  const [flow, setFlow] = useState<Flow>({ view: 'list' });
  const applyCost = useApplyCost();
  const complete = useCompleteSimulation();

  const scenario = flow.view === 'list' ? undefined : scenarioById(flow.scenarioId);
  const option =
    flow.view === 'running' || flow.view === 'results'
      ? scenario?.resolutionOptions.find((o) => o.id === flow.optionId)
      : undefined;

  const reset = () => {
    applyCost.reset();
    setFlow({ view: 'list' });
  };

  const choose = (chosen: ResolutionOption) => {
    if (!scenario) return;
    setFlow({ view: 'choose', scenarioId: scenario.id, applying: chosen.id });
    // Starts only if the player is still waiting on this option (Back resets everything).
    const start = () =>
      setFlow((current) =>
        current.view === 'choose' && current.applying === chosen.id
          ? { view: 'running', scenarioId: scenario.id, optionId: chosen.id }
          : current,
      );
    // SPEC §7: on failure the cost is only logged (by the mutation) and the simulation starts anyway.
    applyCost.mutate(
      { cost: chosen.cost, description: costDescription(scenario, chosen), category: scenario.category },
      { onSettled: start },
    );
  };

  const finish = () => {
    if (!scenario || !option || flow.view !== 'running') return;
    const result = completeResult(scenario, option, random);
    setFlow({ view: 'results', scenarioId: scenario.id, optionId: option.id, result });
    complete.mutate({ simulationResults: result, scenarioTitle: scenario.title });
    toast({
      title: 'Simulation Complete',
      description: `${scenario.title}: ${outcomeLabel[result.outcome]} with ${result.impact}% impact (${impactCategory(result.impact)}).`,
      variant: result.outcome === 'failure' ? 'destructive' : 'success',
    });
    onComplete({ scenario, option, result });
  };

  return (
    <div className="ui-stack">
      {flow.view !== 'list' ? (
        <div className="ui-row">
          <Button variant="ghost" size="sm" onClick={reset}>
            ← Back to scenarios
          </Button>
        </div>
      ) : null}
      {flow.view === 'list' ? (
        <ScenarioList onSelect={(s) => setFlow({ view: 'choose', scenarioId: s.id, applying: null })} />
      ) : null}
      {flow.view === 'choose' && scenario ? (
        <OptionChoice scenario={scenario} choosingOptionId={flow.applying} onChoose={choose} />
      ) : null}
      {flow.view === 'running' && scenario && option ? (
        <SimulationRun scenario={scenario} option={option} onFinished={finish} />
      ) : null}
      {flow.view === 'results' && scenario && option ? (
        <SimulationResults scenario={scenario} option={option} result={flow.result} onAgain={reset} />
      ) : null}
    </div>
  );
}
