import {
  addApiKeyRequestSchema,
  apiKeyListSchema,
  apiKeyRecordSchema,
  idParam,
  setKeyCapRequestSchema,
} from '@ai-council/contracts';
import { answer, parseInput, who } from '@ai-council/service-kit';
import { Router } from 'express';
import { addApiKey, deleteApiKey, listApiKeys, setKeyCap } from '../../domain/use-cases/api-keys';
import type { CouncilContext } from '../../domain/use-cases/context';

export function apiKeysRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/api-keys', async (req, res) => {
    answer(res, apiKeyListSchema, await listApiKeys(ctx, who(req)));
  });

  router.post('/api-keys', async (req, res) => {
    const input = parseInput(addApiKeyRequestSchema, req.body);
    answer(res, apiKeyRecordSchema, await addApiKey(ctx, who(req), input), 201);
  });

  router.put('/api-keys/:id/cap', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const { monthlyCapUsd } = parseInput(setKeyCapRequestSchema, req.body);
    answer(res, apiKeyRecordSchema, await setKeyCap(ctx, who(req), id, monthlyCapUsd));
  });

  router.delete('/api-keys/:id', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    await deleteApiKey(ctx, who(req), id);
    res.status(204).end();
  });

  return router;
}
