// Behind a real proxy: the gateway believes X-Forwarded-For and
// X-Forwarded-Proto only from the peers TRUST_PROXY names. The gateway here
// listens on a non-loopback address of this machine (when it has one), so the
// peer is not loopback and nothing is trusted by default; then it is the
// configured proxy, and the session cookie becomes `__Host-…; Secure` and
// each client address gets its own sign-in budget. In production the gateway
// will not start without PUBLIC_URL, and answers no other Host.
import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  listen,
  MAX_PROXY_HOPS,
  type RunningServer,
  type TrustProxy,
} from '@ai-council/service-kit';
import { testStore } from '@ai-council/service-kit/testing';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testGatewayApp, testSessionSecret, tokenPrivateKey } from './gateway-harness';
import { loadGatewayConfig, gatewayEnvSchema } from '../src/config';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secrets = { SESSION_SECRET: testSessionSecret, TOKEN_PRIVATE_KEY: tokenPrivateKey };

/** A non-loopback IPv4 address of this machine: connecting to it, the peer is that address too. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const opened: Array<{ server: RunningServer; close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const { server, close } of opened.splice(0)) {
    await server.close();
    await close();
  }
});

async function gatewayAt(
  host: string,
  options: { trustProxy?: TrustProxy; cookieSecure?: boolean; signInsPerMinute?: number } = {},
) {
  const store = testStore();
  const app = testGatewayApp({
    store,
    trustProxy: options.trustProxy,
    cookieSecure: options.cookieSecure,
    limits: { signInsPerMinute: options.signInsPerMinute ?? 30 },
  });
  const server = await listen(app, 0, host);
  opened.push({ server, close: () => store.close() });
  return `http://${host}:${server.port}`;
}

/** A request as the TLS proxy in front forwards it: the client's address and the scheme it used. */
const viaProxy = (client: string) => ({ 'x-forwarded-for': client, 'x-forwarded-proto': 'https' });

const startGuest = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/api/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: '{}',
  });

let attempt = 0;
/** A failed sign-in, each under another username (so only the per-address budget can say 429). */
const signIn = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify({ username: `someone-${(attempt += 1)}`, password: 'not the password' }),
  }).then((res) => res.status);

/**
 * The limits count in fixed one-minute windows, and a budget test's sign-ins may take half a minute on a
 * busy machine (each checks a password): the clock is held inside one window for the whole test.
 */
function withinOneWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const trustedHop = (peer: string): TrustProxy => gatewayEnvSchema.shape.TRUST_PROXY.parse(`${peer}/32`);

describe('behind a configured TLS proxy (a non-loopback peer)', () => {
  const peer = outsideAddress ?? '127.0.0.1';
  if (!outsideAddress)
    console.log('[proxy] no non-loopback address here: the peer is loopback (trusted by default)');
  else console.log(`[proxy] the gateway listens on ${peer}; the test's requests come from that address`);

  it('when TRUST_PROXY names the proxy and it says https, then the session cookie is __Host-…; Secure and works', async () => {
    const url = await gatewayAt(peer, { trustProxy: trustedHop(peer) });
    const res = await startGuest(url, viaProxy('203.0.113.7'));
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('aic_session='))!;
    expect(cookie).toMatch(/^__Host-aic_session=[\w-]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const status = await fetch(`${url}/api/auth/status`, {
      headers: { cookie: cookie.split(';')[0]!, ...viaProxy('203.0.113.7') },
    }).then((r) => r.json() as Promise<{ authenticated: boolean }>);
    expect(status.authenticated).toBe(true);
  });

  it('when two clients sign in through it, then each address has its own sign-in budget', async () => {
    const url = await gatewayAt(peer, { trustProxy: trustedHop(peer), signInsPerMinute: 5 });
    withinOneWindow();
    const first: number[] = [];
    for (let i = 0; i < 6; i += 1) first.push(await signIn(url, viaProxy('203.0.113.10')));
    const second = await signIn(url, viaProxy('198.51.100.20'));
    console.log(`[proxy] budget of 5: client A ${first.join(',')}; client B's first: ${second}`);
    expect(first).toEqual([401, 401, 401, 401, 401, 429]);
    expect(second).toBe(401);
  }, 90_000);

  it.runIf(outsideAddress)(
    'when the proxy is not configured, then its forwarded headers are ignored: no Secure cookie, one budget',
    async () => {
      const url = await gatewayAt(peer, { signInsPerMinute: 5 });
      withinOneWindow();
      const res = await startGuest(url, viaProxy('203.0.113.7'));
      const cookie = res.headers.getSetCookie().find((c) => c.includes('aic_session='))!;
      expect(cookie).toMatch(/^aic_session=/);
      expect(cookie).not.toMatch(/Secure/);
      // The guest start above used one of the address's five.
      for (let i = 0; i < 4; i += 1) expect(await signIn(url, viaProxy(`203.0.113.${i + 30}`))).toBe(401);
      expect(await signIn(url, viaProxy('198.51.100.20'))).toBe(429);
    },
    90_000,
  );

  it('when COOKIE_SECURE=1, then the cookie is __Host-…; Secure even on a request that looks like plain http', async () => {
    const url = await gatewayAt('127.0.0.1', { cookieSecure: true });
    const res = await startGuest(url, {});
    const cookie = res.headers.getSetCookie().find((c) => c.includes('aic_session='))!;
    expect(cookie).toMatch(/^__Host-aic_session=.*; Secure/);
  });
});

describe('TRUST_PROXY values', () => {
  const parse = (value: string) => gatewayEnvSchema.shape.TRUST_PROXY.safeParse(value);
  it('when it is a hop count or addresses and CIDRs, then it is taken; anything else stops start-up', () => {
    expect(parse('1').data).toBe(1);
    expect(parse('10.0.0.0/8, loopback,fd00::/8').data).toEqual(['10.0.0.0/8', 'loopback', 'fd00::/8']);
    expect(gatewayEnvSchema.shape.TRUST_PROXY.parse(undefined)).toEqual(['loopback']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'example.com', '10.0.0.1/8/1', ''])
      expect(parse(bad).success, bad).toBe(false);
  });

  it('when it trusts every address or an absurd number of hops, then start-up stops with a list of what is wrong', () => {
    expect(parse(String(MAX_PROXY_HOPS)).data).toBe(MAX_PROXY_HOPS);
    expect(parse('10.0.0.0/8,fc00::/7,::ffff:10.0.0.0/104').success).toBe(true);
    for (const bad of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/0,::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '::ffff:0.0.0.0/96',
      '11',
      '99',
    ])
      expect(parse(bad).success, bad).toBe(false);
    const refused = () =>
      loadGatewayConfig({ ...secrets, TRUST_PROXY: 'loopback, 0.0.0.0/0, ::/0, nonsense' });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(
      /"0\.0\.0\.0\/0" trusts nearly every address[\s\S]*"::\/0" trusts nearly every address[\s\S]*"nonsense" is not an address/,
    );
    expect(() => loadGatewayConfig({ ...secrets, TRUST_PROXY: '99' })).toThrow(
      /99 proxy hops is more than any real chain \(at most 10\)/,
    );
  });
});

describe('in production', () => {
  it('when PUBLIC_URL is not set, then the configuration is refused with a sentence that names it', () => {
    expect(() => loadGatewayConfig({ ...secrets, NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL is required in production/,
    );
    expect(
      loadGatewayConfig({ ...secrets, NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.com' })
        .PUBLIC_URL,
    ).toBe('https://play.example.com');
  });

  it('when the gateway process starts without PUBLIC_URL, then it refuses to start (exit code 1)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
      cwd: gatewayDir,
      // The test runner's environment, as production would run it, without a PUBLIC_URL.
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: undefined, ...secrets, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    console.log(`[proxy] production start without PUBLIC_URL: exit ${run.status}: ${run.stderr.trim()}`);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PUBLIC_URL: PUBLIC_URL is required in production/);
  }, 60_000);

  it('when a request names another Host, then it is a 421, while the probes answer any Host', async () => {
    const store = testStore();
    const app = testGatewayApp({
      store,
      publicUrl: 'https://play.example.com',
    });
    const server = await listen(app, 0, '127.0.0.1');
    opened.push({ server, close: () => store.close() });
    const ask = (p: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        // fetch sets Host itself; a raw request names any Host, as a client can.
        import('node:http').then(({ request }) =>
          request({ host: '127.0.0.1', port: server.port, path: p, headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          })
            .on('error', reject)
            .end(),
        );
      });
    expect(await ask('/api/auth/status', 'evil.example')).toBe(421);
    expect(await ask('/api/auth/status', 'play.example.com:8443')).toBe(421);
    expect(await ask('/api/auth/status', 'play.example.com:443')).toBe(200);
    expect(await ask('/api/auth/status', 'play.example.com')).toBe(200);
    expect(await ask('/api/auth/status', 'PLAY.example.com')).toBe(200);
    expect(await ask('/healthz', '10.1.2.3:8080')).toBe(200);
    expect(await ask('/readyz', '10.1.2.3:8080')).toBe(200);
  });
});

describe('the Origin check compares scheme and port', () => {
  it('when a write comes from the same host on another scheme or port, then it is refused', async () => {
    const url = await gatewayAt('127.0.0.1');
    const { port } = new URL(url);
    const post = (origin: string) =>
      fetch(`${url}/api/auth/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: '{}',
      }).then((r) => r.status);
    expect(await post(`https://127.0.0.1:${port}`)).toBe(403);
    expect(await post(`http://127.0.0.1:${Number(port) + 1}`)).toBe(403);
    expect(await post(`http://127.0.0.1:${port}`)).toBe(201);
  });
});
