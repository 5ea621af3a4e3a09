// Test helper: answers the browser's fetch from a table of "METHOD /path" → JSON
// body, so component tests fake only the HTTP edge. Not part of the runtime bundle.
import { vi } from 'vitest';

export type FakeAnswer = unknown | ((init: RequestInit | undefined) => unknown);
export type FakeRoutes = Record<string, FakeAnswer>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs global fetch; unknown calls answer 404. Undo with vi.unstubAllGlobals(). */
export function fakeApi(routes: FakeRoutes): { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const key = `${method} ${path}`;
      if (!(key in routes)) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
      const answer = routes[key];
      const value: unknown = typeof answer === 'function' ? answer(init) : answer;
      if (value instanceof Response || value instanceof Promise) return value;
      return new Response(JSON.stringify(value), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls };
}

/** The features a page reported (POST /api/analytics/feature-usage), by name, in order. */
export const featuresReported = (calls: RecordedCall[]): string[] =>
  calls
    .filter((c) => c.method === 'POST' && c.path === '/api/analytics/feature-usage')
    .map((c) => (c.body as { featureName: string }).featureName);

/**
 * A server-sent event stream the test writes to, for a route of fakeApi: `answer` answers the call with the
 * stream, `send` writes one event to it, `end` closes it.
 */
export function fakeEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  return {
    answer: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (name: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}
