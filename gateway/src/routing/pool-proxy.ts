// The `http` transport on undici's connection pools instead of
// http-proxy-middleware (node:http's agent): one pool of keep-alive
// connections per service, the request streamed up and the answer streamed
// back. Same route table, same forwarded headers, the same 502 sentence when a
// service is away. bench/REPORT.md's proxy benchmark measured undici's pool at
// several times http-proxy-middleware's throughput on the same hop.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Pool, type Dispatcher } from 'undici';
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

/** The headers an answer starts with before the service's are added: [name, value] pairs, names in lower case. */
export type AnswerHeaders = ReadonlyArray<readonly [string, string]>;

export interface ServicePoolProxy {
  /** The transport's middleware: any call a service owns, forwarded as it stands. */
  middleware: RequestHandler;
  /**
   * Forwards a call with the headers given for the service, and answers with `answerHeaders` and the
   * service's own (the service's value where both set one): the read lane's way through (read-lane.ts).
   * `closed` hears once how the player's response ended: the status sent (499 for a hang-up before the
   * answer was written) and the service's ETag, if it gave one.
   */
  forward(
    service: ServiceName,
    req: IncomingMessage,
    res: ServerResponse,
    upstreamHeaders: IncomingHttpHeaders,
    answerHeaders: AnswerHeaders,
    closed: (sent: number, etag: string | undefined) => void,
  ): void;
}

export function servicePoolProxy(targets: Record<ServiceName, string>, logger: Logger): ServicePoolProxy {
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
  const unreachable =
    (service: ServiceName, res: ServerResponse, answerHeaders: AnswerHeaders) => (error: unknown) => {
      logger.warn({ err: error, service }, 'service unreachable');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = JSON.stringify({
        message: `The ${serviceLabels[service]} service is not reachable right now. Please try again shortly.`,
      });
      res.writeHead(502, [...answerHeaders, ['content-type', 'application/json; charset=utf-8']].flat());
      res.end(body);
    };

  return {
    middleware: (req, res, next) => {
      const service = serviceFor(req.path, req.method);
      if (!service) return next();
      // The headers the gateway set so far stay; the service's are added unless the same.
      void stream(poolOf(service), req, res, forwardedHeaders(req), (statusCode, answered) => {
        const headers: Record<string, string | string[]> = {};
        for (const name in answered) {
          const value = answered[name];
          // The security headers the gateway set already come back the same from the service: set once.
          if (value !== undefined && !HOP_BY_HOP.has(name) && res.getHeader(name) !== value)
            headers[name] = value;
        }
        res.writeHead(statusCode, headers);
      }).catch(unreachable(service, res, []));
    },
    forward: (service, req, res, upstreamHeaders, answerHeaders, closed) => {
      poolOf(service).dispatch(
        { method: 'GET', path: req.url ?? '/', headers: upstreamHeaders },
        new AnswerWriter(res, answerHeaders, unreachable(service, res, answerHeaders), closed),
      );
    },
  };
}

/**
 * Writes a GET's answer into the player's response as undici reads it, at the pool's lowest level: no
 * async resource, stream pipeline or header object per call, one listener on the response (the gateway
 * tier's cost per proxied read, bench/REPORT.md). The service's headers are added to `answerHeaders`, its
 * value where both set one.
 */
class AnswerWriter implements Dispatcher.DispatchHandler {
  private abort: ((error?: Error) => void) | null = null;
  private etag: string | undefined;
  private resume: (() => void) | null = null;

  constructor(
    private readonly res: ServerResponse,
    private readonly answerHeaders: AnswerHeaders,
    private readonly failed: (error: unknown) => void,
    closed: (sent: number, etag: string | undefined) => void,
  ) {
    res.on('close', () => {
      // A player who hangs up stops the call upstream too.
      if (!res.writableFinished) this.abort?.();
      closed(res.writableFinished ? res.statusCode : 499, this.etag);
    });
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abort = abort;
  }

  onHeaders(statusCode: number, raw: Buffer[], resume: () => void): boolean {
    const names: string[] = [];
    const theirs: string[] = [];
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toString('latin1').toLowerCase();
      if (HOP_BY_HOP.has(name)) continue;
      const value = raw[i + 1]!.toString('latin1');
      names.push(name);
      if (name === 'etag' && this.etag === undefined) this.etag = value;
      theirs.push(name, value);
    }
    const flat: string[] = [];
    // Where the service set one of ours, its value goes out instead.
    for (const [name, value] of this.answerHeaders) if (!names.includes(name)) flat.push(name, value);
    // One flat list: node writes it as it stands, with no header map kept on the response.
    this.res.writeHead(statusCode, flat.concat(theirs));
    this.resume = resume;
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.res.write(chunk)) return true;
    // The player reads slower than the service answers: undici pauses until the response drains.
    this.res.once('drain', this.resume!);
    return false;
  }

  onComplete(): void {
    this.res.end();
  }

  onError(error: Error): void {
    if (this.res.destroyed && !this.res.writableFinished) return;
    this.failed(error);
  }
}

/**
 * The service's answer is written into the player's response as it arrives (undici's `stream`: no
 * Readable in between, nor the AbortSignal a stream pipeline makes for each call).
 */
async function stream(
  pool: Pool,
  req: IncomingMessage,
  res: ServerResponse,
  headers: IncomingHttpHeaders,
  writeHead: (statusCode: number, answered: IncomingHttpHeaders) => void,
): Promise<void> {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  await pool.stream(
    { method: req.method as 'GET', path: req.url ?? '/', headers, body: hasBody ? req : null },
    ({ statusCode, headers: answered }) => {
      writeHead(statusCode, answered as IncomingHttpHeaders);
      return res;
    },
  );
}

/** The request's headers for the service, with X-Forwarded-* as http-proxy-middleware's `xfwd` adds them. */
export function forwardedHeaders(
  req: IncomingMessage,
  drop?: (name: string) => boolean,
): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  // Headers the Connection header names are hop-by-hop too (`keep-alive`, the usual one, is already).
  const connection = req.headers.connection?.toLowerCase();
  const connectionNamed =
    connection && connection !== 'keep-alive' ? connection.split(',').map((name) => name.trim()) : [];
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && !connectionNamed.includes(name) && !drop?.(name))
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
