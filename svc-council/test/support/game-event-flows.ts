// The game-event flows, run on every bus adapter: feeding svc-game's events
// changes the council; redelivering one changes nothing; a poisoned message
// is rejected without touching anything.
import type { DomainEvent } from '@ai-council/contracts';
import { expect, it } from 'vitest';
import { company, gameEvent, uniqueUser, type Harness } from './harness';

async function councilState(h: Harness, userId: string) {
  const token = h.token(userId);
  const [agents, scenarios, communications, overview] = await Promise.all(
    ['/api/agents', '/api/scenarios', '/api/communications', '/api/dashboard/overview'].map(
      async (p) => (await h.http.get(p).set('x-user-token', token)).body,
    ),
  );
  return { agents, scenarios, communications, overview };
}

/** A quarter where technology and security have slipped badly. */
export const weakQuarter = (quarter: number) =>
  company({
    currentQuarter: quarter,
    cashFlow: -3_000_000,
    drivers: { techDebt: 80, productQuality: 35, security: 28, liquidity: 45 },
  });

export function gameEventFlows(harness: () => Harness, options: { checksPublished: boolean }) {
  it('when game.quarter.advanced reports a weaker company, then agents, risk signals, scenarios and messages follow', async () => {
    const h = harness();
    const userId = uniqueUser('quarter');
    const before = await councilState(h, userId);
    await h.feed(
      gameEvent('game.quarter.advanced', userId, { company: weakQuarter(2) }, { gameId: 'g-quarter' }),
    );
    const after = await councilState(h, userId);

    const status = (s: typeof before, id: string) =>
      (s.agents as Array<{ id: string; status: string; riskLevel: number }>).find((a) => a.id === id)!;
    expect(status(before, 'ciso').status).not.toBe('critical');
    expect(status(after, 'ciso').status).toBe('critical');
    expect(status(after, 'cto').riskLevel).toBeGreaterThan(status(before, 'cto').riskLevel);
    const signals = after.overview.riskSignals as Array<{ department: string; message: string }>;
    expect(signals.find((s) => s.department === 'Security')!.message).toContain('28/100');
    const titles = (after.scenarios as Array<{ triggeringDepartments: string[] }>).map(
      (s) => s.triggeringDepartments[0],
    );
    expect(titles).toEqual(expect.arrayContaining(['Security', 'Technology']));
    const briefing = (after.communications as Array<{ from: string; message: string }>).find((c) =>
      c.message.startsWith('Q2 Year 1 briefing'),
    );
    expect(briefing).toMatchObject({ from: 'Marcus Webb' });
    expect(briefing!.message).toContain('cash flow -$30K');
  });

  it('when the same event is delivered again, then nothing changes', async () => {
    const h = harness();
    const userId = uniqueUser('redelivery');
    const event = gameEvent(
      'game.quarter.advanced',
      userId,
      { company: weakQuarter(3) },
      { gameId: 'g-redelivery' },
    );
    await h.feed(event);
    const once = await councilState(h, userId);
    const publishedOnce = h.published.length;
    await h.feed(event);
    await h.feed({ ...event }); // and once more, as a broker might after a lost ack
    const twice = await councilState(h, userId);
    expect(twice).toEqual(once);
    if (options.checksPublished) expect(h.published.length).toBe(publishedOnce);
  });

  it('when a poisoned message arrives, then it never reaches the council, which stays untouched', async () => {
    const h = harness();
    const userId = uniqueUser('poison');
    const before = await councilState(h, userId);
    const handledBefore = h.probe.handled.length;
    const failuresBefore = h.probe.failures.length;
    const poisoned: DomainEvent = gameEvent('game.quarter.advanced', userId, {
      company: { currentQuarter: 'three' },
    });
    await h.publishRaw('game.quarter.advanced', JSON.stringify(poisoned));
    // A valid event after it is handled; the poisoned one reached no handler at all.
    await h.feed(gameEvent('game.quarter.advanced', uniqueUser('after-poison'), { company: company() }));
    expect(h.probe.handled.slice(handledBefore).some((e) => e.id === poisoned.id)).toBe(false);
    expect(h.probe.failures.length).toBe(failuresBefore);
    expect(await councilState(h, userId)).toEqual(before);
  });
}
