import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  applyScenarioResolution,
  createCompany,
  objectives,
  primaryObjectivesComplete,
  type CompanyState,
} from '../src/domain';

const byId = (state: CompanyState) =>
  Object.fromEntries(objectives(state).map((objective) => [objective.id, objective]));

describe('objectives', () => {
  it('when a game starts, then there are five objectives, none complete, each with progress', () => {
    const list = objectives(createCompany(1));
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(6);
    for (const objective of list) {
      expect(objective).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        isCompleted: false,
        currentValue: expect.any(Number),
        targetValue: expect.any(Number),
        unit: expect.any(String),
        isPrimary: expect.any(Boolean),
      });
      expect(objective.currentValue).toBeLessThan(objective.targetValue);
    }
    expect(list.map((objective) => objective.id)).toEqual([
      'net-worth',
      'market-share',
      'team-size',
      'positive-cash-flow-streak',
      'scenarios-resolved-well',
    ]);
    expect(byId(createCompany(1))['net-worth']).toMatchObject({
      title: 'Reach $10.0M net worth',
      currentValue: 100_000_000,
      targetValue: 1_000_000_000,
    });
  });

  it('when the company changes, then progress follows the state and is never stored', () => {
    const start = createCompany(2);
    expect(Object.keys(start)).not.toContain('objectives');
    const grown: CompanyState = { ...start, netWorth: 1_000_000_000, marketShare: 520, employeeCount: 60 };
    const objectivesNow = byId(grown);
    expect(objectivesNow['net-worth']!.isCompleted).toBe(true);
    expect(objectivesNow['market-share']).toMatchObject({
      isCompleted: true,
      currentValue: 520,
      targetValue: 500,
    });
    expect(objectivesNow['team-size']!.isCompleted).toBe(true);
    expect(byId({ ...grown, netWorth: 999_999_999 })['net-worth']!.isCompleted).toBe(false);
  });

  it('when cash flow stays positive for four quarters, then the streak objective is met and stays met', () => {
    let state = createCompany(3);
    const streak = () => byId(state)['positive-cash-flow-streak']!;
    let best = 0;
    for (let q = 0; q < 12 && state.status === 'active'; q++) {
      state = advanceQuarter(state, { openScenarios: [] }).state;
      best = Math.max(best, state.counters.positiveCashFlowStreak);
      expect(streak().currentValue).toBe(Math.min(4, best));
    }
    const brokenStreak = {
      ...state,
      counters: { ...state.counters, positiveCashFlowStreak: 0, bestPositiveCashFlowStreak: 4 },
    };
    expect(byId(brokenStreak)['positive-cash-flow-streak']!.isCompleted).toBe(true);
  });

  it('when scenarios are resolved, then only sound answers count towards resolving them well', () => {
    let state = createCompany(4);
    const resolve = (id: string, grade: number) =>
      applyScenarioResolution(state, {
        scenarioId: id,
        department: 'Sales',
        grade,
        cashEffect: 0,
        driverEffects: {},
        durationQuarters: 1,
      }).state;
    state = resolve('a', 90);
    state = resolve('b', 40);
    state = resolve('c', 70);
    expect(byId(state)['scenarios-resolved-well']!.currentValue).toBe(2);
    for (const id of ['d', 'e', 'f']) state = resolve(id, 80);
    expect(byId(state)['scenarios-resolved-well']).toMatchObject({ currentValue: 5, isCompleted: true });
  });

  it('when victory is checked, then the primary objectives are net worth, the cash-flow streak and scenarios resolved well', () => {
    const primary = objectives(createCompany(5))
      .filter((objective) => objective.isPrimary)
      .map((objective) => objective.id);
    expect(primary).toEqual(['net-worth', 'positive-cash-flow-streak', 'scenarios-resolved-well']);
    const start = createCompany(5);
    const done: CompanyState = {
      ...start,
      netWorth: 1_000_000_000,
      counters: { ...start.counters, bestPositiveCashFlowStreak: 4, scenariosResolvedWell: 5 },
    };
    expect(primaryObjectivesComplete(done)).toBe(true);
    expect(
      primaryObjectivesComplete({ ...done, counters: { ...done.counters, scenariosResolvedWell: 4 } }),
    ).toBe(false);
  });
});
