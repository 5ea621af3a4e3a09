// What a player writes is what happens: through the gateway, as `npm start`
// runs the system. A decision's preview answers its grade, spend and levers
// and writes nothing (every store file byte-identical); the decision then gets
// the same grade, and the budget it names is what the books charge, with the
// player's words as the reason.
import { decisionPreviewSchema, financialEventsResponseSchema, scenarioSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { changes, filesUnder, settledFiles } from './support/store-files';
import { asPlayer, embeddedSystemForSuite, guestCookie } from './support/system';

const suite = embeddedSystemForSuite('preview');

/** The lines are exactly these types, one of each. */
const sameTypes = (lines: Array<{ eventType: string }>, types: string[]) =>
  JSON.stringify(lines.map((e) => e.eventType).sort()) === JSON.stringify([...types].sort());

describe('POST /api/scenarios/{id}/preview', () => {
  it('when a draft is previewed, then nothing is written, and deciding it gives the same grade and charges the named budget', async () => {
    const you = asPlayer(suite.system.url, await guestCookie(suite.system.url));
    expect(
      (await you.call('PATCH', '/api/auth/user', { gameMode: 'demo', onboardingCompleted: true })).status,
    ).toBe(200);
    expect((await you.call('POST', '/api/game/start')).status).toBe(201);
    const scenario = (
      await you.until<Array<{ id: string; status: string; title: string }>>(
        '/api/scenarios',
        (list) => list.some((s) => s.status === 'active'),
        { what: 'an active scenario' },
      )
    ).find((s) => s.status === 'active');
    const decision =
      'Priya leads this. This week she finds out what is behind it with the team, we pause net new hiring for one quarter, ' +
      'and we tell staff and customers plainly what we are doing. Capped at $40,000, reviewed every Friday.';

    const before = await settledFiles(suite);
    const previews = await Promise.all(
      [1, 2].map(() =>
        you.call('POST', `/api/scenarios/${scenario!.id}/preview`, {
          status: 'resolved',
          playerDecision: decision,
        }),
      ),
    );
    for (const answer of previews) expect(answer.status).toBe(200);
    const preview = decisionPreviewSchema.parse(previews[0]!.body);
    const after = filesUnder(suite.dataDir);
    expect(changes(before, after), 'a preview wrote to the store').toEqual({});
    expect(after).toEqual(before);

    expect(preview.plan.spend).toBe(4_000_000);
    expect(preview.plan.levers).toContainEqual(
      expect.objectContaining({ kind: 'hiring-pause', quarters: 1 }),
    );
    const { fit, coverage, specificity, penalties } = preview.parts;
    expect(fit + coverage + specificity + penalties).toBe(preview.score);
    expect(preview.rationale.join(' ')).toContain('an owner (Priya');

    const decided = await you.call('PATCH', `/api/scenarios/${scenario!.id}`, {
      status: 'resolved',
      playerDecision: decision,
    });
    expect(decided.status).toBe(200);
    const grade = scenarioSchema.parse(decided.body).grade!;
    expect({ score: grade.score, verdict: grade.verdict }).toEqual({
      score: preview.score,
      verdict: preview.verdict,
    });
    expect(grade.effect!.plan).toEqual(preview.plan);

    // The books: the plan's spend is its own line, exactly the $40,000 named, with the player's words,
    // and the threat's outcome (when it is not nothing) another. svc-game books both in the one update
    // that applies scenario.resolved, so they arrive together: the test waits for the lines it checks.
    const source = `scenario:${scenario!.id}`;
    const expected = ['scenario_plan_spend', ...(preview.plan.outcome === 0 ? [] : ['scenario_outcome'])];
    const linesOf = (list: unknown) =>
      financialEventsResponseSchema.parse(list).filter((e) => e.triggeredBy === source);
    const lines = linesOf(
      await you.until<unknown[]>('/api/financial/events', (list) => sameTypes(linesOf(list), expected), {
        what: `the decision's ${expected.join(' and ')} lines in the books`,
        timeoutMs: 20_000,
      }),
    );
    const spend = lines.find((e) => e.eventType === 'scenario_plan_spend')!;
    expect(spend.amount).toBe(-4_000_000);
    expect(spend.description).toContain('$40,000');
    const outcome = lines.find((e) => e.eventType === 'scenario_outcome');
    expect(outcome?.amount ?? 0).toBe(preview.plan.outcome);
    // One write: every line of the decision carries the moment it was booked.
    expect(new Set(lines.map((e) => e.occurredAt)).size).toBe(1);

    // A decided scenario has nothing left to preview.
    const late = await you.call('POST', `/api/scenarios/${scenario!.id}/preview`, {
      status: 'resolved',
      playerDecision: decision,
    });
    expect(late.status).toBe(409);
  }, 60_000);

  it('when the draft is blank or the scenario unknown, then 400 or 404 with a sentence to act on', async () => {
    const you = asPlayer(suite.system.url, await guestCookie(suite.system.url));
    await you.call('PATCH', '/api/auth/user', { gameMode: 'demo', onboardingCompleted: true });
    await you.call('POST', '/api/game/start');
    const scenario = (
      await you.until<Array<{ id: string; status: string }>>(
        '/api/scenarios',
        (list) => list.some((s) => s.status === 'active'),
        { what: 'an active scenario' },
      )
    ).find((s) => s.status === 'active');
    const blank = await you.call('POST', `/api/scenarios/${scenario!.id}/preview`, {
      status: 'resolved',
      playerDecision: '  ',
    });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Describe your decision.' } });
    const unknown = await you.call('POST', '/api/scenarios/nope/preview', {
      status: 'resolved',
      playerDecision: 'Fix it.',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Scenario not found.' } });
  }, 30_000);
});
