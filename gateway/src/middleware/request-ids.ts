// Every /api call is logged under a request id of its own, which the answer and the services carry too.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { requestLog, type Logger } from '@ai-council/service-kit';

export const loggedWithRequestIds = (logger: Logger): RequestHandler =>
  requestLog(logger, {
    requestId: (req, res) => {
      const id = randomUUID();
      res.setHeader('x-request-id', id);
      req.headers['x-request-id'] = id;
      return id;
    },
    ignore: (req) => !req.url?.startsWith('/api'),
  });
