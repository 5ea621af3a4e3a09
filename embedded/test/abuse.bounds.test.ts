// Abuse: what one player or one address can make the system keep, as
// `npm start` runs it. Play Again a hundred times and the store keeps a
// bounded number of games; two hundred guests from one address and the
// address is cut off at its stated limit; a limited call spelled another way
// (another case, a trailing slash) counts against the same limit; and past
// the embedded store's size bound writes are refused with a sentence while
// reads still answer. Prints its figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETIRED_GAMES_KEPT } from 'svc-game/games-repository';
import { writeBuckets } from 'gateway/write-limits';
import { asPlayer, embeddedSystemForSuite } from './support/system';

/** The documents a store's collection file holds now (last write wins, deletions applied). */
function documentsIn(file: string): Map<string, Record<string, unknown>> {
  const docs = new Map<string, Record<string, unknown>>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as { _id?: string; $$deleted?: boolean };
    if (doc._id === undefined) continue;
    if (doc.$$deleted) docs.delete(doc._id);
    else docs.set(doc._id, doc);
  }
  return docs;
}

/** A guest started from `address` (as the TLS proxy in front would forward it): its status and cookie. */
async function startGuest(url: string, address: string, firstName = 'Ada') {
  const res = await fetch(`${url}/api/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': address },
    body: JSON.stringify({ firstName }),
  });
  const body = (await res.json()) as { message?: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, message: body.message, cookie };
}

describe('abuse: bounds per player and per address', () => {
  const suite = embeddedSystemForSuite('abuse-bounds');

  it(`when a player plays again 100 times, then the store keeps at most ${RETIRED_GAMES_KEPT} retired games beside the current one`, async () => {
    const guest = await startGuest(suite.system.url, '203.0.113.1');
    const player = asPlayer(suite.system.url, guest.cookie);
    expect((await player.call('POST', '/api/game/start')).status).toBe(201);
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 100; i += 1) {
      const { status } = await player.call('POST', '/api/game/restart');
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    await suite.system.compact();
    const file = path.join(suite.dataDir, 'svc-game', 'games.db');
    const games = [...documentsIn(file).values()];
    const kb = readFileSync(file).length / 1024;
    console.log(
      `[abuse] 100 Play Agains: answers ${JSON.stringify(statuses)}; games kept: ${games.length} ` +
        `(1 current + ${games.length - 1} retired), games file ${kb.toFixed(0)} KB`,
    );
    expect(statuses).toEqual({ 201: 100 });
    expect(games.filter((g) => g.activeKey === g.userId)).toHaveLength(1);
    expect(games.length).toBeLessThanOrEqual(RETIRED_GAMES_KEPT + 1);
    expect(games.length).toBeGreaterThanOrEqual(RETIRED_GAMES_KEPT);
  }, 180_000);

  it('when one address starts 200 guests, then it is cut off at the stated limit and another address is not', async () => {
    const limit = 20; // GUEST_STARTS_PER_HOUR's default
    const hourAtStart = Math.floor(Date.now() / 3_600_000);
    const answers: Array<{ status: number; message?: string }> = [];
    for (let i = 0; i < 200; i += 1)
      answers.push(await startGuest(suite.system.url, '198.51.100.77', `Guest ${i}`));
    const crossedHour = Math.floor(Date.now() / 3_600_000) !== hourAtStart;
    const started = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 429);
    console.log(
      `[abuse] 200 guest starts from one address: ${started} started, ${refused.length} refused with 429, ` +
        `${200 - started - refused.length} other${crossedHour ? ' (an hour window closed during the run)' : ''}; ` +
        `first refusal: "${refused[0]?.message}"`,
    );
    expect(started + refused.length).toBe(200);
    if (crossedHour) expect(started).toBeLessThanOrEqual(2 * limit);
    else expect(started).toBe(limit);
    expect(answers.slice(0, limit).every((a) => a.status === 201)).toBe(true);
    expect(refused[0]?.message).toBe(
      `At most ${limit} guest games an hour from one network. Sign in to an account, or try again later.`,
    );
    expect((await startGuest(suite.system.url, '198.51.100.78')).status).toBe(201);
  }, 180_000);

  it('when a limited call is spelled in another case or with a trailing slash, then it counts against the same limit', async () => {
    const guest = await startGuest(suite.system.url, '203.0.113.2');
    const player = asPlayer(suite.system.url, guest.cookie);
    const figures: string[] = [];
    for (const [bucketName, variant, canonical, body] of [
      ['agent-actions', '/api/agents/Simulate-Action', '/api/agents/simulate-action', { agentId: 'ceo' }],
      [
        'scenario-generation',
        '/api/scenarios/generate/',
        '/api/scenarios/generate',
        { triggerType: 'user_requested', category: 'strategic' },
      ],
    ] as const) {
      const bucket = writeBuckets.find((b) => b.name === bucketName)!;
      const variants: number[] = [];
      for (let i = 0; i < bucket.perMinute; i += 1)
        variants.push((await player.call('POST', variant, body)).status);
      const after = await player.call('POST', canonical, body);
      const variantAfter = await player.call('POST', variant, body);
      figures.push(
        `${variant}: ${bucket.perMinute} calls answered ${[...new Set(variants)].join('/')}, then ${canonical} ${after.status} and ${variant} ${variantAfter.status}`,
      );
      // The services match only the exact spelling: the variants reach no call.
      expect(new Set(variants)).toEqual(new Set([404]));
      expect(after.status).toBe(429);
      expect((after.body as { message: string }).message).toBe(bucket.message);
      expect(variantAfter.status).toBe(429);
    }
    console.log(`[abuse] limits on the route, not the spelling: ${figures.join('; ')}`);
  }, 120_000);
});

describe('abuse: the embedded store-size guard', () => {
  const maxMb = 1;
  const suite = embeddedSystemForSuite('abuse-store-size', { STORE_MAX_MB: String(maxMb) });

  it('when a store passes its size bound, then writes are refused with a sentence and reads still answer', async () => {
    const url = suite.system.url;
    const track = (cookie: string, i: number) =>
      fetch(`${url}/api/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify({
          eventType: 'custom',
          eventName: `fill-${i}`,
          properties: { text: 'x'.repeat(4_000) },
        }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }));

    // Each guest may make 60 analytics writes a minute: several guests fill 1 MB of 4 KB events.
    // Once one is refused, the store is compacted and measured again (an append-only file holds old
    // versions too), so a few more may fit; writing on, every one is refused.
    const answers: Array<{ status: number; body: { message?: string } }> = [];
    const refusedInARow = () => answers.slice(-5).filter((a) => a.status === 507).length === 5;
    let firstGuest = '';
    for (let g = 0; g < 12 && !refusedInARow(); g += 1) {
      const guest = await startGuest(url, `192.0.2.${g + 1}`);
      expect(guest.status).toBe(201);
      firstGuest ||= guest.cookie;
      for (let i = 0; i < 55 && !refusedInARow(); i += 1) {
        answers.push(await track(guest.cookie, i));
        // The bound is measured just after writes: past it, give the measure a moment.
        if (answers.at(-1)!.status === 507) await new Promise((r) => setTimeout(r, 200));
      }
    }
    const stored = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 507);
    const other = answers.filter((a) => a.status !== 201 && a.status !== 507);
    console.log(
      `[abuse] store bound ${maxMb} MB: ${stored} events of 4 KB stored, then ${refused.length} refused with 507 ` +
        `("${refused[0]?.body.message}"), ${other.length} other`,
    );
    expect(other).toEqual([]);
    expect(stored).toBeGreaterThan(100);
    expect(refusedInARow()).toBe(true);
    expect(refused.at(-1)?.body.message).toMatch(
      /^The game's storage is full \(1 MB\): nothing new can be saved right now, though everything saved can still be read\./,
    );

    // Reads answer, from the full store and the others.
    const player = asPlayer(url, firstGuest);
    expect((await player.get('/api/auth/status')).status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect((await player.get(`/api/analytics/dashboard?startDate=${day}&endDate=${day}`)).status).toBe(200);
    expect((await player.get('/api/achievements')).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  }, 180_000);
});
