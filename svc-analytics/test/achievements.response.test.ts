import { achievementsResponseSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsApp, auth } from './support';

describe('GET /api/achievements', () => {
  it('when no user token is sent, then it answers 401', async () => {
    const { http } = analyticsApp();
    expect((await http.get('/api/achievements')).status).toBe(401);
  });

  it('when a new player asks, then every achievement is listed, locked, with what it takes', async () => {
    const { http } = analyticsApp();
    const res = await http.get('/api/achievements').set(auth('newcomer'));
    expect(res.status).toBe(200);
    const achievements = achievementsResponseSchema.parse(res.body);
    expect(achievements.length).toBeGreaterThanOrEqual(6);
    expect(achievements.every((a) => !a.unlocked && a.date === null)).toBe(true);
    expect(achievements.find((a) => a.id === 'ten-million-club')).toMatchObject({
      title: '$10M Club',
      category: 'financial',
      value: '$10M',
      rarity: 'epic',
    });
  });
});
