import { dashboardOverviewSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

describe('GET /api/dashboard/overview', () => {
  it('when no token is sent, then it answers 401 with a message', async () => {
    const res = await h.http.get('/api/dashboard/overview');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('when a token is forged, then it answers 401', async () => {
    const res = await h.http.get('/api/dashboard/overview').set('x-user-token', 'bogus.token');
    expect(res.status).toBe(401);
  });

  it('when a new player opens the dashboard before any game event, then the opening company fills it', async () => {
    const res = await h.http.get('/api/dashboard/overview').set('x-user-token', h.token(uniqueUser('fresh')));
    expect(res.status).toBe(200);
    const overview = dashboardOverviewSchema.parse(res.body);
    expect(overview.agents).toHaveLength(11);
    expect(overview.departments).toHaveLength(11);
    expect(overview.boardStatus).toBe('System Active');
    // The opening company's weak spot is security at 48/100: the board says so with the number.
    const security = overview.departments.find((d) => d.name === 'Security')!;
    expect(security).toMatchObject({ healthScore: 48, status: 'warning' });
    expect(
      overview.riskSignals.some((s) => s.department === 'Security' && s.message.includes('48/100')),
    ).toBe(true);
    expect(overview.metrics.scenariosGenerated).toBeGreaterThan(0);
    expect(overview.metrics.activeAgents).toBe(overview.agents.filter((a) => a.status === 'active').length);
    expect(overview.metrics.councilMeetings).toBe(0);
  });

  it('when svc-game reports a company in trouble, then agents, departments, signals and metrics follow it', async () => {
    const userId = uniqueUser('trouble');
    const token = h.token(userId);
    const before = dashboardOverviewSchema.parse(
      (await h.http.get('/api/dashboard/overview').set('x-user-token', token)).body,
    );
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({
          currentQuarter: 3,
          cash: 5_000_000,
          cashFlow: -12_000_000,
          drivers: { liquidity: 20, techDebt: 85, productQuality: 30, security: 25 },
        }),
      }),
    );
    const after = dashboardOverviewSchema.parse(
      (await h.http.get('/api/dashboard/overview').set('x-user-token', token)).body,
    );
    const cfo = after.agents.find((a) => a.id === 'cfo')!;
    const ciso = after.agents.find((a) => a.id === 'ciso')!;
    expect(cfo.status).not.toBe('active');
    expect(ciso.status).toBe('critical');
    expect(after.departments.find((d) => d.name === 'Technology')!.status).not.toBe('healthy');
    expect(after.riskSignals.find((s) => s.id === 'finance-burn')).toMatchObject({ severity: 'critical' });
    expect(after.metrics.riskLevel).toBeGreaterThan(before.metrics.riskLevel);
    expect(after.boardStatus).toMatch(/^Critical Alert/);
  });
});
