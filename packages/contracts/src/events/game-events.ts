// Events svc-game publishes. Every one that follows a change of the company
// carries the company as it now is, so a consumer never reads a stale copy.
import { z } from 'zod';
import { cents, quarterNumber } from '../api/common';
import { companySnapshotSchema, endReasonSchema } from '../api/game';
import { scenarioSeveritySchema } from '../api/council';
import { simulationOutcomeSchema } from '../api/game';
import { departmentNameSchema } from './envelope';

export const gameStartedPayloadSchema = z.object({ company: companySnapshotSchema });

/** An open scenario that cost the company this quarter because nobody resolved it. */
export const scenarioEscalationSchema = z.object({
  scenarioId: z.string().min(1),
  department: departmentNameSchema,
  previousSeverity: scenarioSeveritySchema,
  severity: scenarioSeveritySchema,
  cashPenalty: cents,
});

export const gameQuarterAdvancedPayloadSchema = z.object({
  /** The quarter just played. */
  quarter: quarterNumber,
  company: companySnapshotSchema,
  escalations: z.array(scenarioEscalationSchema),
  marketShock: z.enum(['boom', 'recession', 'new_competitor']).nullable(),
  financialEvents: z.number().int().min(0),
});

export const gameEndedPayloadSchema = z.object({
  company: companySnapshotSchema,
  endReason: endReasonSchema,
  finalScore: z.number().int(),
});

export const gameCostAppliedPayloadSchema = z.object({
  simulationId: z.string().min(1),
  scenario: z.string().min(1),
  option: z.string().min(1),
  /** Signed cents: the cost, as a negative amount. */
  amount: cents,
  category: z.string().min(1),
  company: companySnapshotSchema,
});

export const gameSimulationCompletedPayloadSchema = z.object({
  simulationId: z.string().min(1),
  scenario: z.string().min(1),
  outcome: simulationOutcomeSchema,
  /** Percent within the outcome's band (SPEC §4). */
  impact: z.number(),
  /** Cents the simulation returned, all booked when it completed (assets and cash). */
  returnValue: cents,
  learnings: z.array(z.string()),
  company: companySnapshotSchema,
});

export const decisionImplementedPayloadSchema = z.object({
  decisionId: z.string().min(1),
  title: z.string().min(1),
  category: z.string().min(1),
  financialImpact: cents,
  company: companySnapshotSchema,
});

/** A graded scenario resolution svc-game applied to the company (the council's scenario.resolved). */
export const gameScenarioAppliedPayloadSchema = z.object({
  scenarioId: z.string().min(1),
  /** Signed cents the resolution booked. */
  cashEffect: cents,
  company: companySnapshotSchema,
});

export const gameEventPayloadSchemas = {
  'game.started': gameStartedPayloadSchema,
  'game.quarter.advanced': gameQuarterAdvancedPayloadSchema,
  'game.ended': gameEndedPayloadSchema,
  'game.cost.applied': gameCostAppliedPayloadSchema,
  'game.simulation.completed': gameSimulationCompletedPayloadSchema,
  'decision.implemented': decisionImplementedPayloadSchema,
  'game.scenario.applied': gameScenarioAppliedPayloadSchema,
} as const;
