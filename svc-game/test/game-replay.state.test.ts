// A game's decision log, replayed from its seed through the same engine, lands
// on the same company; a log that was changed does not. The game-over
// comparison is replayed from the same log, and the same game gives the same numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCounterfactual, replayGame, ReplayRefusedError, type DecisionLogEntry } from '../src/domain';
import { startGameHarness, type GameHarness } from './support/game-harness';
import { gameDoc, playToTheEnd } from './support/played-game';

let h: GameHarness;
let played: { gameId: string; finalScore: number };

beforeAll(async () => {
  h = await startGameHarness();
  played = await playToTheEnd(h, h.as('replayer'), 'replayer');
}, 60_000);
afterAll(() => h.close());

const replayOutcome = (seed: number, log: DecisionLogEntry[]) => {
  try {
    const company = replayGame(seed, log);
    return { finalScore: company.finalScore, netWorth: company.netWorth };
  } catch (error) {
    if (error instanceof ReplayRefusedError) return 'refused';
    throw error;
  }
};

describe('replaying a game from its seed and decision log', () => {
  it('when a played game is replayed, then it reproduces its final company, score and net worth', async () => {
    const doc = await gameDoc(h, played.gameId);
    const kinds = new Set(doc.log!.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual([
      'decision-implemented',
      'decision-proposed',
      'quarter-advanced',
      'scenario-opened',
      'scenario-resolved',
      'simulation-paid',
      'simulation-settled',
    ]);
    const replayed = replayGame(doc.company.seed, doc.log!);
    expect(replayed.finalScore).toBe(played.finalScore);
    expect(replayed.netWorth).toBe(doc.company.netWorth);
    expect(replayed).toEqual(doc.company);
  });

  it('when an amount in the log is changed, then the replay ends on another score or is refused', async () => {
    const doc = await gameDoc(h, played.gameId);
    const log = structuredClone(doc.log!);
    const implemented = log.find((entry) => entry.kind === 'decision-implemented')!;
    if (implemented.kind !== 'decision-implemented') throw new Error('unreachable');
    implemented.decision.financialImpact = 50_000_000;
    const outcome = replayOutcome(doc.company.seed, log);
    expect(outcome).not.toEqual({ finalScore: played.finalScore, netWorth: doc.company.netWorth });
  });

  it('when an entry is added or repeated, then the replay is refused', async () => {
    const doc = await gameDoc(h, played.gameId);
    const log = doc.log!;
    expect(replayOutcome(doc.company.seed, [...log, { kind: 'quarter-advanced' }])).toBe('refused');
    const implemented = log.find((entry) => entry.kind === 'decision-implemented')!;
    const at = log.indexOf(implemented) + 1;
    expect(replayOutcome(doc.company.seed, [...log.slice(0, at), implemented, ...log.slice(at)])).toBe(
      'refused',
    );
  });

  it('when another seed replays the same log, then it does not reproduce the game', async () => {
    const doc = await gameDoc(h, played.gameId);
    expect(replayOutcome(doc.company.seed + 1, doc.log!)).not.toEqual({
      finalScore: played.finalScore,
      netWorth: doc.company.netWorth,
    });
  });
});

describe('GET /api/game/counterfactual', () => {
  it('when the game has ended, then it answers the player beside the council and doing nothing, the same each time', async () => {
    const you = h.as('replayer');
    const first = await you.get('/api/game/counterfactual').expect(200);
    const again = await you.get('/api/game/counterfactual').expect(200);
    expect(again.body).toEqual(first.body);
    const doc = await gameDoc(h, played.gameId);
    expect(first.body.player).toEqual({
      netWorth: doc.company.netWorth,
      finalScore: played.finalScore,
      endReason: doc.company.endReason,
      quartersPlayed: doc.company.quartersPlayed,
    });
    expect(first.body.council).toEqual(playCounterfactual(doc.company.seed, doc.log!, 'council'));
    expect(first.body.passive).toEqual(playCounterfactual(doc.company.seed, doc.log!, 'passive'));
    // The read wrote nothing.
    expect((await gameDoc(h, played.gameId)).version).toBe(doc.version);
  });

  it('when the council proposed a decision the player left pending, then following the council differs from the player', async () => {
    const doc = await gameDoc(h, played.gameId);
    const council = playCounterfactual(doc.company.seed, doc.log!, 'council');
    const passive = playCounterfactual(doc.company.seed, doc.log!, 'passive');
    expect(council.netWorth).not.toBe(doc.company.netWorth);
    expect(passive.netWorth).not.toBe(doc.company.netWorth);
  });

  it('when the game is still being played, then it answers 409', async () => {
    const you = h.as('still-playing');
    await you.start().expect(201);
    const res = await you.get('/api/game/counterfactual').expect(409);
    expect(res.body.message).toMatch(/once the game has ended/);
  });
});
