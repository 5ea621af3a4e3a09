// The liveness and readiness probes every process answers: they answer any
// Host (Kubernetes asks by the pod's address), and readiness is whatever the
// process says it needs (its store answering). They are added to the app
// itself, so they follow its routing settings.
import type { Router } from 'express';
import type { Logger } from 'pino';

export function addProbes(app: Pick<Router, 'get'>, ready: () => Promise<unknown>, logger: Logger): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await ready();
      res.json({ status: 'ready' });
    } catch (error) {
      // The cause goes to the log; the probe's answer names nothing of the store's insides.
      logger.warn({ err: error }, 'not ready');
      res.status(503).json({ message: 'not ready' });
    }
  });
}
