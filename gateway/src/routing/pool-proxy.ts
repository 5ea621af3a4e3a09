// The `http` transport on undici's connection pools instead of
// http-proxy-middleware (node:http's agent): one pool of keep-alive
// connections per service, the request streamed up and the answer streamed
// back. Same route table, same forwarded headers, the same 502 sentence when a
// service is away. bench/REPORT.md's proxy benchmark measured undici's pool at
// several times http-proxy-middleware's throughput on the same hop.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Pool } from 'undici';
import type { Logger } from '@ai-council/service-kit';
import { serviceFor, type ServiceName } from './service-routes';

/** Connections kept to each service. */
const CONNECTIONS_PER_SERVICE = 128;
/** As long as the other transport waits for a service (proxyTimeout). */
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

const serviceLabels: Record<ServiceName, string> = {
  game: 'game',
  council: 'council',
  analytics: 'analytics',
};

export function servicePoolProxy(targets: Record<ServiceName, string>, logger: Logger): RequestHandler {
  const pools = new Map<ServiceName, Pool>();
  const poolOf = (service: ServiceName) => {
    let pool = pools.get(service);
    if (!pool) {
      pool = new Pool(targets[service], {
        connections: CONNECTIONS_PER_SERVICE,
        headersTimeout: UPSTREAM_TIMEOUT_MS,
        bodyTimeout: UPSTREAM_TIMEOUT_MS,
      });
      pools.set(service, pool);
    }
    return pool;
  };

  return (req, res, next) => {
    const service = serviceFor(req.path, req.method);
    if (!service) return next();
    void forward(poolOf(service), req, res).catch((error: unknown) => {
      logger.warn({ err: error, service }, 'service unreachable');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .status(502)
        .type('application/json')
        .end(
          JSON.stringify({
            message: `The ${serviceLabels[service]} service is not reachable right now. Please try again shortly.`,
          }),
        );
    });
  };
}

/**
 * The service's answer is written into the player's response as it arrives (undici's `stream`: no
 * Readable in between, nor the AbortSignal a stream pipeline makes for each call).
 */
async function forward(pool: Pool, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  await pool.stream(
    {
      method: req.method as 'GET',
      path: req.url ?? '/',
      headers: forwardedHeaders(req),
      body: hasBody ? req : null,
    },
    ({ statusCode, headers: answered }) => {
      const headers: Record<string, string | string[]> = {};
      for (const name in answered) {
        const value = answered[name];
        // The security headers the gateway set already come back the same from the service: set once.
        if (value !== undefined && !HOP_BY_HOP.has(name) && res.getHeader(name) !== value)
          headers[name] = value;
      }
      res.writeHead(statusCode, headers);
      return res;
    },
  );
}

/** The request's headers for the service, with X-Forwarded-* as http-proxy-middleware's `xfwd` adds them. */
function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  // Headers the Connection header names are hop-by-hop too (`keep-alive`, the usual one, is already).
  const connection = req.headers.connection?.toLowerCase();
  const connectionNamed =
    connection && connection !== 'keep-alive' ? connection.split(',').map((name) => name.trim()) : [];
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && !connectionNamed.includes(name))
      headers[name] = value;
  }
  const address = req.socket.remoteAddress ?? '';
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const append = (name: string, value: string) => {
    const before = headers[name];
    headers[name] = before ? `${String(before)},${value}` : value;
  };
  append('x-forwarded-for', address);
  append('x-forwarded-port', String(req.socket.localPort ?? ''));
  append('x-forwarded-proto', encrypted ? 'https' : 'http');
  return headers;
}
