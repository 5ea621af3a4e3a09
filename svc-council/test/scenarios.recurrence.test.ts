// Scenarios with memory: a kind that comes back recalls the player's last
// decision on it and how its driver moved, tells its facts another way, and
// comes up at most three times a game; every game meets an opportunity.
import { scenarioSchema, type Plan, type Scenario } from '@ai-council/contracts';
import { MAX_PER_KIND } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planInWords } from '@ai-council/contracts';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { quoteOf, recallParagraph } from '../src/domain/scenarios/recall';
import { company, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const EXPOSED = 'Security Vulnerabilities Exposed';
const OPPORTUNITIES = ['Acquisition Offer Received', 'Strategic Partnership Opportunity'];

const list = async (userId: string) =>
  z
    .array(scenarioSchema)
    .parse((await h.http.get('/api/scenarios').set('x-user-token', h.token(userId))).body);
const openExposure = async (userId: string) =>
  (await list(userId)).find((s) => s.title === EXPOSED && s.status === 'active');

async function resolve(userId: string, id: string, playerDecision: string): Promise<Scenario> {
  const res = await h.http
    .patch(`/api/scenarios/${id}`)
    .set('x-user-token', h.token(userId))
    .send({ status: 'resolved', playerDecision });
  expect(res.status).toBe(200);
  return scenarioSchema.parse(res.body);
}

/** svc-game's next quarter for the player: sound everywhere but security, at `security`/100. */
const advanceTo = (userId: string, quarter: number, security: number) =>
  h.feed(
    gameEvent(
      'game.quarter.advanced',
      userId,
      { company: company({ currentQuarter: quarter, drivers: { security } }) },
      { gameId: `game-${userId}` },
    ),
  );

/** What the recall says of a decision's plan, when svc-council stored one with the grade. */
const planSentence = (resolved: Scenario) => {
  const plan = resolved.grade?.effect?.plan;
  const words = plan ? planInWords(plan) : '';
  return words ? `That plan set ${words}.` : undefined;
};

const firstDecision =
  'The CISO owns it. Contain it today: patch the unpatched servers and rotate every stale admin credential within 48 hours. Legal counsel reviews our disclosure duties and we document everything for the audit, with a budget of $40K.';
const secondDecision =
  'The CISO closes the forgotten VPN account today, wipes the customer data copied to staging within a week, and an external firm retests the network by the end of the quarter for $30K.';

describe('a kind of scenario that comes back', () => {
  it('when the player resolved one and its kind is raised again next quarter, then the new one tells new facts and recalls the decision, its quarter and how the driver moved', async () => {
    const userId = uniqueUser('recall');
    await h.startGame(userId); // Q1: security at 48/100 raises the exposure
    const first = (await openExposure(userId))!;
    expect(first.description).toContain('48/100');
    expect(first.description).not.toContain('been here before');
    const resolved = await resolve(userId, first.id, firstDecision);

    await advanceTo(userId, 2, 44);
    const second = (await openExposure(userId))!;
    expect(second.id).not.toBe(first.id);
    const [facts, recall] = second.description.split('\n\n');
    // The facts first, told another way, with today's figure.
    expect(facts).toContain('Security posture has dropped to 44/100');
    expect(facts).not.toBe(first.description.replace('48/100', '44/100'));
    // Then the memory: the decision quoted (trimmed at a word, with an ellipsis), its quarter, the driver's path.
    expect(recall).toContain('The council has been here before. In Q1 Year 1 you decided');
    expect(recall).toContain(`"${quoteOf(firstDecision)}"`);
    expect(quoteOf(firstDecision)).toMatch(/^The CISO owns it\. Contain it today: .*…$/);
    expect(quoteOf(firstDecision).length).toBeLessThanOrEqual(161);
    expect(recall).toContain('Security posture has moved from 48/100 to 44/100 since.');
    const plan = planSentence(resolved);
    if (plan) expect(recall).toContain(plan);
    else expect(recall).not.toContain('That plan set');

    // The third time recalls the second decision; a fourth time never comes.
    const resolvedSecond = await resolve(userId, second.id, secondDecision);
    await advanceTo(userId, 3, 40);
    const third = (await openExposure(userId))!;
    expect(third.description).toContain('In Q2 Year 1 you decided');
    expect(third.description).toContain(`"${quoteOf(secondDecision)}"`);
    expect(third.description).toContain('Security posture has moved from 44/100 to 40/100 since.');
    const planTwo = planSentence(resolvedSecond);
    if (planTwo) expect(third.description).toContain(planTwo);
    const tellings = [first, second, third].map((s) =>
      s.description.split('\n\n')[0]!.replace(/\d+\/100/, ''),
    );
    expect(new Set(tellings).size).toBe(3);

    await resolve(userId, third.id, firstDecision.replace('$40K', '$20K'));
    await advanceTo(userId, 4, 36);
    expect(await openExposure(userId)).toBeUndefined();
    expect((await list(userId)).filter((s) => s.title === EXPOSED)).toHaveLength(MAX_PER_KIND);
  });

  it('when its department has recovered, then a resolved kind does not come back, even on request', async () => {
    const userId = await h.newPlayer('recovered');
    await resolve(userId, (await openExposure(userId))!.id, firstDecision);
    await advanceTo(userId, 2, 64);
    expect(await openExposure(userId)).toBeUndefined();
    const asked = await h.postAs(userId, '/api/scenarios/generate', {
      triggerType: 'user_requested',
      category: 'security',
    });
    // Security's seeded event may still come up; its recovered weakness does not.
    expect(asked.status).toBe(201);
    expect(scenarioSchema.parse(asked.body).title).toBe('Security Breach Detected');
  });

  it('when the player asks again for a kind left open, then it says it was left open; past three of every kind, the council refuses', async () => {
    const userId = uniqueUser('left-open');
    const token = h.token(userId);
    await h.startGame(userId);
    const ask = () =>
      h.http
        .post('/api/scenarios/generate')
        .set('x-user-token', token)
        .send({ triggerType: 'user_requested', category: 'security' });
    let again: Scenario | undefined;
    for (let i = 0; i < 3 && !again; i++) {
      const res = await ask();
      expect(res.status).toBe(201);
      const raised = scenarioSchema.parse(res.body);
      if (raised.title === EXPOSED) again = raised;
    }
    expect(again!.description).toContain(
      'The council has been here before: this came up in Q1 Year 1 and was left open.',
    );
    expect(again!.description).toContain('Security posture is still 48/100, as it was then.');

    let refused;
    for (let i = 0; i < 2 * MAX_PER_KIND && !refused; i++) {
      const res = await ask();
      if (res.status !== 201) refused = res;
    }
    expect(refused!.status).toBe(409);
    expect(refused!.body.message).toBe(
      'The council has nothing new to raise on Security: each of its scenarios has come up 3 times this game, or its numbers have recovered since.',
    );
    const titles = (await list(userId)).map((s) => s.title);
    expect(titles.filter((t) => t === EXPOSED)).toHaveLength(MAX_PER_KIND);
    expect(titles.filter((t) => t === 'Security Breach Detected')).toHaveLength(MAX_PER_KIND);
  });
});

describe('opportunities in every game', () => {
  it('when none has come up by quarter 3, then the quarter raises one', async () => {
    const userId = await h.newPlayer('opportunity');
    const opportunities = async () =>
      (await list(userId)).filter((s) => OPPORTUNITIES.includes(s.title)).length;
    const sound = { currentQuarter: 2, drivers: { security: 70 } };
    await h.feed(
      gameEvent('game.quarter.advanced', userId, { company: company(sound) }, { gameId: `game-${userId}` }),
    );
    const byQuarterTwo = await opportunities();
    await advanceTo(userId, 3, 70);
    expect(await opportunities()).toBeGreaterThanOrEqual(Math.max(1, byQuarterTwo));
  });
});

describe("the council's words for what it remembers", () => {
  const plan: Plan = {
    spend: 4_000_000,
    spendReason: 'The budget the decision names.',
    outcome: -500_000,
    outcomeReason: 'What the exposure still costs.',
    levers: [{ kind: 'hiring-pause', quarters: 1, reason: 'pause hiring this quarter' }],
  };

  it('names a plan by its spend and levers, and a decision by its first words', () => {
    expect(planInWords(plan)).toBe('a $40K budget and a one-quarter hiring pause');
    expect(
      planInWords({
        ...plan,
        spend: 0,
        levers: [
          { kind: 'price-change', percent: -10, quarters: 2, reason: 'cut prices 10%' },
          { kind: 'marketing-budget', amount: 5_000_000, quarters: 2, reason: '$50K a quarter on ads' },
          { kind: 'supplier-switch', quarters: 1, reason: 'switch supplier' },
        ],
      }),
    ).toBe(
      'a 10% price cut for two quarters, $50K a quarter more for marketing over two quarters and a switch to another supplier',
    );
    expect(quoteOf('Short and clear.')).toBe('Short and clear.');
    const long = `${'word '.repeat(50)}end`;
    expect(quoteOf(long)).toBe(`${'word '.repeat(32).trim()}…`);
  });

  it('when the earlier scenario is from before memory (no plan, no driver stored), then it recalls the decision only', () => {
    const text = recallParagraph({
      earlier: {
        quarter: 5,
        status: 'resolved',
        playerDecision: 'Hire two engineers.',
        grade: { verdict: 'Partial' },
      },
      driver: 'security',
      now: 50,
    });
    expect(text).toBe(
      'The council has been here before. In Q1 Year 2 you decided (graded Partial): "Hire two engineers."',
    );
  });
});
