// The council's byte budget per account (issue 43): an account that wrote its
// day's budget is refused with 429 and a sentence, Play Again does not give it
// a fresh one, another player goes on, and the next UTC day starts anew.
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { COUNCIL_QUOTAS } from '../src/domain/quotas';
import { startHarness, uniqueUser } from './support/harness';

const BUDGET = 6 * 1024;
const h = startedForFile(() => startHarness({ quotas: { bytesPerAccountPerDay: BUDGET } }));

const ask = (userId: string) =>
  h.postAs(userId, '/api/communications/to-agent', {
    agentName: 'Marcus Webb',
    message: 'Can we afford one more hire this quarter?',
  });

const budgetReached = {
  code: 'quota-reached',
  message:
    'Your council has taken in 6 KB of questions, answers and meetings today, the most one account keeps a day. Come back tomorrow (UTC) to go on talking; your game goes on meanwhile.',
};

describe('the council’s byte budget per account', () => {
  it('when an account has written its day’s budget, then its questions and meetings are refused (429) through Play Again, another player goes on, and the next day it may talk again', async () => {
    const talker = uniqueUser('talker');
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.includes(429); i += 1) statuses.push((await ask(talker)).status);
    const refusedAt = statuses.indexOf(429);
    expect(refusedAt).toBeGreaterThan(0);
    expect(statuses.slice(0, refusedAt).every((s) => s === 201)).toBe(true);
    console.log(`council budget per account: ${refusedAt} questions and answers fit in ${BUDGET} bytes`);
    const stored = await h.store.collection('council_communications').count({ userId: talker });

    const refused = await ask(talker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(budgetReached);
    const convened = await h.http
      .post('/api/council/emergency')
      .set('x-user-token', h.token(talker))
      .send({ emergencyType: 'security-breach', description: 'Customer data leaked' });
    expect(convened.status).toBe(429);
    expect(await h.store.collection('council_communications').count({ userId: talker })).toBe(stored);

    // Play Again brings a new game, not a new budget.
    await h.startGame(talker, 'the-next-game');
    expect((await ask(talker)).status).toBe(429);

    // Anyone else is not held up by it.
    expect((await ask(uniqueUser('bystander'))).status).toBe(201);

    h.clock.advance(24 * 3_600_000);
    expect((await ask(talker)).status).toBe(201);
  });

  it('when nothing is lowered, then one day’s budget holds a whole game of the most questions one game keeps', async () => {
    const asker = uniqueUser('asker');
    expect((await ask(asker)).status).toBe(201);
    const charged = await h.store.collection('council_account_budgets').findOne({ _id: asker });
    const perQuestion = (charged as { bytes: number } | null)?.bytes ?? 0;
    expect(perQuestion).toBeGreaterThan(500);
    console.log(`council budget per account: a question and its answer take ${perQuestion} bytes`);
    expect(COUNCIL_QUOTAS.bytesPerAccountPerDay).toBeGreaterThanOrEqual(
      COUNCIL_QUOTAS.questionsPerGame * perQuestion,
    );
  });
});
