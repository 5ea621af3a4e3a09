// Headers a middleware sets the same on every answer (helmet's on an API answer), taken from it once and
// set in one pass: helmet runs twelve middlewares per call, and builds its Content-Security-Policy each
// time, for the same dozen headers (bench/REPORT.md, gateway overhead).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

export type FixedHeaders = ReadonlyArray<readonly [string, string]>;

/** The headers `middleware` sets on an API answer (it must set the same ones on every such answer). */
export function headersSetBy(middleware: RequestHandler): FixedHeaders {
  const headers = new Map<string, string>();
  const req = { url: '/api/', method: 'GET', headers: {} } as IncomingMessage;
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  } as unknown as ServerResponse;
  middleware(req as never, res as never, () => {});
  return [...headers];
}

/** Sets `headers` on every answer. */
export const setHeaders =
  (headers: FixedHeaders): RequestHandler =>
  (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
