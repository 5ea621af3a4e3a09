import {
  agentSchema,
  recommendationResponseSchema,
  requestRecommendationSchema,
  simulateActionRequestSchema,
  simulateActionResponseSchema,
} from '@ai-council/contracts';
import { parseInput } from '@ai-council/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { listAgents, requestRecommendation, simulateAgentAction } from '../../domain/use-cases/agents';
import type { CouncilContext } from '../../domain/use-cases/context';
import { who } from './player';

export function agentsRoutes(ctx: CouncilContext): Router {
  const router = Router();

  router.get('/agents', async (req, res) => {
    res.json(z.array(agentSchema).parse(await listAgents(ctx, who(req))));
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
