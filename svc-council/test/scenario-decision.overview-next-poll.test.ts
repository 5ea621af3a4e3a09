// A decision's walk ends on the overview (issue 42): svc-council grades it and
// moves its read of the company in the same request, so the very next poll of
// the dashboard shows the decision's cash, with no event from svc-game between
// (this harness has no svc-game: game.scenario.applied never comes). When it
// does come, it brings svc-game's books, which hold the decision once; and it
// puts the decision back when svc-game played a quarter before taking it.
import { createEvent, dashboardOverviewSchema, scenarioSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { money } from '../src/domain/board/company';
import { gameEvent, openedCompany, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

/** A decision that names its owner, its steps and its budget, so its plan spends and the cash moves. */
const decision =
  'The CFO owns it. We act this week: cap the budget at $40K, tell staff and customers what changes, review progress every two weeks and report the results to the board.';

/** The player decides their first open scenario, as the Scenarios page sends it: the decision's cash. */
async function decideFirstScenario(token: string): Promise<{ id: string; cashEffect: number }> {
  const scenarios = z
    .array(scenarioSchema)
    .parse((await h.http.get('/api/scenarios').set('x-user-token', token)).body);
  const { id } = scenarios.find((s) => s.status === 'active')!;
  const decided = await h.http
    .patch(`/api/scenarios/${id}`)
    .set('x-user-token', token)
    .send({ status: 'resolved', playerDecision: decision });
  expect(decided.status).toBe(200);
  return { id, cashEffect: scenarioSchema.parse(decided.body).grade!.effect!.cashEffect };
}

const cashRead = async (userId: string) => (await h.council.context.players.find(userId))!.company.cash;

/** The overview as the dashboard polls it, with the ETag of its last answer. */
async function poll(token: string, etag?: string) {
  const req = h.http.get('/api/dashboard/overview').set('x-user-token', token);
  const res = await (etag ? req.set('If-None-Match', etag) : req);
  const overview = res.status === 200 ? dashboardOverviewSchema.parse(res.body) : null;
  return { status: res.status, etag: res.headers.etag as string, overview };
}

/** What the CFO's burn signal says of the cash the council reads. */
const burnSignal = (overview: z.infer<typeof dashboardOverviewSchema> | null) =>
  overview?.riskSignals.find((s) => s.id === 'finance-burn')?.message;

describe('a scenario decision and the council’s read of the company', () => {
  it('when the player decides a scenario, then the next poll of the overview shows its cash, before any svc-game event', async () => {
    const userId = uniqueUser('decided');
    const token = h.token(userId);
    // Burning cash, so the CFO's signal quotes the cash the council reads.
    const opening = { ...openedCompany(), cashFlow: -10_000_000 };
    await h.startGame(userId, undefined, opening);
    const before = await poll(token);
    expect(burnSignal(before.overview)).toContain(`${money(opening.cash)} cash`);
    expect((await poll(token, before.etag)).status).toBe(304);

    const { id, cashEffect } = await decideFirstScenario(token);
    expect(cashEffect).not.toBe(0);

    const next = await poll(token, before.etag);
    expect(next.status).toBe(200);
    expect(burnSignal(next.overview)).toContain(`${money(opening.cash + cashEffect)} cash`);
    expect(burnSignal(next.overview)).not.toBe(burnSignal(before.overview));
    expect(next.overview!.reflects).toEqual(before.overview!.reflects);
    const player = await h.council.context.players.find(userId);
    expect(player!.company).toMatchObject({
      cash: opening.cash + cashEffect,
      netWorth: opening.netWorth + cashEffect,
    });
    expect(h.probe.handled.filter((e) => e.userId === userId).map((e) => e.type)).toEqual(['game.started']);

    // Deciding it again moves nothing: the grade is recorded once, and so is its cash.
    const again = await h.http
      .patch(`/api/scenarios/${id}`)
      .set('x-user-token', token)
      .send({ status: 'resolved', playerDecision: decision });
    expect(again.status).toBe(409);
    expect(await cashRead(userId)).toBe(opening.cash + cashEffect);

    // svc-game's confirmation brings its books, which hold the decision once: the cash stays where it is.
    const books = { ...opening, cash: opening.cash + cashEffect, netWorth: opening.netWorth + cashEffect };
    await h.feed(
      createEvent(
        'game.scenario.applied',
        { scenarioId: id, cashEffect, company: books },
        { userId, gameId: `game-${userId}`, at: new Date() },
      ),
    );
    expect(await cashRead(userId)).toBe(opening.cash + cashEffect);
  });

  it('when svc-game played a quarter before the resolution reached it, then its game.scenario.applied brings the decision back, counted once', async () => {
    const userId = uniqueUser('raced');
    const gameId = await h.startGame(userId);
    const { id, cashEffect } = await decideFirstScenario(h.token(userId));
    const opening = openedCompany();
    expect(await cashRead(userId)).toBe(opening.cash + cashEffect);

    // svc-game's quarter, played before it took the resolution: its snapshot does not hold the decision.
    const played = { ...opening, currentQuarter: 2, cash: opening.cash + 3_000_000 };
    await h.feed(gameEvent('game.quarter.advanced', userId, { company: played }, { gameId }));
    expect(await cashRead(userId)).toBe(played.cash);

    // Then it applies the resolution, by the same rule, and says so with its books.
    const applied = { ...played, cash: played.cash + cashEffect, netWorth: played.netWorth + cashEffect };
    await h.feed(
      createEvent(
        'game.scenario.applied',
        { scenarioId: id, cashEffect, company: applied },
        { userId, gameId, at: new Date() },
      ),
    );
    expect(await cashRead(userId)).toBe(applied.cash);
  });
});
