// Issue 40, "Numbers that disagree": a proposal has one price wherever it is
// shown (the chat answer that offers it, the recommendation, svc-game's
// GET /api/decisions), and a decision the council says is waiting exists in
// svc-game, so implementing it never answers 404. Through the real apps.
import { recommendationResponseSchema } from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';
import { waitFor } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithGame, type WithGame } from './support/with-game';

let w: WithGame;
beforeAll(async () => {
  w = await startWithGame([7101, 7202, 7303]);
});
afterAll(async () => w.close());

interface Pending {
  id: string;
  title: string;
  status: string;
  financialImpact: number;
}

async function pending(userId: string): Promise<Pending[]> {
  const res = await w.game(userId).get('/api/decisions').expect(200);
  return (res.body as Pending[]).filter((d) => d.status === 'pending');
}

/** The price a sentence gives a pending decision, as /api/decisions would show it. */
const priceWords = (cents: number) =>
  cents < 0 ? ` at ${formatCents(-cents)}` : cents > 0 ? ` bringing in ${formatCents(cents)}` : '';

async function chat(userId: string, agentName: string, message: string) {
  const res = await w
    .ask(userId)
    .post('/api/communications/to-agent')
    .send({ agentName, message })
    .expect(201);
  return res.body as { reply: { message: string }; decisionId?: string };
}

const questions: Array<[string, string]> = [
  ['cfo', 'What should we cut first?'],
  ['cfo', 'Should we raise prices 5%?'],
  ['cmo', 'Should we double the marketing budget?'],
  ['cfo', 'Can we afford to hire 5 engineers?'],
  ['chro', 'Should we give everyone a 5% raise?'],
  ['cto', 'Should we spend $50K paying down technical debt?'],
];

describe('a proposal offered in the chat', () => {
  it('when an advisor says a decision is waiting, then svc-game lists it at the price the chat named, and implementing it works', async () => {
    const userId = 'one-price-chat';
    await w.play(userId);
    let offered = 0;
    for (const [agent, question] of questions) {
      const { reply, decisionId } = await chat(userId, agent, question);
      const waiting = /It is waiting in your pending decisions as "([^"]+)"/.exec(reply.message);
      const already = /"([^"]+)" is already in your pending decisions/.exec(reply.message);
      if (waiting) {
        offered += 1;
        expect(decisionId, reply.message).toBeDefined();
        const decision = await waitFor(
          async () => (await pending(userId)).find((d) => d.id === decisionId),
          5_000,
          `"${waiting[1]}" in svc-game`,
        );
        expect(decision.title).toBe(waiting[1]);
        expect(reply.message).toContain(`as "${decision.title}"${priceWords(decision.financialImpact)}.`);
      } else {
        expect(decisionId, reply.message).toBeUndefined();
      }
      if (already) {
        // What the chat says waits, waits: at the price it quotes.
        const held = (await pending(userId)).find((d) => d.title === already[1]);
        expect(held, reply.message).toBeDefined();
        expect(reply.message).toContain(
          `"${held!.title}" is already in your pending decisions${priceWords(held!.financialImpact)}:`,
        );
      }
    }
    expect(offered).toBeGreaterThan(0);
    // Every decision the council offered exists: implementing each answers, never 404.
    for (const d of await pending(userId)) {
      const res = await w.game(userId).patch(`/api/decisions/${d.id}/implement`);
      expect(res.status, `${d.title}: ${JSON.stringify(res.body)}`).not.toBe(404);
    }
  });
});

describe('a proposal the council recommends', () => {
  it('when the council files its recommendation, then svc-game lists it at the price the recommendation names', async () => {
    const userId = 'one-price-recommendation';
    await w.play(userId);
    const res = await w
      .ask(userId)
      .post('/api/agents/request-recommendation')
      .send({
        agentId: 'cfo',
        question: 'Should we cut operations costs by 10%?',
        context: { category: 'financial', urgency: 'medium' },
        proposeDecision: true,
      })
      .expect(200);
    const body = recommendationResponseSchema.parse(res.body);
    expect(body.decisionId).toBeDefined();
    const decision = await waitFor(
      async () => (await pending(userId)).find((d) => d.id === body.decisionId),
      5_000,
      'the recommended decision in svc-game',
    );
    const said = [
      body.collectiveReasoning,
      ...body.implementationNotes,
      ...body.alternativeConsiderations,
    ].join(' ');
    expect(said).toContain(formatCents(Math.abs(decision.financialImpact)));
  });
});
