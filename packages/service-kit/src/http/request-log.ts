// One access log per request (method, path, status, id), shared by the gateway
// and the services. pino-http builds a child logger and serialises the request
// for every call, which cost the gateway a sixth of its CPU on a poll
// (bench/REPORT.md); when the level drops info lines anyway, only the request
// id is kept.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export interface RequestLogOptions {
  /** The request's id (also set as the response's x-request-id by the caller). */
  requestId: (req: IncomingMessage, res: ServerResponse) => string;
  /** Requests not worth a line (probes, static files). */
  ignore: (req: IncomingMessage) => boolean;
}

export function requestLog(logger: Logger, options: RequestLogOptions): RequestHandler {
  if (!logger.isLevelEnabled('info')) {
    return (req, res, next) => {
      options.requestId(req, res);
      next();
    };
  }
  return pinoHttp({
    logger,
    genReqId: options.requestId,
    // Method, path and status are enough to follow a request; headers may carry secrets.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: options.ignore },
  }) as unknown as RequestHandler;
}
