// The dashboard overview is derived once per version of what it reads and then
// answered from that: these check that no change a player or svc-game makes
// leaves a replica answering an older overview, and that polls in between are
// 304s. Two replicas share one store, as two svc-council pods share MongoDB.
import { dashboardOverviewSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { VIEW_VERSIONS_STALENESS_MS } from '../src/data-access/view-versions';
import { dashboardOverview, overviewSources } from '../src/domain/use-cases/dashboard';
import {
  company,
  gameEvent,
  resolveSoundly,
  startTwoReplicas,
  uniqueUser,
  type Harness,
} from './support/harness';

const replicas = startedForFile(() => startTwoReplicas());

async function poll(h: Harness, token: string, etag?: string) {
  const req = h.http.get('/api/dashboard/overview').set('x-user-token', token);
  return etag ? req.set('If-None-Match', etag) : req;
}

/** The overview derived afresh from the store, as no cache holds it. */
async function fresh(userId: string) {
  const sources = await overviewSources(replicas.a.council.context, { userId, gameMode: 'demo' });
  return dashboardOverviewSchema.parse(JSON.parse(JSON.stringify(dashboardOverview(sources))));
}

describe('the dashboard overview, derived once per version', () => {
  it('when nothing changed, then a second poll with its ETag is 304', async () => {
    const token = replicas.a.token(uniqueUser('still'));
    const first = await poll(replicas.a, token);
    expect(first.status).toBe(200);
    expect((await poll(replicas.a, token, first.headers.etag)).status).toBe(304);
  });

  it('when each kind of change lands through the other replica or svc-game, then the cached replica answers the new overview', async () => {
    const userId = uniqueUser('moves');
    const token = replicas.a.token(userId);
    let etag = (await poll(replicas.a, token)).headers.etag as string;

    const check = async (what: string) => {
      // Replica a learns of b's changes within the staleness bound of the versions it holds.
      replicas.a.clock.advance(VIEW_VERSIONS_STALENESS_MS);
      const res = await poll(replicas.a, token, etag);
      expect(res.status, what).toBe(200);
      expect(res.body, what).toEqual(await fresh(userId));
      expect(res.headers.etag, what).not.toBe(etag);
      etag = res.headers.etag as string;
      expect((await poll(replicas.a, token, etag)).status, `${what}, polled again`).toBe(304);
    };

    const scenarios = (await replicas.b.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
      id: string;
      status: string;
    }>;
    const open = scenarios.find((s) => s.status === 'active')!;
    await resolveSoundly(replicas.b, token, open.id).expect(200);
    await check('a scenario resolved');

    await replicas.b.http
      .post('/api/council/emergency')
      .set('x-user-token', token)
      .send({ emergencyType: 'financial-crisis', description: 'Cash is running low', reason: 'Cash' })
      .expect(201);
    await check('an emergency council convened');

    const active = (await replicas.b.http.get('/api/council/active').set('x-user-token', token)).body as {
      id: string;
    };
    await replicas.b.http.patch(`/api/council/${active.id}/end`).set('x-user-token', token).expect(200);
    await check('the meeting ended');

    await replicas.a.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 2, cash: 900_000_00, cashFlow: -30_000_00 }),
      }),
    );
    await check('a quarter advanced');
  });
});
