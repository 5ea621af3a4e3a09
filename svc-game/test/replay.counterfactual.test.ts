// The counterfactual rules on logs built by hand, through the pure engine:
// following the council implements each proposal as it arrives; doing nothing
// drops every choice; a log that stops early is played on to the end.
import { describe, expect, it } from 'vitest';
import { outcomeOf, playCounterfactual, replayGame, type DecisionLogEntry } from '../src/domain';

const seed = 424242;
const quarters = (n: number): DecisionLogEntry[] =>
  Array.from({ length: n }, () => ({ kind: 'quarter-advanced' }));
const decision = {
  decisionId: 'decision-1',
  title: 'Hire two engineers',
  financialImpact: -3_000_000,
  timeImpact: 2,
  driverEffects: { techDebt: -6 },
};
const resolution = {
  scenarioId: 'scenario-1',
  department: 'Security' as const,
  grade: 85,
  cashEffect: -2_000_000,
  driverEffects: { security: 6 },
  durationQuarters: 2,
};
/** The game after `prefix` with quarters played until it ends. */
function playedOut(prefix: DecisionLogEntry[]) {
  for (let n = 1; n <= 20; n += 1) {
    const company = replayGame(seed, [...prefix, ...quarters(n)]);
    if (company.status === 'ended') return company;
  }
  throw new Error('the game did not end');
}
const scenario = { id: 'scenario-1', department: 'Security' as const, severity: 'medium' as const };

describe('counterfactual replays', () => {
  it('when the council proposed a decision the player ignored, then following the council is the game with it implemented', () => {
    const log: DecisionLogEntry[] = [{ kind: 'decision-proposed', decision }, ...quarters(20)];
    const withIt = playedOut([{ kind: 'decision-implemented', decision }]);
    const asPlayed = playedOut([{ kind: 'decision-proposed', decision }]);
    const council = playCounterfactual(seed, log, 'council');
    expect(council).toEqual(outcomeOf(withIt));
    expect(council).not.toEqual(outcomeOf(asPlayed));
  });

  it('when the player resolved a scenario and implemented a decision, then doing nothing leaves the scenario open and the money unspent', () => {
    const choices: DecisionLogEntry[] = [
      { kind: 'scenario-opened', scenario },
      { kind: 'decision-proposed', decision },
      { kind: 'decision-implemented', decision },
      { kind: 'scenario-resolved', resolution },
    ];
    const played = playedOut(choices);
    const log = [...choices, ...quarters(played.quartersPlayed)];
    const nothing = playedOut([{ kind: 'scenario-opened', scenario }]);
    expect(playCounterfactual(seed, log, 'passive')).toEqual(outcomeOf(nothing));
    expect(outcomeOf(nothing)).not.toEqual(outcomeOf(played));
    // The council keeps the player's resolution and implements the proposal once.
    expect(playCounterfactual(seed, log, 'council')).toEqual(outcomeOf(played));
  });

  it('when the log stops before the game ended, then the counterfactual plays on to its end', () => {
    const outcome = playCounterfactual(seed, quarters(3), 'passive');
    expect(outcome.quartersPlayed).toBeGreaterThan(3);
    expect(outcome).toEqual(outcomeOf(playedOut([])));
  });

  it('when the same log is replayed again, then the numbers are the same', () => {
    const log: DecisionLogEntry[] = [{ kind: 'decision-proposed', decision }, ...quarters(20)];
    expect(playCounterfactual(seed, log, 'council')).toEqual(playCounterfactual(seed, log, 'council'));
    expect(playCounterfactual(seed, log, 'passive')).toEqual(playCounterfactual(seed, log, 'passive'));
  });
});
