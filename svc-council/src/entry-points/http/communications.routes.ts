import { communicationSchema, toAgentRequestSchema, toAgentResponseSchema } from '@ai-council/contracts';
import { answer, badRequest, parseInput, who } from '@ai-council/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { agentConversation, listCommunications, messageAgent } from '../../domain/use-cases/communications';
import type { CouncilContext } from '../../domain/use-cases/context';
import { sendPolledView } from './polled-view';
import { streamAnswer, wantsStream } from './answer-stream';

const communications = z.array(communicationSchema);

export function communicationsRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/communications', async (req, res) => {
    const player = who(req);
    await sendPolledView(req, res, ctx.views, player, 'communications', async () =>
      communications.parse(await listCommunications(ctx, player)),
    );
  });

  router.get('/communications/agent/:agentName', async (req, res) => {
    const agentName = String(req.params.agentName ?? '');
    if (!agentName.trim() || agentName.length > 100) throw badRequest('Select a board member.');
    const player = who(req);
    await sendPolledView(
      req,
      res,
      ctx.views,
      player,
      'communications',
      async () => communications.parse(await agentConversation(ctx, player, agentName)),
      agentName,
    );
  });

  router.post('/communications/to-agent', async (req, res) => {
    const input = parseInput(toAgentRequestSchema, req.body);
    const player = who(req);
    if (!wantsStream(req, player.gameMode)) {
      answer(res, toAgentResponseSchema, await messageAgent(ctx, player, input), 201);
      return;
    }
    await streamAnswer(res, toAgentResponseSchema, (stream) =>
      messageAgent(ctx, player, input, (soFar) => stream.words(soFar), stream.hangUp),
    );
  });

  return router;
}
