// Advisors answer the question asked with the engine's numbers: svc-game runs
// beside the council, each player's game starts there, and the council asks
// its engine what a proposal would do before it answers.
import { projectionResponseSchema, type ProjectionResponse } from '@ai-council/contracts';
import { centsToDollars, formatMoney } from '@ai-council/rules';
import { waitFor } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLabel } from '../src/domain/advice/candidates';
import { scoreRecommendation } from '../src/domain/board/track-record';
import { startWithGame, type WithGame } from './support/with-game';

let w: WithGame;
beforeAll(async () => {
  w = await startWithGame([101, 202, 303, 404, 505]);
});
afterAll(async () => w.close());

const money = (cents: number) => formatMoney(centsToDollars(cents));

async function costLinesOf(userId: string): Promise<ProjectionResponse['costLines']> {
  const res = await w.game(userId).post('/api/game/projections').send({ proposals: [] }).expect(200);
  return projectionResponseSchema.parse(res.body).costLines;
}

async function askCfo(userId: string, message: string) {
  const res = await w
    .ask(userId)
    .post('/api/communications/to-agent')
    .send({ agentName: 'cfo', message })
    .expect(201);
  return res.body as { reply: { message: string }; decisionId?: string };
}

/** The cost line an answer names: "cutting operations 10% (of the $270K we spend on it each quarter)". */
function namedCut(answer: string, lines: ProjectionResponse['costLines']) {
  const [, label, percent, amount] =
    /cutting ([\w&]+) (\d+)% \(of the (\$[\d.]+[KM]?) we spend on it each quarter\)/.exec(answer) ?? [];
  const line = lines.find((l) => lineLabel[l.line] === label);
  return line && money(line.amount) === amount ? { line, percent: Number(percent) } : undefined;
}

describe('asked what to cut', () => {
  it('when the CFO is asked "What should we cut first?", then it names a real cost line of this company with the engine’s saving, and the proposal waits as a pending decision', async () => {
    await w.play('cutter-a');
    const lines = await costLinesOf('cutter-a');
    const { reply, decisionId } = await askCfo('cutter-a', 'What should we cut first?');

    const named = namedCut(reply.message, lines);
    expect(named, reply.message).toBeDefined();
    const saving = /saving (-?\$[\d.]+[KM]?) a quarter/.exec(reply.message)?.[1];
    expect(saving).toBeDefined();
    expect(reply.message).toMatch(
      /the engine projects net worth \$[\d.]+[KM]? and cash \$[\d.]+[KM]? two quarters ahead/,
    );

    // The proposal is a pending decision in svc-game, carrying the engine's saving for its two quarters.
    const decision = await waitFor(
      async () =>
        (
          (await w.game('cutter-a').get('/api/decisions').expect(200)).body as Array<{
            id: string;
            status: string;
            financialImpact: number;
            description: string;
          }>
        ).find((d) => d.id === decisionId),
      5_000,
      'the proposed decision in svc-game',
    );
    expect(decision.status).toBe('pending');
    expect(decision.financialImpact).toBeGreaterThan(0);
    expect(money(decision.financialImpact / 2)).toBe(saving);
    expect(decision.description).toContain('Engine estimate two quarters ahead:');
  });

  it('when two different companies ask the same question, then they get two different answers with their own figures', async () => {
    await w.play('cutter-b');
    await w.play('cutter-c');
    const [b, c] = [
      await askCfo('cutter-b', 'What should we cut first?'),
      await askCfo('cutter-c', 'What should we cut first?'),
    ];
    expect(b.reply.message).not.toBe(c.reply.message);
    const [linesB, linesC] = [await costLinesOf('cutter-b'), await costLinesOf('cutter-c')];
    expect(linesB).not.toEqual(linesC);
    expect(namedCut(b.reply.message, linesB), b.reply.message).toBeDefined();
    expect(namedCut(c.reply.message, linesC), c.reply.message).toBeDefined();
  });
});

describe('advisors speak from the current books', () => {
  it('when a simulation’s cost is paid through svc-game, then the CFO’s next answer quotes the cash left', async () => {
    await w.play('spender');
    const paid = await w
      .game('spender')
      .post('/api/financial/apply-cost')
      .send({ cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' })
      .expect(201);
    const cashAfter = (paid.body as { cashAfter: number }).cashAfter;
    await w.councilSees('spender', (cash) => cash === cashAfter);

    const { reply } = await askCfo('spender', 'How much cash do we have left?');
    expect(reply.message).toContain(`Cash is ${formatMoney(centsToDollars(cashAfter))}`);
  });
  it('when a scenario’s graded resolution lands in svc-game, then the council’s books follow and the CFO quotes that cash', async () => {
    await w.play('resolver');
    const scenarios = (await w.ask('resolver').get('/api/scenarios').expect(200)).body as Array<{
      id: string;
      status: string;
    }>;
    const open = scenarios.find((s) => s.status === 'active')!;
    await w
      .ask('resolver')
      .patch(`/api/scenarios/${open.id}`)
      .send({
        status: 'resolved',
        playerDecision:
          'Contain it today, tell customers and staff what happened, cap the cost at $50K, and review the process so it cannot happen again.',
      })
      .expect(200);
    // svc-game applies the resolution and reports the company; the council's read follows.
    await waitFor(
      () =>
        w.council.probe.handled.some((e) => e.type === 'game.scenario.applied' && e.userId === 'resolver'),
      5_000,
      'the council applying game.scenario.applied',
    );
    const state = (await w.game('resolver').get('/api/game/state').expect(200)).body as {
      openScenarioIds: string[];
      metrics: { netWorth: number };
    };
    expect(state.openScenarioIds).not.toContain(open.id);
    const player = (await w.council.council.context.players.find('resolver'))!;
    expect(player.company.netWorth).toBe(state.metrics.netWorth);
    const { reply } = await askCfo('resolver', 'How much cash do we have left?');
    expect(reply.message).toContain(`Cash is ${formatMoney(centsToDollars(player.company.cash))}`);
  });
});

describe('a council meeting', () => {
  it('when the player asks what to cut, then each attendee answers from its own department’s figures', async () => {
    await w.play('meeting-host');
    const convened = await w
      .ask('meeting-host')
      .post('/api/council/emergency')
      .send({ emergencyType: 'financial-crisis', description: 'Cash is running low' })
      .expect(201);
    const meetingId =
      (convened.body as { id?: string; meeting?: { id: string } }).id ??
      (convened.body as { meeting: { id: string } }).meeting.id;
    const res = await w
      .ask('meeting-host')
      .post(`/api/council/${meetingId}/messages`)
      .send({ message: 'What should we cut first? Marketing, operations?' })
      .expect(201);
    const replies = (res.body as { replies: Array<{ speaker: string; content: string }> }).replies;
    expect(replies.length).toBeGreaterThanOrEqual(2);
    const [first, second] = replies as [(typeof replies)[0], (typeof replies)[0]];
    // Not one template with the numbers swapped: without digits and money, the answers still differ.
    const shape = (text: string) => text.replace(/[−+-]?\$?[\d.,]+[KM%]?/g, '#');
    expect(shape(first.content)).not.toBe(shape(second.content));
    for (const reply of replies)
      expect(reply.content).toMatch(/From [A-Z][\w &]+(, for the whole company)?: /);
    expect(replies.map((r) => /From ([\w &]+)/.exec(r.content)?.[1])).toEqual(
      expect.arrayContaining([expect.any(String), expect.any(String)]),
    );
  });
});

describe('advisors’ track records', () => {
  it('when the council analyses a simulation, the player pays for an option and the engine settles it, then every advisor’s call is scored and shown in its profile, and the consensus says how it weighs them', async () => {
    await w.play('forecaster');
    const question =
      'European Market Expansion: Expand into the European market. Which approach should we take?';
    const analysis = await w
      .ask('forecaster')
      .post('/api/agents/request-recommendation')
      .send({
        agentId: 'ceo',
        question,
        context: { category: 'strategic', urgency: 'medium' },
        proposeDecision: false,
      })
      .expect(200);
    const votes = (
      analysis.body as {
        agentRecommendations: Array<{ agentId: string; preferredOption: string; confidence: number }>;
      }
    ).agentRecommendations;
    const before = (await w.ask('forecaster').get('/api/agents/cfo/profile').expect(200)).body;
    expect(before.trackRecord).toMatchObject({ scored: 0, weight: 1 });

    await w
      .game('forecaster')
      .post('/api/financial/apply-cost')
      .send({ cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' })
      .expect(201);
    const completed = await w
      .game('forecaster')
      .post('/api/simulations/complete')
      .send({ scenarioTitle: 'European Market Expansion' })
      .expect(200);
    const outcome = (completed.body as { outcome: 'success' | 'partial' | 'failure' }).outcome;

    const profile = await waitFor(
      async () => {
        const body = (await w.ask('forecaster').get('/api/agents/cfo/profile').expect(200)).body;
        return body.trackRecord.scored === 1 ? body : null;
      },
      5_000,
      'the CFO’s scored call',
    );
    const cfoVote = votes.find((v) => v.agentId === 'cfo')!;
    const options = (analysis.body as { options: Array<{ title: string; approach: string }> }).options;
    const backed = options.find((o) => o.title === cfoVote.preferredOption)!.approach === 'conservative';
    const forecast = backed ? cfoVote.confidence / 100 : 1 - cfoVote.confidence / 100;
    const target = outcome === 'success' ? 1 : outcome === 'partial' ? 0.5 : 0;
    expect(profile.trackRecord.brierScore).toBeCloseTo((forecast - target) ** 2, 3);
    expect(profile.weighting).toMatch(/Brier score/);

    const again = await w
      .ask('forecaster')
      .post('/api/agents/request-recommendation')
      .send({
        agentId: 'ceo',
        question: 'Should we expand?',
        context: { category: 'strategic', urgency: 'low' },
      })
      .expect(200);
    const body = again.body as { voteWeights: Record<string, number>; weighting: string };
    expect(body.voteWeights.cfo).toBe(profile.trackRecord.weight);
    expect(body.weighting).toMatch(/weighted by each advisor's track record/);
    const agents = (await w.ask('forecaster').get('/api/agents').expect(200)).body as Array<{
      id: string;
      trackRecord?: { scored: number };
    }>;
    expect(agents.find((a) => a.id === 'cfo')?.trackRecord?.scored).toBe(1);
  });

  it('when a recommendation is carried out and the quarters its projection covered are played, then its proposer’s call is scored against what the engine then produced, beside the simulation calls, and the consensus weighs it', async () => {
    const userId = 'recommender';
    const gameId = await w.play(userId);
    const { decisionId } = await askCfo(userId, 'What should we cut first?');
    expect(decisionId).toBeDefined();
    await waitFor(
      async () =>
        ((await w.game(userId).get('/api/decisions').expect(200)).body as Array<{ id: string }>).some(
          (d) => d.id === decisionId,
        ),
      5_000,
      'the pending decision',
    );
    await w.game(userId).patch(`/api/decisions/${decisionId}/implement`).expect(200);
    const ctx = w.council.council.context;
    const open = await waitFor(
      async () => (await ctx.trackRecords.get(userId)).openRecommendations?.[decisionId!],
      5_000,
      'the call opened on the decision carried out',
    );
    expect(open).toEqual([
      expect.objectContaining({ agentId: 'cfo', backed: true, quarter: 1, dueQuarter: 3 }),
    ]);
    const proposal = (await ctx.proposals.ofGame(userId, gameId)).find((p) => p.decisionId === decisionId);
    expect(proposal).toMatchObject({
      status: 'implemented',
      proposedBy: 'Marcus Webb',
      implementedQuarter: 1,
    });

    for (const quarter of [2, 3]) {
      await w.game(userId).patch('/api/game/advance-quarter').expect(200);
      await waitFor(
        async () => (await ctx.players.find(userId))?.company.currentQuarter === quarter,
        5_000,
        `the council in Q${quarter}`,
      );
    }
    const profile = await waitFor(
      async () => {
        const body = (await w.ask(userId).get('/api/agents/cfo/profile').expect(200)).body;
        return body.trackRecord.recommendations?.scored === 1 ? body : null;
      },
      5_000,
      'the CFO’s scored recommendation',
    );
    const netWorth = (await ctx.players.find(userId))!.company.netWorth;
    const expected = scoreRecommendation(open![0]!, netWorth);
    expect(profile.trackRecord).toMatchObject({ scored: 1, brierScore: expected.brier });
    expect(profile.trackRecord.recommendations.hits).toBe(expected.hit ? 1 : 0);
    expect(profile.weighting).toMatch(/recommendations carried out/);

    const vote = await w
      .ask(userId)
      .post('/api/agents/request-recommendation')
      .send({
        agentId: 'ceo',
        question: 'How is the brand doing?',
        context: { category: 'marketing', urgency: 'low' },
        proposeDecision: false,
      })
      .expect(200);
    expect((vote.body as { voteWeights: Record<string, number> }).voteWeights.cfo).toBe(
      profile.trackRecord.weight,
    );
  });
});
