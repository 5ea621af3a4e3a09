import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@ai-council/service-kit';
import { serviceFor, type ServiceName } from './service-routes';

const serviceLabels: Record<ServiceName, string> = {
  game: 'game',
  council: 'council',
  analytics: 'analytics',
};

/** One proxy per service; each only takes the paths the route table gives it. */
export function serviceProxies(targets: Record<ServiceName, string>, logger: Logger): RequestHandler[] {
  return (Object.keys(targets) as ServiceName[]).map(
    (service) =>
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: targets[service],
        pathFilter: (path, req) => serviceFor(path, req.method ?? 'GET') === service,
        xfwd: true,
        proxyTimeout: 60_000,
        on: {
          error: (error, _req, res) => {
            logger.warn({ err: error, service }, 'service unreachable');
            const response = res as ServerResponse;
            if (!response.headersSent) {
              response.writeHead(502, { 'content-type': 'application/json' });
            }
            response.end(
              JSON.stringify({
                message: `The ${serviceLabels[service]} service is not reachable right now. Please try again shortly.`,
              }),
            );
          },
        },
      }) as unknown as RequestHandler,
  );
}
