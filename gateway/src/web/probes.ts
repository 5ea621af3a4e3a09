// The liveness and readiness probes: they answer any Host (Kubernetes asks by the pod's address).
import { Router } from 'express';
import type { DocumentStore, Logger } from '@ai-council/service-kit';

export function probeRoutes(store: DocumentStore, logger: Logger): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await store.ping();
      res.json({ status: 'ready' });
    } catch (error) {
      // The cause goes to the log; the probe's answer names nothing of the store's insides.
      logger.warn({ err: error }, 'not ready');
      res.status(503).json({ message: 'not ready' });
    }
  });
  return router;
}
