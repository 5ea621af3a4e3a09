// mf-analytics's pacts: the achievements and the analytics dashboard it shows,
// from svc-analytics, through the query layer's fetchers.
import {
  achievementShare,
  achievements,
  eachLike,
  integer,
  like,
  number,
  recordWebPact,
  string,
  timestamp,
} from '@ai-council/contracts/http-pact';
import {
  getAchievements,
  getAnalyticsDashboard,
  shareAchievement,
  unshareAchievement,
} from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

describe('mf-analytics’s contracts (pact)', () => {
  it('when the analytics pages open, then svc-analytics answers the achievements and the figures of the window asked for', async () => {
    const result = await recordWebPact('mf-analytics', 'svc-analytics', [
      {
        state: 'a signed-in player',
        description: 'the achievements, locked ones too',
        method: 'GET',
        path: '/api/achievements',
        status: 200,
        response: achievements(),
        call: getAchievements,
      },
      {
        state: 'a player who has unlocked United Council',
        description: 'sharing an unlocked achievement: the id of its public link',
        method: 'POST',
        path: '/api/achievements/council-consensus/share',
        status: 201,
        response: achievementShare(),
        call: () => shareAchievement('council-consensus'),
      },
      {
        state: 'a player who has shared United Council',
        description: 'taking a shared achievement back: its public link stops working',
        method: 'DELETE',
        path: '/api/achievements/council-consensus/share',
        status: 200,
        response: like({ unshared: true }),
        call: () => unshareAchievement('council-consensus'),
      },
      {
        state: 'a player who has used the product today',
        description: 'the analytics of a date window',
        method: 'GET',
        path: '/api/analytics/dashboard',
        query: { startDate: '2030-01-01', endDate: '2030-01-31' },
        status: 200,
        response: like({
          period: like({ startDate: string('2030-01-01'), endDate: string('2030-01-31') }),
          overview: like({
            totalUsers: integer(12),
            activeUsers24h: integer(3),
            pageViews: integer(140),
            sessions: integer(20),
            avgSessionDuration: number(7.5),
            bounceRate: number(12.5),
          }),
          popularFeatures: eachLike(
            { featureName: string('theme_switcher'), uniqueUsers: integer(3), totalUsage: integer(5) },
            0,
          ),
          eventsByType: {},
          domainEventsByType: {},
          dailyActiveUsers: eachLike(
            { date: string('2030-01-06'), users: integer(3), pageViews: integer(40) },
            0,
          ),
          recentEvents: eachLike(
            {
              id: string('ev-1'),
              eventType: string('page_view'),
              eventName: string('/dashboard'),
              userId: string('player-1'),
              createdAt: timestamp(),
            },
            0,
          ),
        }),
        call: () => getAnalyticsDashboard({ startDate: '2030-01-01', endDate: '2030-01-31' }),
      },
    ]);
    expect(result.answers[3]).toMatchObject({ period: { startDate: '2030-01-01' } });
    expect(result.same, result.staleMessage).toBe(true);
  });
});
