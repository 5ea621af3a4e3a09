import { Button, toast } from '@ai-council/ui';
import { useState } from 'react';
import { useApplyCost } from '../api/apply-cost';
import { useCompleteSimulation } from '../api/complete-simulation';
import { completeResult, impactCategory, learningsFor, type SimulationResult } from '../../../lib/simulation';
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

/** The simulation svc-game opened, with the outcome it drew for it. */
interface OpenedSimulation {
  simulationId: string;
  outcome: SimulationResult['outcome'];
  impact: number;
}

type Flow =
  | { view: 'list' }
  /** `applying`: the option whose cost is being applied. */
  | { view: 'choose'; scenarioId: string; applying: string | null }
  /** `opened`: null when the cost could not be applied; the run is then a rehearsal. */
  | { view: 'running'; scenarioId: string; optionId: string; opened: OpenedSimulation | null }
  | {
      view: 'results';
      scenarioId: string;
      optionId: string;
      result: SimulationResult;
      rehearsal: boolean;
    };

/**
 * SPEC §4 simulation scenario flow: list → option choice (council analysis) →
 * apply-cost (svc-game opens the simulation and draws its outcome) → run →
 * results (the drawn outcome revealed) → simulations/complete settles it.
 */
export function ScenariosTab({
  onComplete,
  random = Math.random,
}: {
  onComplete: (simulation: CompletedSimulation) => void;
  /** The rehearsal draw's source, [0, 1), when no cost was applied; injectable for tests. */
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
    const start = (opened: OpenedSimulation | null) =>
      setFlow((current) =>
        current.view === 'choose' && current.applying === chosen.id
          ? { view: 'running', scenarioId: scenario.id, optionId: chosen.id, opened }
          : current,
      );
    // SPEC §7: on failure the cost is only logged (by the mutation) and the simulation starts anyway.
    applyCost.mutate(
      { cost: chosen.cost, description: costDescription(scenario, chosen), category: scenario.category },
      {
        onSuccess: ({ simulationId, outcome, impact }) => start({ simulationId, outcome, impact }),
        onError: () => start(null),
      },
    );
  };

  const finish = () => {
    if (!scenario || !option || flow.view !== 'running') return;
    const { opened } = flow;
    // The game drew the outcome when the simulation opened; the run only reveals it. Without an
    // opened simulation nothing was paid, so a local draw shows what might have happened.
    const result: SimulationResult = opened
      ? {
          outcome: opened.outcome,
          impact: opened.impact,
          learnings: learningsFor(scenario, option, opened.outcome),
        }
      : completeResult(scenario, option, random);
    setFlow({
      view: 'results',
      scenarioId: scenario.id,
      optionId: option.id,
      result,
      rehearsal: opened === null,
    });
    if (opened) {
      complete.mutate({
        simulationId: opened.simulationId,
        scenarioTitle: scenario.title,
        simulationResults: result,
      });
    }
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
        <SimulationResults
          scenario={scenario}
          option={option}
          result={flow.result}
          rehearsal={flow.rehearsal}
          onAgain={reset}
        />
      ) : null}
    </div>
  );
}
