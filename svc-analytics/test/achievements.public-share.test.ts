// Shared achievements (issue 14): a player shares an unlocked achievement and
// gets a random share id; anyone, with no user token, reads it by that id as
// JSON and as a 1200x630 PNG card, and sees the achievement, when it was earned
// and the player's first name, nothing else of theirs. A locked achievement
// cannot be shared, an unknown id is a 404, and the id owes nothing to the user id.
import {
  achievementShareResponseSchema,
  achievementsResponseSchema,
  publicAchievementSchema,
} from '@ai-council/contracts';
import { userTokenHeader } from '@ai-council/service-kit';
import { signTestToken } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../src/data-access/card-renderer';
import { analyticsApp, tokenFor, unlockUnitedCouncil } from './support';

const as = (userId: string, firstName: string | null) => ({
  [userTokenHeader]: tokenFor(userId, firstName),
});

/** A player whose council reached 80% consensus: 'United Council' unlocked, everything else locked. */
async function playerWithUnitedCouncil(userId: string) {
  const env = analyticsApp();
  await unlockUnitedCouncil(env.store, userId);
  return env;
}

const binary = (
  res: { on: (e: string, cb: (c?: Buffer) => void) => void },
  done: (e: null, b: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('shared achievements', () => {
  it('when a player shares an unlocked achievement, then anyone reads it by its share id without a token, with only the first name', async () => {
    const userId = 'user-6f1c2b7a-ada-lovelace';
    const { http, store } = await playerWithUnitedCouncil(userId);
    const shared = await http
      .post('/api/achievements/council-consensus/share')
      .set(as(userId, 'Ada Augusta'))
      .expect(201);
    const { shareId } = achievementShareResponseSchema.parse(shared.body);

    // Sharing again keeps the same id; the player's list names it.
    const again = await http.post('/api/achievements/council-consensus/share').set(as(userId, 'Ada'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ shareId });
    const mine = achievementsResponseSchema.parse(
      (await http.get('/api/achievements').set(as(userId, 'Ada')).expect(200)).body,
    );
    expect(mine.find((a) => a.id === 'council-consensus')?.shareId).toBe(shareId);
    expect(mine.filter((a) => a.shareId)).toHaveLength(1);

    const res = await http.get(`/api/achievements/public/${shareId}`).expect(200);
    const seen = publicAchievementSchema.strict().parse(res.body);
    expect(seen).toEqual({
      shareId,
      achievement: {
        id: 'council-consensus',
        title: 'United Council',
        description: expect.stringContaining('consensus'),
        category: 'leadership',
        value: '75% consensus',
        rarity: 'common',
        icon: 'users',
      },
      firstName: 'Ada',
      earnedAt: '2030-01-06T09:00:00.000Z',
    });
    expect(res.text).not.toContain(userId);
    expect(res.text).not.toContain('Augusta');
    await store.close();
  });

  it('when the card is asked for, then it is a 1200x630 PNG that caches may keep, answered 304 when unchanged', async () => {
    const userId = 'user-card';
    const { http, store } = await playerWithUnitedCouncil(userId);
    const { shareId } = (
      await http.post('/api/achievements/council-consensus/share').set(as(userId, 'Grace'))
    ).body as { shareId: string };
    const res = await http
      .get(`/api/achievements/public/${shareId}/card.png`)
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', 'image/png');
    const png = res.body as Buffer;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // Public caches keep it minutes at most: an unshared or erased card does not linger for a day.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    await http.get(`/api/achievements/public/${shareId}/card.png`).set('If-None-Match', etag).expect(304);
    await store.close();
  });

  it('when a locked achievement is shared, or an unknown or malformed id is read, then it is a 404', async () => {
    const userId = 'user-locked';
    const { http, store } = await playerWithUnitedCouncil(userId);
    await http.post('/api/achievements/ten-million-club/share').set(as(userId, 'Ada')).expect(404);
    await http.post('/api/achievements/no-such-thing/share').set(as(userId, 'Ada')).expect(404);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', userId, 'council-consensus', '..', '%00']) {
      await http.get(`/api/achievements/public/${encodeURIComponent(id)}`).expect(404);
      await http.get(`/api/achievements/public/${encodeURIComponent(id)}/card.png`).expect(404);
    }
    // Sharing needs a signed-in player; reading a share does not.
    await http.post('/api/achievements/council-consensus/share').expect(401);
    await store.close();
  });

  it('when two players, or one player twice in different stores, share the same achievement, then the ids are random: nothing ties them to the user id', async () => {
    const ids: string[] = [];
    for (const userId of ['same-user', 'same-user', 'other-user']) {
      const { http, store } = await playerWithUnitedCouncil(userId);
      ids.push(
        (
          (await http.post('/api/achievements/council-consensus/share').set(as(userId, null))).body as {
            shareId: string;
          }
        ).shareId,
      );
      await store.close();
    }
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(id).not.toContain('user');
      expect(Buffer.from(id, 'base64url').toString('latin1')).not.toContain('user');
    }
  });

  it('when the player gave no first name, then the page says Player', async () => {
    const userId = 'user-nameless';
    const { http, store } = await playerWithUnitedCouncil(userId);
    const { shareId } = (await http.post('/api/achievements/council-consensus/share').set(as(userId, null)))
      .body as { shareId: string };
    expect((await http.get(`/api/achievements/public/${shareId}`).expect(200)).body.firstName).toBe('Player');
    await store.close();
  });

  it('when the player unshares an achievement, then its link and card answer 404, and another player cannot unshare it', async () => {
    const userId = 'user-unshares';
    const { http, store } = await playerWithUnitedCouncil(userId);
    const { shareId } = (
      await http.post('/api/achievements/council-consensus/share').set(as(userId, 'Uma')).expect(201)
    ).body as { shareId: string };
    await http.delete('/api/achievements/council-consensus/share').set(as('someone-else', 'Eve')).expect(404);
    await http.get(`/api/achievements/public/${shareId}`).expect(200);
    const res = await http
      .delete('/api/achievements/council-consensus/share')
      .set(as(userId, 'Uma'))
      .expect(200);
    expect(res.body).toEqual({ unshared: true });
    await http.get(`/api/achievements/public/${shareId}`).expect(404);
    await http.get(`/api/achievements/public/${shareId}/card.png`).expect(404);
    await http.delete('/api/achievements/council-consensus/share').set(as(userId, 'Uma')).expect(404);
    // Shared again later, it is a new link: the old one stays dead.
    const again = (
      await http.post('/api/achievements/council-consensus/share').set(as(userId, 'Uma')).expect(201)
    ).body as { shareId: string };
    expect(again.shareId).not.toBe(shareId);
    await http.get(`/api/achievements/public/${shareId}`).expect(404);
    await store.close();
  });

  it('when the player’s data is erased, then their shared achievement is gone', async () => {
    const userId = 'user-erased';
    const { http, store } = await playerWithUnitedCouncil(userId);
    const { shareId } = (await http.post('/api/achievements/council-consensus/share').set(as(userId, 'Ada')))
      .body as { shareId: string };
    const erasure = signTestToken(
      { sub: userId, gameMode: 'demo', firstName: 'Ada', guest: true },
      'svc-analytics',
      {
        purpose: 'erase-expired-guest',
      },
    );
    await http.delete('/internal/player-data').set(userTokenHeader, erasure).expect(200);
    await http.get(`/api/achievements/public/${shareId}`).expect(404);
    await store.close();
  });
});
