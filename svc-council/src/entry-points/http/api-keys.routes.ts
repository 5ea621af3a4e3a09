import {
  addApiKeyRequestSchema,
  apiKeyListSchema,
  apiKeyRecordSchema,
  idParam,
  setKeyCapRequestSchema,
} from '@ai-council/contracts';
import { parseInput } from '@ai-council/service-kit';
import { Router } from 'express';
import { addApiKey, deleteApiKey, listApiKeys, setKeyCap } from '../../domain/use-cases/api-keys';
import type { CouncilContext } from '../../domain/use-cases/context';
import { who } from './player';

export function apiKeysRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/api-keys', async (req, res) => {
    res.json(apiKeyListSchema.parse(await listApiKeys(ctx, who(req))));
  });

  router.post('/api-keys', async (req, res) => {
    const input = parseInput(addApiKeyRequestSchema, req.body);
    res.status(201).json(apiKeyRecordSchema.parse(await addApiKey(ctx, who(req), input)));
  });

  router.put('/api-keys/:id/cap', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const { monthlyCapUsd } = parseInput(setKeyCapRequestSchema, req.body);
    res.json(apiKeyRecordSchema.parse(await setKeyCap(ctx, who(req), id, monthlyCapUsd)));
  });

  router.delete('/api-keys/:id', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    await deleteApiKey(ctx, who(req), id);
    res.status(204).end();
  });

  return router;
}
