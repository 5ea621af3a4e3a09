// The static host a remote's image runs (deploy/remote-host/server.mjs), as a
// shell on another origin meets it: CORS on every file, a release cached for
// good, precompressed copies when asked, and nothing outside its releases.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const server = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'deploy/remote-host/server.mjs',
);
let root: string;
let host: ChildProcess;
let base = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ai-council-remote-host-'));
  const release = path.join(root, 'mf-finance', '0.1.0-0123456789');
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'mf-manifest.json'), '{"name":"mf_finance"}');
  writeFileSync(path.join(release, 'main.0a1b2c3d.js'), 'console.log("finance")');
  writeFileSync(path.join(release, 'main.0a1b2c3d.js.br'), brotliCompressSync('console.log("finance")'));
  writeFileSync(path.join(release, 'main.0a1b2c3d.js.map'), '{}');
  writeFileSync(path.join(root, 'secret.txt'), 'not a release');
  host = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RELEASES_DIR: path.join(root, 'mf-finance') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    host.stdout!.once('data', (d: Buffer) => resolve((JSON.parse(d.toString()) as { url: string }).url));
    host.once('exit', (code) => reject(new Error(`the static host exited with ${code}`)));
  });
});
afterAll(() => {
  host.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

describe("a remote's static host", () => {
  it('when a page on another origin fetches a release manifest, then it may read it, and may keep it for good', async () => {
    const res = await fetch(`${base}/0.1.0-0123456789/mf-manifest.json`, {
      headers: { Origin: 'https://game.example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ name: 'mf_finance' });
    const preflight = await fetch(`${base}/0.1.0-0123456789/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('when the browser takes brotli, then the precompressed copy is sent; the source map never is', async () => {
    const res = await fetch(`${base}/0.1.0-0123456789/main.0a1b2c3d.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toBe('console.log("finance")');
    expect((await fetch(`${base}/0.1.0-0123456789/main.0a1b2c3d.js.map`)).status).toBe(404);
    expect((await fetch(`${base}/0.1.0-0123456789/main.0a1b2c3d.js.br`)).status).toBe(404);
  });

  it('when asked for a file outside its releases, or to write, then it refuses', async () => {
    expect((await fetch(`${base}/..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/0.1.0-0123456789/nothing.js`)).status).toBe(404);
    expect(
      (await fetch(`${base}/0.1.0-0123456789/mf-manifest.json`, { method: 'PUT', body: '{}' })).status,
    ).toBe(405);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
