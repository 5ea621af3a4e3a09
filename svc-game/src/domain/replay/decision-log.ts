// The decision log: every game-changing input a game received, in the order it
// was applied (each entry is appended in the same versioned update as the
// change it records). With the seed it is enough to play the game again
// through the same engine and land on the same company, to the cent.
import type { DriverEffects } from '@ai-council/rules';
import type { PlanLever, QuarterlyLevers } from '@ai-council/contracts';
import type { DecisionInput, ScenarioResolutionInput } from '../engine/effects';
import type { OpenScenario } from '../engine/escalation';

export type DecisionLogEntry =
  /** svc-council raised a scenario: it escalates every quarter it stays open. */
  | { kind: 'scenario-opened'; scenario: OpenScenario }
  /** svc-council's graded resolution of a scenario, applied to the company. */
  | { kind: 'scenario-resolved'; resolution: ScenarioResolutionInput }
  /** The council proposed a decision. Changes nothing; it is the council's advice, for counterfactuals. */
  | { kind: 'decision-proposed'; decision: ProposedDecision }
  | { kind: 'decision-implemented'; decision: DecisionInput }
  /** A simulation option paid for; the id is the simulation it opened. */
  | { kind: 'simulation-paid'; optionId: string; simulationId: string }
  | { kind: 'simulation-settled'; simulationId: string }
  /** A quarter played, with the quarterly levers the player had set for it (none: the defaults). */
  | { kind: 'quarter-advanced'; levers?: QuarterlyLevers };

export interface ProposedDecision {
  decisionId: string;
  title: string;
  /** Its category, naming the department it came from (absent in logs from before the per-quarter cap). */
  category?: string;
  financialImpact: number;
  timeImpact: number;
  driverEffects: DriverEffects;
  levers?: PlanLever[];
}

export type DecisionLog = readonly DecisionLogEntry[];
