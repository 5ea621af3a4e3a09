// Issue 12: guests and their data expire after a period without activity.
// The system runs as `npm start` runs it; the sweep is run as of chosen times
// (a day from now and later) instead of waiting days. What is checked is what
// is on disk: after compaction, no store file of any service or the gateway
// mentions the expired guest's id, while the others' data is whole.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountIdOf, linesOnDisk } from './support/store-files';
import { asPlayer, embeddedSystemForSuite, guestCookie, registeredCookie } from './support/system';

const DAY_MS = 86_400_000;
const GRACE_MS = 600_000; // guest-expiry.ts: the second, final erasure comes this long after the first

const suite = embeddedSystemForSuite('guest-expiry', { GUEST_IDLE_DAYS: '1' });

/** Every line of the store files (`<collection>.db`), by its store: the folder under the data directory. */
function storedLines(): Array<{ store: string; line: string }> {
  return linesOnDisk(suite.dataDir)
    .filter(({ file }) => file.endsWith('.db'))
    .map(({ file, line }) => ({ store: path.dirname(file), line }));
}

async function linesMentioning(id: string): Promise<string[]> {
  await suite.system.compact();
  return storedLines()
    .filter(({ line }) => line.includes(id))
    .map(({ line }) => line);
}

/** Which stores (gateway, svc-game, svc-council, svc-analytics) hold anything of the player. */
async function storesHolding(id: string): Promise<string[]> {
  await suite.system.compact();
  const stores = storedLines()
    .filter(({ line }) => line.includes(id))
    .map(({ store }) => store);
  return [...new Set(stores)].sort();
}

const everyStore = ['gateway', 'svc-analytics', 'svc-council', 'svc-game'];

/** A player with a game, a quarter played, the council's opening scenarios and an analytics event. */
async function playerWithData(cookie: string) {
  const player = asPlayer(suite.system.url, cookie);
  expect((await player.call('POST', '/api/game/start')).status).toBe(201);
  await player.until<unknown[]>('/api/scenarios', (list) => list.length > 0);
  expect((await player.call('PATCH', '/api/game/advance-quarter')).status).toBe(200);
  expect(
    (
      await player.call('POST', '/api/analytics/events', {
        eventType: 'custom',
        eventName: 'guest-expiry-probe',
      })
    ).status,
  ).toBe(201);
  await player.until<unknown[]>('/api/communications', (list) => list.length > 0);
  return player;
}

describe('guest expiry', () => {
  it('erases an idle guest everywhere, twice, then deletes the account; active guests and registered players keep everything', async () => {
    const url = suite.system.url;
    const registered = await playerWithData(
      await registeredCookie(url, {
        firstName: 'Rhea',
        username: 'rhea-expiry',
        password: 'a long and unusual passphrase 41',
      }),
    );

    const idleGuest = await playerWithData(await guestCookie(url, 'Idris'));
    const idleSince = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    const activeSince = Date.now();
    const activeGuest = await playerWithData(await guestCookie(url, 'Ada'));
    const idleId = accountIdOf(suite.dataDir, 'Idris');
    const activeId = accountIdOf(suite.dataDir, 'Ada');
    const registeredId = accountIdOf(suite.dataDir, 'Rhea');
    expect(await storesHolding(idleId)).toEqual(everyStore);
    expect(await storesHolding(activeId)).toEqual(everyStore);

    // A day after Idris's last call but not yet after Ada's.
    const firstSweepAt = idleSince + DAY_MS + (activeSince - idleSince) / 2;
    const first = await suite.system.sweepGuests(firstSweepAt);
    console.log(
      `guest expiry, first sweep: expired ${first.expired}, documents erased ${first.documentsErased}, pending ${first.pending}`,
    );
    expect(first).toMatchObject({ expired: 1, deleted: 0, pending: 0 });
    expect(first.documentsErased).toBeGreaterThan(3);
    // Idris's session is over, and nothing but the account's tombstone mentions him.
    expect((await idleGuest.get('/api/game/state')).status).toBe(401);
    const afterFirst = await linesMentioning(idleId);
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]).toContain('erasingSince');
    // Ada and Rhea keep every document.
    expect((await activeGuest.get('/api/game/state')).status).toBe(200);
    expect((await registered.get('/api/game/state')).status).toBe(200);
    expect(await storesHolding(activeId)).toEqual(everyStore);
    expect(await storesHolding(registeredId)).toEqual(everyStore);

    // The grace period later: Idris's account goes for good (and Ada, idle by then, is expired in turn).
    const second = await suite.system.sweepGuests(firstSweepAt + GRACE_MS + 1_000);
    console.log(
      `guest expiry, second sweep: deleted ${second.deleted}, expired ${second.expired}, documents erased ${second.documentsErased}`,
    );
    expect(second).toMatchObject({ deleted: 1, expired: 1, pending: 0 });
    expect(await linesMentioning(idleId)).toHaveLength(0);
    expect((await activeGuest.get('/api/game/state')).status).toBe(401);

    const third = await suite.system.sweepGuests(firstSweepAt + 2 * GRACE_MS + 2_000);
    expect(third).toMatchObject({ deleted: 1, expired: 0, pending: 0 });
    expect(await linesMentioning(activeId)).toHaveLength(0);

    // A registered player is never expired, however long idle.
    expect((await suite.system.sweepGuests(firstSweepAt + 365 * DAY_MS)).expired).toBe(0);
    expect((await registered.get('/api/game/state')).status).toBe(200);
    expect(await storesHolding(registeredId)).toEqual(everyStore);
  });

  it('when a registered player deletes the account (with the password again), then every service erases them, and after the grace period the account goes too', async () => {
    const url = suite.system.url;
    const password = 'a long and unusual passphrase 52';
    const dara = await playerWithData(
      await registeredCookie(url, { firstName: 'Dara', username: 'dara-deletes', password }),
    );
    const id = accountIdOf(suite.dataDir, 'Dara');
    expect(await storesHolding(id)).toEqual(everyStore);

    const refused = await dara.call('POST', '/api/auth/delete-account', {
      confirm: 'delete my account',
      password: 'not the password',
    });
    expect(refused.status).toBe(401);
    expect(await storesHolding(id)).toEqual(everyStore);

    const deleted = await dara.call('POST', '/api/auth/delete-account', {
      confirm: 'delete my account',
      password,
    });
    expect(deleted).toEqual({ status: 200, body: { deleted: true, erasure: 'done' } });
    expect((await dara.get('/api/game/state')).status).toBe(401);
    const left = await linesMentioning(id);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('deletionRequestedAt');

    const sweep = await suite.system.sweepGuests(Date.now() + GRACE_MS + 1_000);
    expect(sweep).toMatchObject({ deleted: 1, pending: 0 });
    expect(await linesMentioning(id)).toHaveLength(0);
  });
});
