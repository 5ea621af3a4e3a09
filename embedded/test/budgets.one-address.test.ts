// Issue 43: one player's full budget never blocks another. The system runs as
// `npm start` runs it, with a small store bound (STORE_MAX_MB) and a small
// council budget per account: two guests from one address talk to their
// boards until each is at its budget (429 with a sentence), and a third
// player's game start, decision and council question still go through. Without
// the budget per account, the two fill svc-council's store and every write of
// the third is refused (507).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asPlayer, embeddedSystemForSuite, guestCookie } from './support/system';

const STORE_MAX_MB = 0.2;
const COUNCIL_KB_PER_ACCOUNT_PER_DAY = 16;
/** More than the gateway's 120 writes a minute per account let through: the budget must stop each first. */
const MOST_QUESTIONS_TRIED = 110;

const suite = embeddedSystemForSuite('budgets-one-address', {
  STORE_MAX_MB: String(STORE_MAX_MB),
  COUNCIL_KB_PER_ACCOUNT_PER_DAY: String(COUNCIL_KB_PER_ACCOUNT_PER_DAY),
});

const question = { agentName: 'Marcus Webb', message: 'Can we afford one more hire this quarter?' };

/** Each store's files together, in KB. */
function storeSizes(): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const store of readdirSync(suite.dataDir, { withFileTypes: true })) {
    if (!store.isDirectory()) continue;
    const dir = path.join(suite.dataDir, store.name);
    const bytes = readdirSync(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
    sizes[store.name] = Math.round(bytes / 1024);
  }
  return sizes;
}

/** A new guest (from this test's one address) with a game and its opening scenarios. */
async function guestWithGame(firstName: string) {
  const player = asPlayer(suite.system.url, await guestCookie(suite.system.url, firstName));
  expect((await player.call('POST', '/api/game/start')).status).toBe(201);
  const [scenario] = await player.until<Array<{ id: string }>>('/api/scenarios', (list) => list.length > 0);
  return { player, scenarioId: scenario!.id };
}

/** Asks the board until refused: the statuses, the last with its answer. */
async function askUntilRefused(player: ReturnType<typeof asPlayer>) {
  for (let asked = 0; asked < MOST_QUESTIONS_TRIED; asked += 1) {
    const answer = await player.call('POST', '/api/communications/to-agent', question);
    if (answer.status !== 201) return { asked, refusal: answer };
  }
  return { asked: MOST_QUESTIONS_TRIED, refusal: null };
}

describe('budgets per account, from one address', () => {
  it('when two accounts from one address fill their council budgets, then a third player’s game start, decision and council question keep working', async () => {
    for (const name of ['Fill', 'Flood']) {
      const { player } = await guestWithGame(name);
      const { asked, refusal } = await askUntilRefused(player);
      console.log(`budgets: ${name} asked ${asked} questions before ${JSON.stringify(refusal)}`);
      expect(refusal).toEqual({
        status: 429,
        body: {
          code: 'quota-reached',
          message: `Your council has taken in ${COUNCIL_KB_PER_ACCOUNT_PER_DAY} KB of questions, answers and meetings today, the most one account keeps a day. Come back tomorrow (UTC) to go on talking; your game goes on meanwhile.`,
        },
      });
      expect(asked).toBeGreaterThan(5);
    }

    const { player: third, scenarioId } = await guestWithGame('Third');
    const decided = await third.call('PATCH', `/api/scenarios/${scenarioId}`, {
      status: 'resolved',
      playerDecision: 'Patch the servers this week, the CTO owns it, budget $40K.',
    });
    expect(decided.status).toBe(200);
    expect((await third.call('POST', '/api/communications/to-agent', question)).status).toBe(201);
    console.log(
      `budgets: store sizes after, KB (bound ${STORE_MAX_MB * 1024} each): ${JSON.stringify(storeSizes())}`,
    );
  });
});
