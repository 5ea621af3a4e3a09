import {
  agentSchema,
  trackRecordSchema,
  recommendationResponseSchema,
  requestRecommendationSchema,
  simulateActionRequestSchema,
  simulateActionResponseSchema,
} from '@ai-council/contracts';
import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import { notFound, parseInput } from '@ai-council/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { AgentProfile } from '../../domain/agents';
import { publicAgent, type AgentState } from '../../domain/council-state';
import {
  agentOrNotFound,
  listAgents,
  requestRecommendation,
  simulateAgentAction,
} from '../../domain/use-cases/agents';
import type { CouncilContext } from '../../domain/use-cases/context';
import { councilView } from '../../domain/use-cases/council-view';
import { trackRecords } from '../../domain/use-cases/track-records';
import { who } from './player';

const recentMoods = ['energetic', 'focused', 'concerned', 'optimistic', 'analytical'] as const;

/** An agent as the Personalities tab shows it: the public agent plus its temperament (SPEC §3 Personality). */
export const agentProfileSchema = agentSchema.extend({
  departmentHealth: z.number().int().min(0).max(100),
  decisionStyle: z.string(),
  communicationStyle: z.string(),
  riskTolerance: z.number().int().min(0).max(100),
  catchphrases: z.array(z.string()),
  strengths: z.array(z.string()),
  recentMood: z.enum(recentMoods),
  trackRecord: trackRecordSchema,
  /** How the council weighs votes by track record. */
  weighting: z.string(),
});

/** The mood follows the agent's department: trouble worries anyone; calm lets temperament show. */
function recentMoodOf(profile: AgentProfile, state: AgentState): (typeof recentMoods)[number] {
  if (state.status === 'critical' || state.health < 40) return 'concerned';
  if (state.health >= 70) return 'optimistic';
  if (state.status === 'alert') return 'focused';
  const style = profile.personality.decisionStyle;
  if (style === 'analytical' || style === 'cautious') return 'analytical';
  return profile.personality.riskTolerance >= 60 ? 'energetic' : 'focused';
}

export function agentsRoutes(ctx: CouncilContext): Router {
  const router = Router();

  router.get('/agents', async (req, res) => {
    res.json(z.array(agentSchema).parse(await listAgents(ctx, who(req))));
  });

  router.get('/agents/:id/profile', async (req, res) => {
    const profile = agentOrNotFound(String(req.params.id ?? ''));
    const state = (await councilView(ctx, who(req))).agents.find((a) => a.id === profile.id);
    if (!state) throw notFound(`No board member called "${profile.id}".`);
    const { decisionStyle, communicationStyle, riskTolerance, catchphrases, strengths } = profile.personality;
    const records = await trackRecords(ctx, who(req).userId);
    res.json(
      agentProfileSchema.parse({
        ...publicAgent(state),
        departmentHealth: state.health,
        decisionStyle,
        communicationStyle,
        riskTolerance,
        catchphrases,
        strengths,
        recentMood: recentMoodOf(profile, state),
        trackRecord: records.get(profile.id),
        weighting: TRACK_RECORD_WEIGHTING,
      }),
    );
  });

  router.post('/agents/simulate-action', async (req, res) => {
    const { agentId } = parseInput(simulateActionRequestSchema, req.body);
    const result = await simulateAgentAction(ctx, who(req), agentId);
    res.status(201).json({ ...simulateActionResponseSchema.parse(result), ...result });
  });

  router.post('/agents/request-recommendation', async (req, res) => {
    const input = parseInput(requestRecommendationSchema, req.body);
    const result = await requestRecommendation(ctx, who(req), input);
    // Checked against the contract; the extra fields (options, decisionId) ride along.
    res.json({ ...result, ...recommendationResponseSchema.parse(result) });
  });

  return router;
}
