// Issue 44: the header's 'Critical Alert: N departments critical' must count the department
// tiles that read Critical, not the agents (whose risk also weighs open scenarios).
import { dashboardOverviewSchema, type DashboardOverview } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

async function overview(token: string): Promise<DashboardOverview> {
  return dashboardOverviewSchema.parse(
    (await h.http.get('/api/dashboard/overview').set('x-user-token', token)).body,
  );
}

function criticalTiles(o: DashboardOverview): number {
  return o.departments.filter((d) => d.status === 'critical').length;
}

describe('the board status against the department tiles', () => {
  it('when an agent turns critical on open scenarios alone, then the header raises no department alert', async () => {
    const userId = uniqueUser('alert-agent');
    const token = h.token(userId);
    // Security at 34 reads 'alert' on its tile; its open scenarios push the CISO's risk higher.
    await h.feed(
      gameEvent('game.quarter.advanced', userId, { company: company({ drivers: { security: 34 } }) }),
    );
    let o = await overview(token);
    for (let i = 0; i < 4 && !o.agents.some((a) => a.status === 'critical'); i++) {
      await h.postAs(userId, '/api/scenarios/generate', { category: 'security', title: `Breach ${i}` });
      o = await overview(token);
    }
    expect(o.agents.some((a) => a.status === 'critical')).toBe(true);
    expect(criticalTiles(o)).toBe(0);
    expect(o.boardStatus).toBe('System Active');
  });

  it('when departments are critical, then the alert names exactly as many as the tiles show', async () => {
    const userId = uniqueUser('alert-tiles');
    const token = h.token(userId);
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ drivers: { security: 20, compliance: 25, morale: 45 } }),
      }),
    );
    const o = await overview(token);
    const n = criticalTiles(o);
    expect(n).toBe(2);
    expect(o.boardStatus).toBe('Critical Alert: 2 departments critical');
  });
});
