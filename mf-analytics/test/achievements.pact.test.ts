// mf-analytics's pact: the achievements it shows, from svc-analytics.
import { boolean, eachLike, recordWebPact, string } from '@ai-council/contracts/http-pact';
import { getAchievements } from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

describe('mf-analytics’s contracts (pact)', () => {
  it('when the achievements page opens, then svc-analytics answers every achievement, locked ones too', async () => {
    const result = await recordWebPact('mf-analytics', 'svc-analytics', [
      {
        state: 'a signed-in player',
        description: 'the achievements',
        method: 'GET',
        path: '/api/achievements',
        status: 200,
        response: eachLike({
          id: string('first-quarter'),
          title: string('First Quarter'),
          description: string('Play your first quarter.'),
          category: string('milestone'),
          value: string('1 quarter'),
          date: null,
          rarity: string('common'),
          unlocked: boolean(false),
        }),
        call: getAchievements,
      },
    ]);
    expect(
      result.same,
      'pacts/mf-analytics-svc-analytics.json is stale: run PACT_UPDATE=1 npm test -w mf-analytics',
    ).toBe(true);
  });
});
