// Guest expiry when a service cannot confirm its erasure: the account stays
// marked (no session signs into it) and is deleted only once every service
// has erased the player, on a later sweep. Real service-kit apps over HTTP;
// the one that is "down" is a port nobody listens on until it comes back.
import { describe, expect, it } from 'vitest';
import { Router } from 'express';
import {
  createHttpApp,
  createLogger,
  listen,
  type RunningServer,
  type TokenAudience,
} from '@ai-council/service-kit';
import { testStore } from '@ai-council/service-kit/testing';
import { createAccounts } from '../src/auth/accounts';
import { createGuestExpiry } from '../src/auth/guest-expiry';
import { tokenPrivateKey, tokenPublicKey } from './gateway-harness';

const logger = createLogger('test', 'silent');

/** A service holding documents per player, serving the erasure call as every service does. */
async function serviceWithPlayerData(audience: TokenAudience, port = 0) {
  const store = testStore();
  const documents = store.collection<{ _id: string; userId: string }>('documents');
  const app = createHttpApp({
    logger,
    tokens: { publicKey: tokenPublicKey, audience },
    api: Router(),
    ready: async () => {},
    erasePlayerData: (userId) => documents.delete({ userId }, { multi: true }),
  });
  const server: RunningServer = await listen(app, port);
  return { server, documents, close: async () => (await server.close(), await store.close()) };
}

/** A store with one guest in it, on a clock the test moves. */
async function oneGuest(firstName: string) {
  const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
  const store = testStore();
  const accounts = createAccounts(store, () => clock.now);
  const guest = await accounts.create({ username: null, passwordHash: null, firstName, guest: true });
  return { clock, store, accounts, guest };
}

async function freePort(): Promise<number> {
  const probe = await serviceWithPlayerData('svc-council');
  const port = probe.server.port;
  await probe.close();
  return port;
}

describe('guest expiry with a service down', () => {
  it('keeps the account marked until every service has erased the player, then deletes it', async () => {
    const { clock, store, accounts, guest } = await oneGuest('Gus');
    const up = await serviceWithPlayerData('svc-game');
    const analytics = await serviceWithPlayerData('svc-analytics');
    await up.documents.insert({ _id: 'a', userId: guest._id });
    await up.documents.insert({ _id: 'b', userId: 'someone-else' });
    const downPort = await freePort();
    const expiry = createGuestExpiry({
      accounts,
      services: {
        game: up.server.url,
        council: `http://127.0.0.1:${downPort}`,
        analytics: analytics.server.url,
      },
      tokenPrivateKey,
      logger,
      idleMs: 60_000,
    });
    // Each sweep runs a while after the last, on the test's clock.
    const sweepAfter = (ms: number) => {
      clock.now += ms;
      return expiry.sweep(clock.now);
    };

    expect(await sweepAfter(61_000)).toMatchObject({
      expired: 1,
      pending: 1,
      deleted: 0,
      documentsErased: 0,
    });
    expect((await accounts.byId(guest._id))?.erasingSince).toBeDefined();
    expect(await up.documents.count({ userId: guest._id })).toBe(0);
    expect(await up.documents.count({ userId: 'someone-else' })).toBe(1);

    expect(await sweepAfter(600_001)).toMatchObject({ expired: 0, pending: 1, deleted: 0 });
    expect(await accounts.byId(guest._id)).not.toBeNull();

    const back = await serviceWithPlayerData('svc-council', downPort);
    await back.documents.insert({ _id: 'c', userId: guest._id });
    expect(await sweepAfter(60_000)).toMatchObject({
      expired: 0,
      pending: 0,
      deleted: 1,
      documentsErased: 1,
    });
    expect(await accounts.byId(guest._id)).toBeNull();
    expect(await back.documents.count({})).toBe(0);

    await Promise.all([up.close(), analytics.close(), back.close(), store.close()]);
  });

  it('does not expire a guest whose session was used after the sweep read it', async () => {
    const { clock, store, accounts, guest } = await oneGuest('Uma');
    clock.now += 2 * 3_600_000;
    const [readBySweep] = await accounts.idleGuests(new Date(clock.now).toISOString(), 10);
    await accounts.noteActivity((await accounts.byId(guest._id))!);
    expect(await accounts.markErasing(readBySweep!, new Date(clock.now).toISOString())).toBe(false);
    expect((await accounts.byId(guest._id))?.erasingSince).toBeUndefined();
    await store.close();
  });
});
