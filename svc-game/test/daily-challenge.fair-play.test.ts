// A fair leaderboard (issue 25): svc-game takes one council proposal per
// department a quarter, and the replay check refuses a decision log that broke
// the game's caps even when it replays to its own score, as the farmed run of
// the review did (22 agent proposals implemented in one quarter on the day's seed).
import { randomUUID } from 'node:crypto';
import { ANONYMOUS_CHALLENGER } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { DEPARTMENT_DRIVER, DEPARTMENT_IDS, DEPARTMENTS } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import type { DecisionLogEntry } from '../src/domain/replay/decision-log';
import { replayGame } from '../src/domain/replay/replay';
import { challengeDay, challengeSeed, judgeChallengeEntry } from '../src/domain/use-cases/daily-challenge';
import { startGameHarness } from './support/game-harness';
import { gameDoc } from './support/played-game';

const h = startedForFile(() => startGameHarness());

/** A council move of one department: a small cost for a lift of its own driver. */
const move = (department: (typeof DEPARTMENTS)[number], n: number) => ({
  decisionId: `farm-${DEPARTMENT_IDS[department]}-${n}`,
  title: `${department} push ${n}`,
  category: DEPARTMENT_IDS[department],
  financialImpact: -1_000_000,
  timeImpact: 1,
  driverEffects: { [DEPARTMENT_DRIVER[department]]: 12 },
});

/** The log with quarters played until the replayed game ends. */
function playedToTheEnd(seed: number, moves: DecisionLogEntry[][]): DecisionLogEntry[] {
  const log: DecisionLogEntry[] = [];
  for (let quarter = 0; quarter < 20; quarter += 1) {
    log.push(...(moves[quarter] ?? []), { kind: 'quarter-advanced' });
    if (replayGame(seed, log).status === 'ended') return log;
  }
  return log;
}

const proposedAndImplemented = (decision: ReturnType<typeof move>): DecisionLogEntry[] => [
  { kind: 'decision-proposed', decision },
  { kind: 'decision-implemented', decision },
];

describe('a fair daily-challenge leaderboard', () => {
  it('when a log holds 22 agent proposals implemented in one quarter, then the leaderboard refuses it though it replays to its own score', () => {
    const seed = challengeSeed(challengeDay(new Date()));
    // Two rounds of asking every department (22 proposals), all implemented, in the first quarter.
    const farm = [1, 2].flatMap((n) =>
      DEPARTMENTS.flatMap((department) => proposedAndImplemented(move(department, n))),
    );
    expect(farm.filter((e) => e.kind === 'decision-proposed')).toHaveLength(22);
    const farmed = playedToTheEnd(seed, [farm]);
    const farmedEnd = replayGame(seed, farmed);
    const honestLog = playedToTheEnd(seed, [
      DEPARTMENTS.flatMap((department) => proposedAndImplemented(move(department, 1))),
    ]);
    const honestEnd = replayGame(seed, honestLog);
    const passiveEnd = replayGame(seed, playedToTheEnd(seed, []));
    console.log(
      `[fair play] seed ${seed}: passive ${passiveEnd.finalScore}, one proposal per department ${honestEnd.finalScore}, farmed (22 in quarter 1) ${farmedEnd.finalScore}`,
    );

    const entry = judgeChallengeEntry(farmedEnd, farmed, new Date());
    expect(entry.accepted).toBe(false);
    expect(entry.refusal).toMatch(/^Quarter 1 took 2 proposals from \w+/);
    // The same game within the caps is accepted: the check refuses the farm, not the play.
    expect(judgeChallengeEntry(honestEnd, honestLog, new Date())).toMatchObject({ accepted: true });
  });

  it('when a log implements a decision nobody proposed, or one twice, then it is refused', () => {
    const seed = challengeSeed('2030-01-01');
    const decision = move('Finance', 1);
    const unproposed = playedToTheEnd(seed, [[{ kind: 'decision-implemented', decision }]]);
    expect(judgeChallengeEntry(replayGame(seed, unproposed), unproposed, new Date())).toMatchObject({
      accepted: false,
      refusal: expect.stringMatching(/not proposed, or implemented one twice/),
    });
  });

  it('when the council sends 22 proposals in one quarter, then svc-game takes one per department', async () => {
    const userId = `farmer-${randomUUID().slice(0, 8)}`;
    const player = h.as(userId, { firstName: 'Fay' });
    const { gameId } = (await player.post('/api/game/challenge').expect(201)).body as { gameId: string };
    for (const n of [1, 2]) {
      for (const department of DEPARTMENTS) {
        await h.publishAsCouncil(
          sampleEvent('decision.proposed', {
            userId,
            gameId,
            id: randomUUID(),
            payload: { ...move(department, n), description: 'A push.', proposedBy: 'The council' },
          }),
        );
      }
    }
    const proposals = (e: { type: string; userId: string }) =>
      e.type === 'decision.proposed' && e.userId === userId;
    await h.waitFor(() => h.published.filter(proposals).length === 22);
    await h.waitFor(async () => (await gameDoc(h, gameId)).decisions.length === DEPARTMENTS.length);
    await h.waitFor(() => h.handled.filter(proposals).length === 22);
    const doc = await gameDoc(h, gameId);
    // Whichever of a department's two arrived first: one each.
    expect(doc.decisions.map((d) => d.category).sort()).toEqual(
      DEPARTMENTS.map((d) => DEPARTMENT_IDS[d]).sort(),
    );
    expect(doc.log!.filter((e) => e.kind === 'decision-proposed')).toHaveLength(DEPARTMENTS.length);
    // Next quarter each department may propose again.
    await player.patch('/api/game/advance-quarter').expect(200);
    await h.publishAsCouncil(
      sampleEvent('decision.proposed', {
        userId,
        gameId,
        payload: { ...move('Finance', 3), description: 'A push.', proposedBy: 'The CFO' },
      }),
    );
    await h.waitFor(async () =>
      (await gameDoc(h, gameId)).decisions.some((d) => d.id === move('Finance', 3).decisionId),
    );
  });

  it('when a player starts the challenge without opting in, then the leaderboard keeps the anonymous label, not their name', async () => {
    const shy = h.as(`shy-${randomUUID().slice(0, 8)}`, { firstName: 'Sam' });
    const { gameId } = (await shy.post('/api/game/challenge').expect(201)).body as { gameId: string };
    expect((await gameDoc(h, gameId)).challenge?.firstName).toBe(ANONYMOUS_CHALLENGER);
    const proud = h.as(`proud-${randomUUID().slice(0, 8)}`, { firstName: 'Pia' });
    const shown = (await proud.post('/api/game/challenge').send({ showName: true }).expect(201)).body as {
      gameId: string;
    };
    expect((await gameDoc(h, shown.gameId)).challenge?.firstName).toBe('Pia');
    const bad = await proud.post('/api/game/challenge').send({ showName: 'yes', firstName: 'Mallory' });
    expect(bad.status).toBe(400);
  });
});
