import type { SimulationScenario } from '@ai-council/contracts';
import type { CompleteSimulationResponse } from '@ai-council/contracts';
import { formatCents, formatMoney } from '@ai-council/rules';
import { Button, toast, trackFeatureUsage } from '@ai-council/ui';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useApplyCost, useCompleteSimulation } from '@ai-council/queries';
import { completeResult, impactCategory, learningsFor, type SimulationResult } from '../../../lib/simulation';
import { costDescription, scenarioById, type ResolutionOption } from '../../../lib/simulation-scenarios';
import { OptionChoice } from './option-choice';
import { SimulationList } from './simulation-list';
import { SettlingResults, SimulationResults, outcomeLabel } from './simulation-results';
import { SimulationRun } from './simulation-run';

export interface CompletedSimulation {
  scenario: SimulationScenario;
  option: ResolutionOption;
  result: SimulationResult;
}

/**
 * Where the simulation svc-game opened stands: asked for at the outcome phase,
 * then settled (the answer reveals the outcome and the return booked) or not.
 */
type Settlement =
  | { status: 'not-asked' }
  | { status: 'asking' }
  | { status: 'settled'; answer: CompleteSimulationResponse }
  | { status: 'failed' };

type Flow =
  | { view: 'list' }
  /** `applying`: the option whose cost is being applied. */
  | { view: 'choose'; scenarioId: string; applying: string | null }
  /** `simulationId`: null when the cost could not be applied; the run is then a rehearsal. */
  | {
      view: 'running';
      scenarioId: string;
      optionId: string;
      simulationId: string | null;
      settlement: Settlement;
      /** The run reached 100 %: the results show once the settlement is known. */
      finished: boolean;
    }
  | {
      view: 'results';
      scenarioId: string;
      optionId: string;
      simulationId: string | null;
      /** Null when the outcome could not be fetched: the run was paid for but its result is not shown yet. */
      result: SimulationResult | null;
      /** What completing booked; absent for a rehearsal and while not settled. */
      settled: CompleteSimulationResponse | null;
      rehearsal: boolean;
    };

/**
 * SPEC §7: on OK a toast says the cost was deducted; on failure it is only
 * logged (the simulation starts anyway).
 */
function useApplyCostAndTell() {
  return useApplyCost({
    mutationConfig: {
      onSuccess: (_answer, input) =>
        toast({
          title: 'Financial Impact Applied',
          description: `${formatMoney(input.cost)} was deducted for ${input.description}.`,
        }),
      onError: (error) => console.error('Applying the simulation cost failed', error),
    },
  });
}

/** SPEC §7: a failure to complete is only logged (the results say the outcome could not be fetched). */
const completionFailureLogged = {
  mutationConfig: { onError: (error: Error) => console.error('Completing the simulation failed', error) },
};

/**
 * SPEC §4 simulation scenario flow: list → option choice (council analysis,
 * each option's expected return) → apply-cost (svc-game opens the simulation
 * and draws its outcome, keeping it) → run → at the outcome phase
 * simulations/complete reveals the outcome and books the return → results.
 */
export function SimulationsTab({
  onComplete,
  random = Math.random,
}: {
  onComplete: (simulation: CompletedSimulation) => void;
  /** The rehearsal draw's source, [0, 1), when no cost was applied; injectable for tests. */
  random?: () => number;
}) {
  const [flow, setFlow] = useState<Flow>({ view: 'list' });
  const applyCost = useApplyCostAndTell();
  const complete = useCompleteSimulation(completionFailureLogged);

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
    void trackFeatureUsage('simulation_run');
    // Starts only if the player is still waiting on this option (Back resets everything).
    const start = (simulationId: string | null) =>
      setFlow((current) =>
        current.view === 'choose' && current.applying === chosen.id
          ? {
              view: 'running',
              scenarioId: scenario.id,
              optionId: chosen.id,
              simulationId,
              settlement: { status: 'not-asked' },
              finished: false,
            }
          : current,
      );
    // SPEC §7: on failure the cost is only logged (useApplyCostAndTell) and the simulation starts anyway.
    applyCost.mutate(
      { cost: chosen.cost, description: costDescription(scenario, chosen), category: scenario.category },
      {
        onSuccess: ({ simulationId }) => start(simulationId),
        onError: () => start(null),
      },
    );
  };

  /** Asks svc-game for the outcome of a paid run; the answer lands on that run only. */
  const settle = (simulationId: string, scenarioTitle: string) => {
    const land = landOn(setFlow, simulationId);
    land({ status: 'asking' });
    complete.mutate(
      { simulationId, scenarioTitle },
      {
        onSuccess: (answer) => land({ status: 'settled', answer }),
        onError: () => land({ status: 'failed' }),
      },
    );
  };

  useRevealWhenFinished({ flow, setFlow, scenario, option, random, onComplete });

  return (
    <SimulationFlowView
      flow={flow}
      setFlow={setFlow}
      scenario={scenario}
      option={option}
      retrying={complete.isPending}
      actions={{ reset, choose, settle }}
    />
  );
}

/** The results show once the run has finished and its outcome is known (or could not be fetched). */
function useRevealWhenFinished({
  flow,
  setFlow,
  scenario,
  option,
  random,
  onComplete,
}: {
  flow: Flow;
  setFlow: (flow: Flow) => void;
  scenario: SimulationScenario | undefined;
  option: ResolutionOption | undefined;
  random: () => number;
  onComplete: (simulation: CompletedSimulation) => void;
}) {
  const reveal = useRef(onComplete);
  useEffect(() => {
    reveal.current = onComplete;
  });
  useEffect(() => {
    if (flow.view !== 'running' || !flow.finished || !scenario || !option) return;
    const { settlement, simulationId } = flow;
    if (simulationId && (settlement.status === 'not-asked' || settlement.status === 'asking')) return;
    const base = { view: 'results', scenarioId: scenario.id, optionId: option.id, simulationId } as const;
    if (simulationId && settlement.status === 'failed') {
      setFlow({ ...base, result: null, settled: null, rehearsal: false });
      return;
    }
    const settled = settlement.status === 'settled' ? settlement.answer : null;
    // A paid run shows the outcome svc-game drew; without one nothing was paid, so a local draw
    // shows what might have happened.
    const result: SimulationResult = settled
      ? {
          outcome: settled.outcome,
          impact: settled.impact,
          learnings: learningsFor(scenario, option, settled.outcome),
        }
      : completeResult(scenario, option, random);
    setFlow({ ...base, result, settled, rehearsal: simulationId === null });
    const returned = settled ? ` Return: ${formatCents(settled.returnValue)}.` : '';
    toast({
      title: 'Simulation Complete',
      description: `${scenario.title}: ${outcomeLabel[result.outcome]} with ${result.impact}% impact (${impactCategory(result.impact)}).${returned}`,
      variant: result.outcome === 'failure' ? 'destructive' : 'success',
    });
    reveal.current({ scenario, option, result });
  }, [flow, setFlow, scenario, option, random]);
}

/** What the tab does: back to the list, choose an option, ask svc-game for a run's outcome. */
interface FlowActions {
  reset: () => void;
  choose: (chosen: ResolutionOption) => void;
  settle: (simulationId: string, scenarioTitle: string) => void;
}

/** The step of the flow the player is at: the list, the options, the run, the results. */
function SimulationFlowView({
  flow,
  setFlow,
  scenario,
  option,
  retrying,
  actions: { reset, choose, settle },
}: {
  flow: Flow;
  setFlow: Dispatch<SetStateAction<Flow>>;
  scenario: SimulationScenario | undefined;
  option: ResolutionOption | undefined;
  retrying: boolean;
  actions: FlowActions;
}) {
  const outcomePhase = () => {
    if (!scenario || flow.view !== 'running' || !flow.simulationId) return;
    if (flow.settlement.status !== 'not-asked') return;
    settle(flow.simulationId, scenario.title);
  };

  const finish = () =>
    setFlow((current) => (current.view === 'running' ? { ...current, finished: true } : current));

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
        <SimulationList onSelect={(s) => setFlow({ view: 'choose', scenarioId: s.id, applying: null })} />
      ) : null}
      {flow.view === 'choose' && scenario ? (
        <OptionChoice scenario={scenario} choosingOptionId={flow.applying} onChoose={choose} />
      ) : null}
      {flow.view === 'running' && flow.finished && scenario && option ? (
        <SettlingResults scenario={scenario} option={option} />
      ) : null}
      {flow.view === 'running' && !flow.finished && scenario && option ? (
        <SimulationRun
          scenario={scenario}
          option={option}
          onOutcomePhase={outcomePhase}
          onFinished={finish}
        />
      ) : null}
      {flow.view === 'results' && scenario && option ? (
        <SimulationResults
          scenario={scenario}
          option={option}
          result={flow.result}
          settled={flow.settled}
          rehearsal={flow.rehearsal}
          retrying={retrying}
          onRetry={flow.simulationId ? () => settle(flow.simulationId!, scenario.title) : undefined}
          onAgain={reset}
        />
      ) : null}
    </div>
  );
}

/** Lands a settlement on the run it was asked for (and on nothing else). */
const landOn =
  (setFlow: (update: (current: Flow) => Flow) => void, simulationId: string) => (settlement: Settlement) =>
    setFlow((current) => {
      if (current.view === 'running' && current.simulationId === simulationId) {
        return { ...current, settlement };
      }
      // A retry from the results of a run whose outcome could not be fetched.
      if (
        current.view === 'results' &&
        current.simulationId === simulationId &&
        settlement.status === 'settled'
      ) {
        return { ...current, view: 'running', settlement, finished: true };
      }
      return current;
    });
