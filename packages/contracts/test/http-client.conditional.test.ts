// The client's polls cost little: it remembers each GET's last answer and its
// ETag, asks with If-None-Match, and a 304 gives the remembered answer back.
// Against a real HTTP server that answers as the gateway does.
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiGet,
  apiRequest,
  errorDetail,
  getQueryFn,
  serverMessage,
  setApiBaseUrl,
  UnexpectedAnswerError,
} from '../src/http-client';

let server: Server;
let overview = { quarter: 1 };
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const body = JSON.stringify(req.method === 'GET' ? overview : { ok: true });
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'GET' && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});

describe('conditional polls', () => {
  it('when a GET repeats unchanged, then it is asked with the last ETag and answers from the 304', async () => {
    expect(await apiGet('/api/dashboard/overview')).toEqual({ quarter: 1 });
    expect(seen.at(-1)!['if-none-match']).toBeUndefined();
    expect(await apiGet('/api/dashboard/overview')).toEqual({ quarter: 1 });
    expect(seen.at(-1)!['if-none-match']).toMatch(/^W\//);

    // The query layer's default fetcher shares what it remembered.
    const queryFn = getQueryFn<{ quarter: number }>({ on401: 'throw' });
    expect(await queryFn({ queryKey: ['/api/dashboard/overview'] })).toEqual({ quarter: 1 });
    expect(seen.at(-1)!['if-none-match']).toMatch(/^W\//);
  });

  it('when the answer changed, then the new one is read in full', async () => {
    overview = { quarter: 2 };
    expect(await apiGet('/api/dashboard/overview')).toEqual({ quarter: 2 });
    expect(seen.at(-1)!['if-none-match']).toMatch(/^W\//);
  });

  it('when a write is sent, then it is never conditional', async () => {
    await apiGet('/api/dashboard/overview');
    await apiRequest('PATCH', '/api/dashboard/overview', {});
    expect(seen.at(-1)!['if-none-match']).toBeUndefined();
  });

  it('when a write succeeded, then the next poll of every view is asked without its ETag, and the ones after with the new one', async () => {
    await apiGet('/api/dashboard/overview');
    await apiGet('/api/scenarios');
    await apiGet('/api/dashboard/overview');
    expect(seen.at(-1)!['if-none-match']).toMatch(/^W\//);
    await apiRequest('PATCH', '/api/scenarios/s1', {});
    await apiGet('/api/dashboard/overview');
    expect(seen.at(-1)!['if-none-match']).toBeUndefined();
    await apiGet('/api/scenarios');
    expect(seen.at(-1)!['if-none-match']).toBeUndefined();
    await apiGet('/api/scenarios');
    expect(seen.at(-1)!['if-none-match']).toMatch(/^W\//);
  });
});

describe('an answer the contract does not expect', () => {
  it('when a 2xx body breaks the schema, then the error reads as a sentence and the contract’s complaint is only its detail', async () => {
    overview = { quarter: 3 };
    const schema = z.object({ quarter: z.string() });
    const failure = await apiGet('/api/dashboard/overview', schema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedAnswerError);
    expect(serverMessage(failure)).toBe(
      'The server answered with something this page does not understand. Try again; if it keeps happening, reload the page.',
    );
    expect(serverMessage(failure)).not.toContain('{');
    expect(errorDetail(failure)).toMatch(/^quarter: /);
  });
});
