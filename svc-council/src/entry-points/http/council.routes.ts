import {
  activeMeetingResponseSchema,
  councilMeetingSchema,
  emergencyCouncilRequestSchema,
  idParam,
  meetingMessageRequestSchema,
  meetingMessageResponseSchema,
  meetingsResponseSchema,
  regularMeetingRequestSchema,
} from '@ai-council/contracts';
import { answer, parseInput, who } from '@ai-council/service-kit';
import { Router } from 'express';
import type { CouncilContext } from '../../domain/use-cases/context';
import {
  activeMeeting,
  emergencyCouncil,
  endMeeting,
  listMeetings,
  postToMeeting,
  regularCouncil,
} from '../../domain/use-cases/meetings';
import { meetingTranscript } from '../../domain/use-cases/meeting-transcript';
import { sendPolledView } from './polled-view';
import { streamAnswer, wantsStream } from './answer-stream';

export function councilRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.post('/council/emergency', async (req, res) => {
    const input = parseInput(emergencyCouncilRequestSchema, req.body);
    answer(res, councilMeetingSchema, await emergencyCouncil(ctx, who(req), input), 201);
  });

  router.post('/council/meetings', async (req, res) => {
    const input = parseInput(regularMeetingRequestSchema, req.body ?? {});
    answer(res, councilMeetingSchema, await regularCouncil(ctx, who(req), input), 201);
  });

  router.get('/council/active', async (req, res) => {
    const player = who(req);
    await sendPolledView(req, res, ctx.views, player, 'council', async () =>
      activeMeetingResponseSchema.parse(await activeMeeting(ctx, player)),
    );
  });

  router.get('/council/meetings', async (req, res) => {
    answer(res, meetingsResponseSchema, await listMeetings(ctx, who(req)));
  });

  router.patch('/council/:id/end', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    answer(res, councilMeetingSchema, await endMeeting(ctx, who(req), id));
  });

  router.post('/council/:id/messages', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const { message } = parseInput(meetingMessageRequestSchema, req.body);
    const player = who(req);
    if (!wantsStream(req, player.gameMode)) {
      answer(res, meetingMessageResponseSchema, await postToMeeting(ctx, player, id, message), 201);
      return;
    }
    await streamAnswer(res, meetingMessageResponseSchema, (stream) =>
      postToMeeting(
        ctx,
        player,
        id,
        message,
        (agentId, soFar) => stream.words(soFar, agentId),
        stream.hangUp,
      ),
    );
  });

  router.get('/council/:id/transcript', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const { filename, markdown } = await meetingTranscript(ctx, who(req), id);
    const plain = req.query.format === 'text';
    res
      .status(200)
      .type(plain ? 'text/plain; charset=utf-8' : 'text/markdown; charset=utf-8')
      .setHeader(
        'content-disposition',
        `attachment; filename="${plain ? filename.replace(/\.md$/, '.txt') : filename}"`,
      )
      .send(markdown);
  });

  return router;
}
