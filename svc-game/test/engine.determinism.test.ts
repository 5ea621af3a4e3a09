import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashSeed, SeededRandom } from '@ai-council/rules';
import {
  advanceQuarter,
  applyDecision,
  applyScenarioResolution,
  applySimulationCost,
  completeSimulation,
  createCompany,
  findSimulationOption,
  restartGame,
  type CompanyState,
  type FinancialEvent,
  type OpenScenario,
} from '../src/domain';
import { playGame } from '../src/domain/balance/balance';

/** The same scripted player every time: decisions, a simulation, a resolution and an ignored scenario. */
function play(seed: number | string, serialiseBetweenQuarters = false) {
  let state: CompanyState = createCompany(seed);
  const events: FinancialEvent[] = [];
  let open: OpenScenario[] = [{ id: 'ignored', department: 'Operations', severity: 'low' }];
  const pilot = findSimulationOption(800_000)!.option;
  while (state.status === 'active') {
    const q = state.currentQuarter;
    if (q % 3 === 1 && state.cash > 5_000_000) {
      const decision = applyDecision(state, {
        decisionId: `d${q}`,
        financialImpact: -3_000_000,
        timeImpact: 2,
        driverEffects: { brand: 6, efficiency: 4 },
      });
      state = decision.state;
      events.push(...decision.events);
    }
    if (q === 2) {
      const resolved = applyScenarioResolution(state, {
        scenarioId: 'fixed',
        department: 'Product',
        grade: 88,
        cashEffect: -1_000_000,
        driverEffects: { productQuality: 8 },
        durationQuarters: 2,
      });
      state = resolved.state;
      events.push(...resolved.events);
    }
    if (q === 4 && state.cash >= pilot.costCents) {
      const paid = applySimulationCost(state, pilot);
      const done = completeSimulation(paid.state, pilot, { outcome: 'partial', impact: 55 });
      state = done.state;
      events.push(...paid.events, ...done.events);
    }
    const result = advanceQuarter(state, { openScenarios: open });
    events.push(...result.events);
    open = open.map((scenario) => ({
      ...scenario,
      severity: result.escalations[0]?.severity ?? scenario.severity,
    }));
    state = serialiseBetweenQuarters
      ? (JSON.parse(JSON.stringify(result.state)) as CompanyState)
      : result.state;
  }
  return { state, events };
}

afterEach(() => vi.restoreAllMocks());

describe('determinism', () => {
  it('when two companies share a seed, then they are identical', () => {
    expect(createCompany(99)).toEqual(createCompany(99));
    expect(createCompany('player-seed')).toEqual(createCompany('player-seed'));
    expect(restartGame(99)).toEqual(createCompany(99));
  });

  it('when the same seed meets the same actions, then every quarter, event and score is the same', () => {
    const first = play(1234);
    const second = play(1234);
    expect(second.state).toEqual(first.state);
    expect(second.events).toEqual(first.events);
  });

  it('when the seed differs, then the game differs', () => {
    const a = play(1);
    const b = play(2);
    expect(b.state).not.toEqual(a.state);
    expect(createCompany(1)).not.toEqual(createCompany(2));
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
  });

  it('when the state is stored as JSON between quarters, then the game plays out exactly the same', () => {
    expect(play(77, true)).toEqual(play(77, false));
  });

  it('when a game is played, then no wall clock or global randomness is used', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(() => play(5)).not.toThrow();
    expect(() => playGame(5, 'random')).not.toThrow();
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it('when a balance game is replayed, then its summary is the same', () => {
    for (const strategy of ['passive', 'prudent', 'reckless', 'random'] as const) {
      expect(playGame(42, strategy)).toEqual(playGame(42, strategy));
    }
  });

  it('when the generator is stored and restored, then it resumes the same sequence', () => {
    const rng = new SeededRandom(hashSeed(3));
    rng.next();
    const resumed = new SeededRandom(rng.state);
    const expected = [rng.next(), rng.next(), rng.int(1, 6)];
    expect([resumed.next(), resumed.next(), resumed.int(1, 6)]).toEqual(expected);
    for (let i = 0; i < 1000; i++) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
