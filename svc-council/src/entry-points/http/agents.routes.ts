import {
  agentSchema,
  recommendationResponseSchema,
  requestRecommendationSchema,
  simulateActionRequestSchema,
  simulateActionResponseSchema,
} from '@ai-council/contracts';
import { answer, notFound, parseInput, who } from '@ai-council/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { agentOrNotFound, listAgents, simulateAgentAction } from '../../domain/use-cases/agents';
import { requestRecommendation } from '../../domain/use-cases/recommendation';
import type { CouncilContext } from '../../domain/use-cases/context';
import { councilView } from '../../domain/use-cases/council-view';
import { trackRecords } from '../../domain/use-cases/track-records';
import { agentProfileResponseSchema, agentProfileView } from './presenters';

export function agentsRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/agents', async (req, res) => {
    answer(res, z.array(agentSchema), await listAgents(ctx, who(req)));
  });

  router.get('/agents/:id/profile', async (req, res) => {
    const profile = agentOrNotFound(String(req.params.id ?? ''));
    const state = (await councilView(ctx, who(req))).agents.find((a) => a.id === profile.id);
    if (!state) throw notFound(`No board member called "${profile.id}".`);
    // Every board member of the catalogue has a record (an empty one before any call is scored).
    const trackRecord = (await trackRecords(ctx, who(req).userId)).get(profile.id)!;
    answer(res, agentProfileResponseSchema, agentProfileView(profile, state, trackRecord));
  });

  router.post('/agents/simulate-action', async (req, res) => {
    const { agentId } = parseInput(simulateActionRequestSchema, req.body);
    const result = await simulateAgentAction(ctx, who(req), agentId);
    answer(res, simulateActionResponseSchema, result, 201);
  });

  router.post('/agents/request-recommendation', async (req, res) => {
    const input = parseInput(requestRecommendationSchema, req.body);
    const result = await requestRecommendation(ctx, who(req), input);
    answer(res, recommendationResponseSchema, result);
  });

  return router;
}
