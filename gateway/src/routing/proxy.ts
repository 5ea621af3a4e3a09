// The one HTTP proxy to the services (distributed mode, and a service on a thread of its own in embedded
// mode): a keep-alive connection pool per service (undici's Pool), the request streamed up and the answer
// streamed back. undici rather than the design card's http-proxy-middleware because the gateway tier needs
// it: 0.24 against 0.45 ms of gateway CPU per proxied poll, a throughput ratio to direct calls of 0.77
// against 0.49 where issue 22 asks ≥ 0.6 (bench/REPORT.md, gateway overhead).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { Pool } from 'undici';
import type { Logger } from '@ai-council/service-kit';
import { serviceFor, type ServiceName } from './service-routes';

/** Connections kept to each service. */
const CONNECTIONS_PER_SERVICE = 128;
/** How long the gateway waits for a service's answer, and between the parts of its body. */
const UPSTREAM_TIMEOUT_MS = 60_000;

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and never cross the proxy.
// `expect` is not forwarded either: undici refuses it, and the services answer no 100-continue.
const HOP_BY_HOP = new Set([
  'connection',
  'expect',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function serviceProxy(targets: Record<ServiceName, string>, logger: Logger): RequestHandler {
  // Each pool opens its connections as calls need them.
  const options = {
    connections: CONNECTIONS_PER_SERVICE,
    headersTimeout: UPSTREAM_TIMEOUT_MS,
    bodyTimeout: UPSTREAM_TIMEOUT_MS,
  };
  const pools = new Map(Object.entries(targets).map(([service, url]) => [service, new Pool(url, options)]));

  return (req, res, next) => {
    const service = serviceFor(req.path, req.method);
    if (!service) return next();
    // A player who hangs up stops the call to the service too.
    const hangUp = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) hangUp.abort();
    });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    pools
      .get(service)!
      .stream(
        {
          method: req.method as 'GET',
          path: req.originalUrl,
          headers: forwardedHeaders(req),
          body: hasBody ? req : null,
          signal: hangUp.signal,
        },
        ({ statusCode, headers }) => {
          res.writeHead(statusCode, answerHeaders(res, headers as IncomingHttpHeaders));
          return res;
        },
      )
      .catch((error: unknown) => {
        if (hangUp.signal.aborted) return;
        logger.warn({ err: error, service }, 'service unreachable');
        if (res.headersSent) return void res.destroy();
        res.status(502).json({
          message: `The ${service} service is not reachable right now. Please try again shortly.`,
        });
      });
  };
}

/** The service's answer headers but hop-by-hop ones, and but those the gateway already set the same. */
function answerHeaders(
  res: ServerResponse,
  answered: IncomingHttpHeaders,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answered)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && res.getHeader(name) !== value) headers[name] = value;
  }
  return headers;
}

/** The request's headers for the service but hop-by-hop ones, with X-Forwarded-For, -Port and -Proto added. */
function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  // Headers the Connection header names are hop-by-hop too.
  const named = (req.headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) headers[name] = value;
  }
  const append = (name: string, value: string) => {
    headers[name] = headers[name] ? `${String(headers[name])},${value}` : value;
  };
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-port', String(req.socket.localPort ?? ''));
  append('x-forwarded-proto', 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
  return headers;
}

/**
 * Embedded mode: a service whose Express app runs on the gateway's thread is handed the call directly,
 * with the same route table and identity header as over HTTP, and no second parse of request or answer.
 */
export function inProcessDispatch(apps: Partial<Record<ServiceName, Express>>): RequestHandler {
  return (req, res, next) => {
    const service = serviceFor(req.path, req.method);
    const app = service ? apps[service] : undefined;
    if (!app) return next();
    app(req, res);
  };
}
