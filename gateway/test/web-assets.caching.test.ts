// What a browser and a CDN see: precompressed assets, immutable caching for
// hashed names, no-cache for what a redeploy changes in place, no source
// maps, and a 304 for a poll whose answer has not changed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompressDirectory } from '@ai-council/web-build/precompress';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayHarness } from './gateway-harness';

const script = `console.log(${JSON.stringify('a council of advisors '.repeat(200))});\n`;
let webRoot: string;

/** Reads a body as bytes (supertest has decoded the transfer encoding by then). */
const asBytes = (res: supertest.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
let harness: Awaited<ReturnType<typeof startGatewayHarness>>;

/** A script as a client accepting `encodings` is sent it: its bytes as they crossed the wire. */
const fetchScript = (url: string, encodings: string) =>
  supertest(harness.app).get(url).set('Accept-Encoding', encodings).buffer(true).parse(asBytes).expect(200);

function writeApp(folder: string, files: Record<string, string>) {
  const dist = path.join(webRoot, folder, 'dist');
  mkdirSync(dist, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, name), body);
  precompressDirectory(dist);
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'ai-council-web-'));
  writeApp('shell', {
    'index.html': `<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script>${' '.repeat(2000)}</body></html>`,
    'main.1a2b3c4d.js': script,
    'main.1a2b3c4d.js.map': '{"version":3}',
    'theme-boot.js': script,
  });
  writeApp('mf-finance', { 'remoteEntry.js': script, '42.0badf00d.js': script });
  harness = await startGatewayHarness({ webRoot });
});
afterAll(async () => {
  await harness.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('static assets, served like a CDN would', () => {
  it('when a browser accepts brotli, then a hashed script comes precompressed and cached for a year', async () => {
    const res = await fetchScript('/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The client decodes it; what crossed the wire is the much smaller brotli copy.
    expect((res.body as Buffer).toString()).toBe(script);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
  });

  it('when a client accepts only gzip, then it gets the gzip copy of the same file', async () => {
    const res = await fetchScript('/mf/mf-finance/42.0badf00d.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((res.body as Buffer).toString()).toBe(script);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
  });

  it('when a client accepts no encoding, then the plain file is served', async () => {
    const res = await supertest(harness.app)
      .get('/main.1a2b3c4d.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(script);
  });

  it('when a redeploy can change a file in place, then it is served with no-cache', async () => {
    for (const url of ['/', '/dashboard', '/theme-boot.js', '/mf/mf-finance/remoteEntry.js']) {
      const res = await supertest(harness.app).get(url).set('Accept-Encoding', 'br');
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('when a source map or a compressed copy is asked for by name, then it is not served', async () => {
    await supertest(harness.app).get('/main.1a2b3c4d.js.map').expect(200).expect('Content-Type', /html/);
    await supertest(harness.app).get('/mf/mf-finance/42.0badf00d.js.br').expect(404);
  });
});

describe('polling that costs little', () => {
  it('when a poll repeats with the ETag of the last answer, then the answer is 304 with no body', async () => {
    const agent = await harness.signedInGuest();
    const first = await agent.get('/api/game/poll').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await agent.get('/api/game/poll').set('If-None-Match', etag).expect(304);
    expect(second.text ?? '').toBe('');
  });
});
