// Scenarios the council raises, the player's decisions on them (graded and
// previewed), and the council's analysis of one.
import { z } from 'zod';
import { planSchema } from './plan';
import { cents, isoDate, severityLevelSchema } from './common';

export const scenarioSeveritySchema = severityLevelSchema;
export const scenarioSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  severity: scenarioSeveritySchema,
  category: z.string(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  status: z.enum(['active', 'resolved']),
  triggeringDepartments: z.array(z.string()),
  playerDecision: z.string().nullable(),
  grade: z
    .object({
      score: z.number().int().min(0).max(100),
      rationale: z.string(),
      verdict: z.string(),
      /** What the grade does to the company, as published in scenario.resolved. */
      effect: z
        .object({
          cashEffect: cents,
          driverEffects: z.record(z.string(), z.number().int()),
          durationQuarters: z.number().int().min(0),
          plan: planSchema.optional(),
        })
        .optional(),
    })
    .nullable()
    .optional(),
  department: z.string().optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const resolveScenarioRequestSchema = z.object({
  status: z.literal('resolved', { error: 'status must be "resolved"' }),
  playerDecision: z.string().trim().min(1, 'Describe your decision.').max(4000),
});

/** The score's parts: they add up to the score (penalties are zero or negative). */
export const gradePartsSchema = z.object({
  fit: z.number().int(),
  coverage: z.number().int(),
  specificity: z.number().int(),
  penalties: z.number().int().max(0),
});

/**
 * POST /api/scenarios/{id}/preview (same body as the decision): what the game read in a draft
 * decision and what it would do, before the player commits. Writes nothing.
 */
export const decisionPreviewSchema = z.object({
  score: z.number().int().min(0).max(100),
  verdict: z.string(),
  /** One sentence per point gained or lost, in the order of the parts. */
  rationale: z.array(z.string()),
  parts: gradePartsSchema,
  plan: planSchema,
  driverEffects: z.record(z.string(), z.number().int()),
  durationQuarters: z.number().int().min(0),
});
export type DecisionPreview = z.infer<typeof decisionPreviewSchema>;

/**
 * POST /api/scenarios/generate. Strict: a client cannot ask for the cap on open scenarios to be
 * lifted (no `force`); svc-council lets a council meeting in session raise its one scenario past
 * the cap by itself.
 */
export const generateScenarioRequestSchema = z.union([
  z
    .object({
      category: z.string().trim().min(1).max(60),
      title: z.string().trim().min(1).max(200),
    })
    .strict(),
  z
    .object({
      triggerType: z.string().trim().min(1).max(60),
      category: z.string().trim().min(1).max(60),
    })
    .strict(),
]);

export const requestAnalysisSchema = z.object({
  scenarioId: z.string().trim().min(1, 'scenarioId is required'),
  agentId: z.string().trim().min(1, 'agentId is required'),
  question: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .default('Please provide your detailed analysis and recommendations for this business scenario.'),
});
export const analysisResponseSchema = z.object({
  analysis: z.string().min(1),
  agent: z.object({ id: z.string(), name: z.string() }),
  voice: z.enum(['internal', 'llm', 'internal-fallback']),
  /** Why the internal voice answered in llm mode, and what the player can do about it. */
  voiceNote: z.string().optional(),
});

export const triggerAgentScenariosResponseSchema = z.object({
  triggeredActions: z.array(z.object({ agentName: z.string(), scenarioId: z.string(), title: z.string() })),
});
