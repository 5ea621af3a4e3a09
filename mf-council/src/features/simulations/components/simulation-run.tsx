import type { SimulationScenario } from '@ai-council/contracts';
import { capitalise } from '@ai-council/rules';
import { Badge, Button, Card, Progress } from '@ai-council/ui';
import { useEffect, useRef, useState } from 'react';
import {
  SIMULATION_PHASES,
  simulationPhase,
  simulationProgress,
  type SimulationPhase,
} from '../../../lib/simulation';
import type { ResolutionOption } from '../../../lib/simulation-scenarios';
import { useElapsed } from '../../../lib/use-elapsed';
import { PhaseSteps } from '../../../components/phase-steps';

const TICK_MS = 100;

const phaseText: Record<SimulationPhase, string> = {
  setup: 'Setting up teams, budget and timeline.',
  analysis: 'Gathering market data and stakeholder positions.',
  deliberation: 'Weighing trade-offs as events unfold.',
  decision: 'Committing resources at the key decision points.',
  outcome: 'Measuring the results.',
};

/**
 * SPEC §4: progress 0→100 over the scenario's duration, with pause/resume; at
 * 100 the run finishes. Reaching the outcome phase (or skipping to the end) is
 * when the page may ask svc-game for the outcome, so it is told once.
 */
export function SimulationRun({
  scenario,
  option,
  onOutcomePhase,
  onFinished,
}: {
  scenario: SimulationScenario;
  option: ResolutionOption;
  onOutcomePhase?: () => void;
  onFinished: () => void;
}) {
  const durationMs = scenario.duration * 1000;
  const [paused, setPaused] = useState(false);
  const { elapsed, setElapsed } = useElapsed(!paused, TICK_MS, durationMs);
  const progress = simulationProgress(elapsed, scenario.duration);
  const phase = simulationPhase(progress);
  const done = progress >= 100;

  const finished = useRef(onFinished);
  const outcomeReached = useRef(onOutcomePhase);
  useEffect(() => {
    finished.current = onFinished;
    outcomeReached.current = onOutcomePhase;
  });
  const inOutcome = phase === 'outcome';
  useEffect(() => {
    if (inOutcome) outcomeReached.current?.();
  }, [inOutcome]);
  useEffect(() => {
    if (done) finished.current();
  }, [done]);

  const remaining = Math.max(0, Math.ceil((durationMs - elapsed) / 1000));

  return (
    <Card aria-labelledby="simulation-title" className="council-run">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="simulation-title">{scenario.title}</Card.Title>
          <Badge variant={paused ? 'warning' : 'default'}>{paused ? 'Paused' : 'Running'}</Badge>
        </div>
        <Card.Description>
          {option.title} · {capitalise(option.approach)} approach ·{' '}
          {Math.round(option.successProbability * 100)}% chance of success
        </Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        <PhaseSteps phases={SIMULATION_PHASES} current={phase} label="Simulation phase" />
        <div className="council-run__progress">
          <div className="ui-row ui-row--between">
            <span className="council-meter__label" data-testid="simulation-phase">
              {capitalise(phase)}
            </span>
            <span className="council-meter__value" data-testid="simulation-progress">
              {Math.floor(progress)}% · {remaining}s left
            </span>
          </div>
          <Progress value={progress} label="Simulation progress" />
          <p className="ui-muted">{phaseText[phase]}</p>
        </div>
        <div className="ui-row">
          <Button variant="secondary" onClick={() => setPaused((p) => !p)} disabled={done}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" onClick={() => setElapsed(durationMs)} disabled={done}>
            Skip to results
          </Button>
        </div>
      </Card.Content>
    </Card>
  );
}
