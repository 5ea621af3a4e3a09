// svc-analytics honours every pact it is the provider of (pacts/*-svc-analytics.json):
// the web apps' calls against the real app, each provider state a player of
// its own set up through the real calls a browser makes.
import { randomUUID } from 'node:crypto';
import { verifyPacts } from '@ai-council/contracts/pact';
import express from 'express';
import { listen, userTokenHeader, type RunningServer } from '@ai-council/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsApp, auth, fixedClock, tokenFor, unlockUnitedCouncil } from './support';

// Inside the window the pacts ask about.
const { app, store, http } = analyticsApp(fixedClock('2030-01-06T09:00:00.000Z'));
let server: RunningServer;
/** The player the pact's requests are sent as: a new one for each provider state. */
let player = 'nobody-yet';

beforeAll(async () => {
  // As the gateway would: the player's token, and none at all for a public read.
  const front = express();
  front.use((req, _res, next) => {
    if (!req.path.startsWith('/api/achievements/public')) req.headers[userTokenHeader] = tokenFor(player);
    next();
  });
  front.use(app);
  server = await listen(front, 0);
});
afterAll(async () => {
  await server.close();
  await store.close();
});

const freshPlayer = () => {
  player = `pact-provider-${randomUUID().slice(0, 8)}`;
  return player;
};

/** A fresh player whose council reached 80% consensus: 'United Council' (council-consensus) unlocked. */
const playerWithUnitedCouncil = async () => {
  const userId = freshPlayer();
  await unlockUnitedCouncil(store, userId);
  return userId;
};

const stateHandlers = {
  'a signed-in player': async () => {
    freshPlayer();
    return undefined;
  },
  'a player who has unlocked United Council': async () => {
    await playerWithUnitedCouncil();
    return undefined;
  },
  'a player who has shared United Council': async () => {
    const userId = await playerWithUnitedCouncil();
    const shared = await http
      .post('/api/achievements/council-consensus/share')
      .set({
        [userTokenHeader]: tokenFor(userId, 'Ada'),
      })
      .expect(201);
    // The player may take it back; the public read goes without a token, as from anyone.
    player = userId;
    return { shareId: shared.body.shareId as string };
  },
  'a player who has used the product today': async () => {
    const you = auth(freshPlayer());
    const session = await http
      .post('/api/analytics/sessions')
      .set(you)
      .send({ userAgent: 'Pact' })
      .expect(201);
    await http
      .post('/api/analytics/events')
      .set(you)
      .send({
        eventType: 'page_view',
        eventName: '/dashboard',
        properties: {},
        userAgent: 'Pact',
        referrer: '',
        sessionId: session.body.id,
      })
      .expect(201);
    await http
      .post('/api/analytics/feature-usage')
      .set(you)
      .send({ featureName: 'theme_switcher' })
      .expect(201);
    return undefined;
  },
};

describe('svc-analytics as a provider (pact)', () => {
  it('when every checked-in pact of svc-analytics is replayed, then the real app honours it', async () => {
    const verified = await verifyPacts({
      provider: 'svc-analytics',
      providerBaseUrl: server.url,
      stateHandlers,
    });
    expect(verified).toContain('mf-analytics-svc-analytics.json');
    expect(verified).toContain('shell-svc-analytics.json');
  }, 60_000);
});
