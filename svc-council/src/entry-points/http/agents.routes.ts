import {
  agentProfileSchema,
  agentSchema,
  recommendationResponseSchema,
  requestRecommendationSchema,
  simulateActionRequestSchema,
  simulateActionResponseSchema,
} from '@ai-council/contracts';
import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import { notFound, parseInput } from '@ai-council/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { AgentProfile } from '../../domain/board/agents';
import { stressResponseOf } from '../../domain/speech/voice';
import { publicAgent, type AgentState } from '../../domain/board/council-state';
import { agentOrNotFound, listAgents, simulateAgentAction } from '../../domain/use-cases/agents';
import { requestRecommendation } from '../../domain/use-cases/recommendation';
import type { CouncilContext } from '../../domain/use-cases/context';
import { councilView } from '../../domain/use-cases/council-view';
import { trackRecords } from '../../domain/use-cases/track-records';
import { who } from './player';

/** The contract's profile, with what svc-council always sends (a track record and how it weighs) required. */
const profileResponseSchema = agentProfileSchema.required({ trackRecord: true, weighting: true });
type AgentProfileView = z.infer<typeof profileResponseSchema>;

type RecentMood = AgentProfileView['recentMood'];

/** The mood follows the agent's department: trouble worries anyone; calm lets temperament show. */
function recentMoodOf(profile: AgentProfile, state: AgentState): RecentMood {
  if (state.status === 'critical' || state.health < 40) return 'concerned';
  if (state.health >= 70) return 'optimistic';
  if (state.status === 'alert') return 'focused';
  const style = profile.personality.decisionStyle;
  if (style === 'analytical' || style === 'cautious') return 'analytical';
  return profile.personality.riskTolerance >= 60 ? 'energetic' : 'focused';
}

export function agentsRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/agents', async (req, res) => {
    res.json(z.array(agentSchema).parse(await listAgents(ctx, who(req))));
  });

  router.get('/agents/:id/profile', async (req, res) => {
    const profile = agentOrNotFound(String(req.params.id ?? ''));
    const state = (await councilView(ctx, who(req))).agents.find((a) => a.id === profile.id);
    if (!state) throw notFound(`No board member called "${profile.id}".`);
    const p = profile.personality;
    const records = await trackRecords(ctx, who(req).userId);
    res.json(
      profileResponseSchema.parse({
        ...publicAgent(state),
        departmentHealth: state.health,
        decisionStyle: p.decisionStyle,
        communicationStyle: p.communicationStyle,
        riskTolerance: p.riskTolerance,
        emotionalIntelligence: p.emotionalIntelligence,
        innovationIndex: p.innovationIndex,
        stressResponse: stressResponseOf(profile, state),
        catchphrases: p.catchphrases,
        strengths: p.strengths,
        quirks: p.quirks,
        expertise: profile.expertise,
        recentMood: recentMoodOf(profile, state),
        trackRecord: records.get(profile.id),
        weighting: TRACK_RECORD_WEIGHTING,
      }),
    );
  });

  router.post('/agents/simulate-action', async (req, res) => {
    const { agentId } = parseInput(simulateActionRequestSchema, req.body);
    const result = await simulateAgentAction(ctx, who(req), agentId);
    res.status(201).json(simulateActionResponseSchema.parse(result));
  });

  router.post('/agents/request-recommendation', async (req, res) => {
    const input = parseInput(requestRecommendationSchema, req.body);
    const result = await requestRecommendation(ctx, who(req), input);
    // Checked against the contract; the extra fields (options, decisionId) ride along.
    res.json({ ...result, ...recommendationResponseSchema.parse(result) });
  });

  return router;
}
