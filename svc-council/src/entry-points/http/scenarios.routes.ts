import {
  analysisResponseSchema,
  decisionPreviewSchema,
  generateScenarioRequestSchema,
  idParam,
  requestAnalysisSchema,
  resolveScenarioRequestSchema,
  scenarioSchema,
  triggerAgentScenariosResponseSchema,
} from '@ai-council/contracts';
import { answer, parseInput, who } from '@ai-council/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { CouncilContext } from '../../domain/use-cases/context';
import {
  generateScenario,
  listScenarios,
  previewDecision,
  requestAnalysis,
  resolveScenario,
  triggerAgentScenarios,
} from '../../domain/use-cases/scenarios';
import { sendPolledView } from './polled-view';

const [fromCouncilSchema, onRequestSchema] = generateScenarioRequestSchema.options;

export function scenariosRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/scenarios', async (req, res) => {
    const player = who(req);
    await sendPolledView(req, res, ctx.views, player, 'scenarios', async () =>
      z.array(scenarioSchema).parse(await listScenarios(ctx, player)),
    );
  });

  router.post('/scenarios/generate', async (req, res) => {
    // Two forms (SPEC §7): from a meeting (category, title) or on request (triggerType, category); both
    // strict, so a client's `force` is a 400 (a meeting in session is recognised by svc-council itself).
    const body: unknown = req.body;
    const onRequest = typeof body === 'object' && body !== null && 'triggerType' in body;
    const input = onRequest ? parseInput(onRequestSchema, body) : parseInput(fromCouncilSchema, body);
    answer(res, scenarioSchema, await generateScenario(ctx, who(req), input), 201);
  });

  router.post('/scenarios/request-analysis', async (req, res) => {
    const input = parseInput(requestAnalysisSchema, req.body);
    answer(res, analysisResponseSchema, await requestAnalysis(ctx, who(req), input));
  });

  // Same body as the decision; answers what it would do and writes nothing.
  router.post('/scenarios/:id/preview', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const { playerDecision } = parseInput(resolveScenarioRequestSchema, req.body);
    answer(res, decisionPreviewSchema, await previewDecision(ctx, who(req), id, playerDecision));
  });

  router.patch('/scenarios/:id', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const { playerDecision } = parseInput(resolveScenarioRequestSchema, req.body);
    answer(res, scenarioSchema, await resolveScenario(ctx, who(req), id, playerDecision));
  });

  // The gateway routes this one /api/game path here (DESIGN.md route ownership).
  router.post('/game/trigger-agent-scenarios', async (req, res) => {
    answer(res, triggerAgentScenariosResponseSchema, await triggerAgentScenarios(ctx, who(req)));
  });

  return router;
}
