import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@ai-council/service-kit';
import { serviceFor, type ServiceName } from './service-routes';

const serviceLabels: Record<ServiceName, string> = {
  game: 'game',
  council: 'council',
  analytics: 'analytics',
};

/**
 * One proxy for the services: the route table picks the target once per
 * request. Upstream connections are kept alive: opening one per request cost
 * the gateway most of its throughput.
 */
export function serviceProxy(targets: Record<ServiceName, string>, logger: Logger): RequestHandler {
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const serviceOf = new WeakMap<IncomingMessage, ServiceName>();
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    agent,
    target: targets.game,
    pathFilter: (path, req) => {
      const service = serviceFor(path, req.method ?? 'GET');
      if (service) serviceOf.set(req, service);
      return service !== null;
    },
    router: (req) => targets[serviceOf.get(req) ?? 'game'],
    xfwd: true,
    proxyTimeout: 60_000,
    on: {
      error: (error, req, res) => {
        const service = serviceOf.get(req) ?? 'game';
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
  }) as unknown as RequestHandler;
}

/**
 * Embedded mode's other transport: the services' Express apps run in this
 * process, so a call can be handed to the owning app directly instead of
 * crossing loopback HTTP. Same route table, same identity header, same
 * answers; no second parse of the request or the response.
 */
export function inProcessDispatch(apps: Partial<Record<ServiceName, Express>>): RequestHandler {
  return (req, res, next) => {
    const service = serviceFor(req.path, req.method);
    const app = service ? apps[service] : undefined;
    // A service not in this thread (EMBEDDED_THREADS=2 or 4) is the proxy's.
    if (!app) return next();
    app(req, res);
  };
}
