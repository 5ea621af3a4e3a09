// The gateway honours the pacts of which it is the provider (pacts/*-gateway.json):
// the shell's calls to its own routes (who is signed in, the onboarding choice),
// against the real gateway app. A provider state signs a player up through the
// real registration; the requests then carry that player's session cookie and
// what a browser sends on a same-origin call.
import { randomUUID } from 'node:crypto';
import { verifyPacts } from '@ai-council/contracts/pact';
import { listen, type RunningServer } from '@ai-council/service-kit';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayHarness } from './gateway-harness';

let harness: Awaited<ReturnType<typeof startGatewayHarness>>;
let server: RunningServer;
/** The session cookie of the provider state's player, or none for a visitor. */
let cookie: string | null = null;

beforeAll(async () => {
  harness = await startGatewayHarness();
  server = await listen(harness.app, 0);
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

const stateHandlers = {
  'nobody signed in': async () => {
    cookie = null;
    return undefined;
  },
  'a signed-in player who has not chosen a game mode': async () => {
    const res = await supertest(harness.app)
      .post('/api/auth/register')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({
        firstName: 'Ada',
        username: `ada-${randomUUID().slice(0, 8)}`,
        password: 'correct horse battery',
      })
      .expect(201);
    cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return undefined;
  },
};

describe('the gateway as a provider (pact)', () => {
  it('when every checked-in pact of the gateway is replayed, then its own routes honour it', async () => {
    const verified = await verifyPacts({
      provider: 'gateway',
      providerBaseUrl: server.url,
      stateHandlers,
      requestFilter: (req, _res, next) => {
        if (cookie) req.headers.cookie = cookie;
        req.headers['sec-fetch-site'] = 'same-origin';
        next();
      },
    });
    expect(verified).toEqual(['shell-gateway.json']);
  }, 60_000);
});
