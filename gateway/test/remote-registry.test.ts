// /remotes.json from the registry the operator sets (REMOTES_FILE): the
// built-in remotes without one, a changed file served on the next request, a
// broken file never served (the last good one is), and a canary that splits
// players by a stable share of user ids, answered per player.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtInRegistry, remotesResponseSchema, type RemoteRegistry } from '@ai-council/contracts';
import { createLogger } from '@ai-council/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canaryBucket, resolveForPlayer } from '../src/web/remote-registry';
import { startGatewayHarness } from './gateway-harness';

let dir: string;
let registryFile: string;
let harness: Awaited<ReturnType<typeof startGatewayHarness>>;
const logger = createLogger('test', 'silent');

const cdn = 'https://cdn.example.com/remotes';
const financeAt = (version: string, origin = cdn) => ({
  name: 'mf_finance',
  entry: `${origin}/mf-finance/${version}/mf-manifest.json`,
  version,
});

/** Writes the registry the way promote does: a temporary file, then a rename. */
function writeRegistry(registry: unknown) {
  const temporary = `${registryFile}.${process.pid}.tmp`;
  writeFileSync(temporary, typeof registry === 'string' ? registry : JSON.stringify(registry));
  renameSync(temporary, registryFile);
}

const remotesOf = async (agent = harness.agent()) => {
  const res = await agent.get('/remotes.json').expect(200);
  return { res, body: remotesResponseSchema.parse(res.body) };
};
const financeEntry = async (agent = harness.agent()) =>
  (await remotesOf(agent)).body.remotes.find((r) => r.name === 'mf_finance')!.entry;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ai-council-registry-'));
  registryFile = path.join(dir, 'remotes.json');
  writeRegistry({
    remotes: [
      ...builtInRegistry().remotes.filter((r) => r.name !== 'mf_finance'),
      financeAt('0.1.0-aaaaaaaaaa'),
    ],
  });
  harness = await startGatewayHarness({ remotesFile: registryFile, logger });
});
afterAll(async () => {
  await harness.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe('GET /remotes.json without REMOTES_FILE', () => {
  it('when no registry file is set, then the remotes built beside the shell are listed, cached by nobody but the browser', async () => {
    const plain = await startGatewayHarness();
    try {
      const { res, body } = await remotesOf(plain.agent());
      expect(body).toEqual(builtInRegistry());
      expect(body.remotes.map((r) => r.entry)).toContain('/mf/mf-finance/mf-manifest.json');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
    } finally {
      await plain.close();
    }
  });
});

describe('GET /remotes.json from REMOTES_FILE', () => {
  it('when the file names a release on another origin, then it is served, and the page may load from that origin', async () => {
    writeRegistry({ remotes: [financeAt('0.1.0-aaaaaaaaaa')] });
    const { body } = await remotesOf();
    expect(body).toEqual({ remotes: [financeAt('0.1.0-aaaaaaaaaa')] });
    const page = await harness.agent().get('/dashboard');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
    // An API answer runs in no page: it skips the registry read.
    const api = await harness.agent().get('/api/auth/status');
    expect(api.headers['content-security-policy']).not.toContain('cdn.example.com');
  });

  it('when the file changes, then the next request sees it, with nothing restarted', async () => {
    writeRegistry({ remotes: [financeAt('0.1.0-aaaaaaaaaa')] });
    expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
    writeRegistry({ remotes: [financeAt('0.1.0-bbbbbbbbbb')] });
    expect(await financeEntry()).toBe(financeAt('0.1.0-bbbbbbbbbb').entry);
    // Edited in place (an operator's editor), not renamed.
    writeFileSync(registryFile, JSON.stringify({ remotes: [financeAt('0.1.0-cccccccccc')] }));
    expect(await financeEntry()).toBe(financeAt('0.1.0-cccccccccc').entry);
  });

  it.each([
    ['not JSON', '{ "remotes": [ '],
    ['an entry that is no manifest address', { remotes: [{ name: 'mf_finance', entry: 'ftp://x/y' }] }],
    ['a remote listed twice', { remotes: [financeAt('0.1.0-dddddddddd'), financeAt('0.1.0-eeeeeeeeee')] }],
    [
      'a canary share over 100',
      {
        remotes: [
          { ...financeAt('0.1.0-dddddddddd'), canary: { ...financeAt('0.1.0-eeeeeeeeee'), percent: 120 } },
        ],
      },
    ],
  ])(
    'when the file becomes %s, then the last good registry is kept and the reason logged',
    async (_case, bad) => {
      writeRegistry({ remotes: [financeAt('0.1.0-aaaaaaaaaa')] });
      expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
      const errors = vi.spyOn(logger, 'error');
      writeRegistry(bad);
      expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
      expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
      // Logged once for the bad version, not on every request.
      expect(errors).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(errors.mock.calls[0])).toMatch(/REMOTES_FILE .*keeping the last good/);
    },
  );

  it.each([
    ['a ;', "https://cdn.example.com;script-src 'unsafe-inline'/mf-manifest.json"],
    ['a ,', 'https://a,b.example/mf-manifest.json'],
    ['a quote', "https://a'b.example/mf-manifest.json"],
    ['an underscore', 'https://a_b.example/mf-manifest.json'],
    ['a user name', 'https://me@cdn.example.com/mf-manifest.json'],
    ['no scheme (//host)', '//elsewhere.example/mf-manifest.json'],
  ])(
    'when an entry’s host has %s, then it is refused on reading and every page answers as before',
    async (_case, entry) => {
      const pages = ['/', '/assets/none.js', '/remotes.json', '/achievements/abc'];
      const answers = async () =>
        Promise.all(
          pages.map(async (page) => {
            const res = await harness.agent().get(page);
            // Each page's style nonce is its own.
            const csp = String(res.headers['content-security-policy']).replace(/'nonce-[^']+'/, 'nonce');
            return { page, status: res.status, csp };
          }),
        );
      writeRegistry({ remotes: [financeAt('0.1.0-aaaaaaaaaa')] });
      expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
      const before = await answers();
      const errors = vi.spyOn(logger, 'error');
      writeRegistry({ remotes: [{ name: 'mf_finance', entry }] });
      expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
      // The same answers (a page of an unbuilt web root is its 503, never helmet's 500 on a bad directive).
      expect(await answers()).toEqual(before);
      for (const { csp } of before) expect(csp).toContain('https://cdn.example.com');
      expect(JSON.stringify(errors.mock.calls[0])).toMatch(/REMOTES_FILE is not a valid remote registry/);
    },
  );

  it('when the file disappears, then the last good registry is kept', async () => {
    writeRegistry({ remotes: [financeAt('0.1.0-aaaaaaaaaa')] });
    expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
    rmSync(registryFile);
    expect(await financeEntry()).toBe(financeAt('0.1.0-aaaaaaaaaa').entry);
  });
});

describe('a canary entry', () => {
  const stable = financeAt('0.1.0-aaaaaaaaaa');
  const canary = financeAt('0.1.0-bbbbbbbbbb', 'https://canary.example.com');
  const withCanary = (percent: number): RemoteRegistry => ({
    remotes: [{ ...stable, canary: { entry: canary.entry, version: canary.version, percent } }],
  });

  it('when 1,000 players are placed at 25 %, then about a quarter get the canary, each the same every time', () => {
    const players = Array.from({ length: 1000 }, (_, i) => `player-${i}-${(i * 7919) % 1013}`);
    const pick = (userId: string) => resolveForPlayer(withCanary(25), userId).remotes[0]!.version;
    const first = players.map(pick);
    expect(players.map(pick)).toEqual(first);
    const share = first.filter((v) => v === canary.version).length / players.length;
    expect(share).toBeGreaterThan(0.21);
    expect(share).toBeLessThan(0.29);
    // Raising the share only adds players: nobody in the canary at 25 % leaves it at 50 %.
    const atHalf = players.map((id) => resolveForPlayer(withCanary(50), id).remotes[0]!.version);
    first.forEach((v, i) => v === canary.version && expect(atHalf[i]).toBe(canary.version));
    expect(resolveForPlayer(withCanary(0), 'anyone').remotes[0]!.version).toBe(stable.version);
    expect(resolveForPlayer(withCanary(100), 'anyone').remotes[0]!.version).toBe(canary.version);
    // Nobody signed in (the landing page) gets the live release.
    expect(resolveForPlayer(withCanary(100), null).remotes[0]!.version).toBe(stable.version);
  });

  it('when signed-in players ask, then each gets their own release, the same on every request', async () => {
    writeRegistry(withCanary(50));
    for (let i = 0; i < 12; i += 1) {
      const agent = await harness.signedInGuest();
      const userId = ((await agent.get('/api/game/whoami').expect(200)).body as { userId: string }).userId;
      const expected = canaryBucket('mf_finance', userId) < 50 ? canary : stable;
      const first = await remotesOf(agent);
      expect(first.body.remotes).toEqual([expected]);
      expect((await remotesOf(agent)).body.remotes).toEqual([expected]);
      expect(first.res.headers['cache-control']).toBe('private, no-cache');
    }
    // The canary's origin may serve the page too.
    const csp = (await harness.agent().get('/dashboard')).headers['content-security-policy'] as string;
    expect(csp).toContain('https://canary.example.com');
  });
});
