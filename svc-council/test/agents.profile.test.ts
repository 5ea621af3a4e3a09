import { describe, expect, it } from 'vitest';
import { agentProfileSchema } from '@ai-council/contracts';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, everyDriver, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const profileOf = (userId: string, id: string) =>
  h.http.get(`/api/agents/${id}/profile`).set('x-user-token', h.token(userId));

/** A new player whose game opens on a company with these figures. */
async function playerAt(label: string, gameId: string, figures: Parameters<typeof company>[0]) {
  const userId = uniqueUser(label);
  await h.startGame(userId, gameId, company(figures));
  return userId;
}

describe('GET /api/agents/:id/profile', () => {
  it('when no token is sent, then 401', async () => {
    expect((await h.http.get('/api/agents/cfo/profile')).status).toBe(401);
  });

  it('when the agent does not exist, then 404', async () => {
    expect((await profileOf(uniqueUser('profile'), 'nobody')).status).toBe(404);
  });

  it('when the CFO is asked for, then his temperament comes with his live status', async () => {
    const res = await profileOf(uniqueUser('profile'), 'cfo');
    expect(res.status).toBe(200);
    const profile = agentProfileSchema.parse(res.body);
    expect(profile).toMatchObject({
      id: 'cfo',
      name: 'Marcus Webb',
      decisionStyle: 'analytical',
      communicationStyle: 'data-driven',
      riskTolerance: 30,
      catchphrases: ['Cash is a fact; profit is an opinion.', 'Show me the payback period.'],
      strengths: ['cash discipline', 'forecasting', 'cost control'],
    });
    expect(profile.departmentHealth).toBeGreaterThanOrEqual(0);
  });

  it('when every department is in trouble, then the executives are concerned; when all is well, optimistic', async () => {
    const troubled = await playerAt('troubled', 'g-t', {
      drivers: everyDriver(20),
      cash: 1_000_000,
      cashFlow: -40_000_000,
      quarterlyGrowth: -900,
      marketShare: 50,
    });
    const thriving = await playerAt('thriving', 'g-h', {
      drivers: everyDriver(90),
      cash: 400_000_000,
      cashFlow: 30_000_000,
      quarterlyGrowth: 900,
      marketShare: 900,
    });
    for (const id of ['ceo', 'cfo', 'chro', 'cto', 'cmo']) {
      expect(agentProfileSchema.parse((await profileOf(troubled, id)).body).recentMood).toBe('concerned');
      expect(agentProfileSchema.parse((await profileOf(thriving, id)).body).recentMood).toBe('optimistic');
    }
  });
});
