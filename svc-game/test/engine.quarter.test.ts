import { scenarioStake } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  applyDecision,
  applyScenarioResolution,
  createCompany,
  DecisionAlreadyImplementedError,
  InsufficientCashError,
  InvalidEngineInputError,
  type FinancialEvent,
  type OpenScenario,
} from '../src/domain';
import { ESCALATION } from '../src/domain/engine/tuning';
import { withBooks } from './support/company-books';

const sum = (events: FinancialEvent[], account?: FinancialEvent['account']) =>
  events
    .filter((event) => !account || event.account === account)
    .reduce((total, event) => total + event.amount, 0);

function allNumbers(value: unknown, path = 'state'): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => allNumbers(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => allNumbers(item, `${path}.${key}`));
  }
  return [];
}

describe('a new company', () => {
  it('when created, then it starts at quarter 1 with $1M net worth, ~25 people, ~2% share and a slightly positive cash flow', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const company = createCompany(seed);
      expect(company.currentQuarter).toBe(1);
      expect(company.quartersPlayed).toBe(0);
      expect(company.status).toBe('active');
      expect(company.endReason).toBeNull();
      expect(company.netWorth).toBe(100_000_000);
      expect(company.netWorth).toBe(company.cash + company.assets - company.liabilities);
      expect(company.employeeCount).toBeGreaterThanOrEqual(23);
      expect(company.employeeCount).toBeLessThanOrEqual(27);
      expect(company.marketShare).toBeGreaterThanOrEqual(180);
      expect(company.marketShare).toBeLessThanOrEqual(220);
      expect(company.cashFlow).toBeGreaterThan(0);
      expect(company.cashFlow).toBeLessThan(company.revenue * 0.15);
    }
  });

  it('when created, then drivers sit around 50-60 with one or two weak departments', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { drivers } = createCompany(seed);
      const health = Object.entries(drivers)
        .filter(([name]) => name !== 'liquidity')
        .map(([name, value]) => (name === 'techDebt' ? 100 - value : value));
      const weak = health.filter((value) => value <= 40);
      expect(weak.length).toBeGreaterThanOrEqual(1);
      expect(weak.length).toBeLessThanOrEqual(2);
      expect(health.filter((value) => value > 40).every((value) => value >= 50 && value <= 60)).toBe(true);
    }
  });

  it('when stored as JSON, then it comes back identical and holds only integers', () => {
    const company = advanceQuarter(createCompany('json'), { openScenarios: [] }).state;
    expect(JSON.parse(JSON.stringify(company))).toEqual(company);
    const notIntegers = allNumbers(company).filter(([, value]) => !Number.isInteger(value));
    expect(notIntegers).toEqual([]);
  });
});

describe('advancing a quarter', () => {
  it('when quarter 1 is played, then the company moves to quarter 2 and records a snapshot', () => {
    const start = createCompany(7);
    const { state, quarter, ended } = advanceQuarter(start, { openScenarios: [] });
    expect(quarter).toBe(1);
    expect(ended).toBe(false);
    expect(state.currentQuarter).toBe(2);
    expect(state.quartersPlayed).toBe(1);
    expect(state.gameYears).toBe(1);
    expect(state.history).toHaveLength(1);
    expect(state.history[0]).toMatchObject({
      quarter: 1,
      revenue: state.revenue,
      cash: state.cash,
      netWorth: state.netWorth,
    });
  });

  it('when a quarter is played, then the input state is left untouched', () => {
    const start = createCompany(8);
    const before = JSON.stringify(start);
    advanceQuarter(start, { openScenarios: [{ id: 's1', department: 'Security', severity: 'high' }] });
    expect(JSON.stringify(start)).toBe(before);
  });

  it('when quarters are played, then the cash change equals the sum of the cash events and net worth the sum of all', () => {
    for (let seed = 1; seed <= 30; seed++) {
      let state = createCompany(seed);
      const open: OpenScenario[] = [{ id: `s-${seed}`, department: 'Marketing', severity: 'medium' }];
      state = applyDecision(state, {
        decisionId: 'd1',
        financialImpact: -2_000_000,
        timeImpact: 3,
        driverEffects: { brand: 9 },
      }).state;
      while (state.status === 'active') {
        const { state: next, events } = advanceQuarter(state, {
          openScenarios: state.quartersPlayed < 3 ? open : [],
        });
        expect(next.cash - state.cash).toBe(sum(events, 'cash'));
        expect(next.netWorth - state.netWorth).toBe(sum(events));
        expect(next.cashFlow).toBe(sum(events, 'cash'));
        expect(sum(events.filter((event) => event.eventType === 'revenue'))).toBe(next.revenue);
        for (const event of events) {
          expect(Number.isInteger(event.amount)).toBe(true);
          expect(event.amount).not.toBe(0);
          expect(event.eventType).toMatch(/^[a-z_]+$/);
          expect(event.description.length).toBeGreaterThan(0);
          expect(event.triggeredBy.length).toBeGreaterThan(0);
          expect(event.quarter).toBe(state.currentQuarter);
        }
        state = next;
      }
    }
  });

  it('when a scenario is left open, then each quarter costs a share of its stake at its severity then, never more than the stake in all, hurts its department and its severity rises one step', () => {
    const start = createCompany(11);
    const open: OpenScenario[] = [{ id: 'breach', department: 'Security', severity: 'medium' }];
    const first = advanceQuarter(start, { openScenarios: open });
    const control = advanceQuarter(start, { openScenarios: [] });
    expect(first.escalations).toEqual([
      expect.objectContaining({
        scenarioId: 'breach',
        department: 'Security',
        previousSeverity: 'medium',
        severity: 'high',
        quartersOpen: 1,
      }),
    ]);
    const penalty = first.events.find((event) => event.eventType === 'scenario_escalation');
    expect(penalty).toMatchObject({ triggeredBy: 'scenario:breach', account: 'cash' });
    expect(penalty!.amount).toBe(-Math.round(scenarioStake(start.revenue, 'medium') * ESCALATION.stakeShare));
    expect(first.state.cash).toBeLessThan(control.state.cash);
    expect(first.state.drivers.security).toBeLessThan(control.state.drivers.security);
    expect(first.state.scenarioPenalties).toEqual([
      expect.objectContaining({ scenarioId: 'breach', severity: 'high', quartersOpen: 1 }),
    ]);

    // Kept open, it costs its stake at the severity it has reached, then no more cash, while its department erodes.
    let state = first.state;
    let severity: OpenScenario['severity'] = 'high';
    let total = first.escalations[0]!.cashPenalty;
    for (let quarter = 2; quarter <= 8; quarter++) {
      const next = advanceQuarter(state, { openScenarios: [{ ...open[0]!, severity }] });
      const escalation = next.escalations[0]!;
      expect(escalation.quartersOpen).toBe(quarter);
      total += escalation.cashPenalty;
      expect(total).toBeLessThanOrEqual(scenarioStake(state.revenue, severity));
      expect(next.state.scenarioPenalties[0]!.totalCashPenalty).toBe(total);
      expect(escalation.driverPenalty.security).toBeLessThan(0);
      state = next.state;
      severity = escalation.severity;
    }
    expect(severity).toBe('critical');
    // Left open long enough, the threat does its full damage: its stake when it was raised, and more as it grew.
    expect(total).toBeGreaterThanOrEqual(scenarioStake(start.revenue, 'medium'));
  });

  it('when tech debt is the open problem, then escalation raises tech debt (lower is better)', () => {
    const start = createCompany(12);
    const open = advanceQuarter(start, {
      openScenarios: [{ id: 't', department: 'Technology', severity: 'high' }],
    });
    const control = advanceQuarter(start, { openScenarios: [] });
    expect(open.state.drivers.techDebt).toBeGreaterThan(control.state.drivers.techDebt);
  });

  it('when an open scenario is malformed, then the quarter is refused', () => {
    const start = createCompany(13);
    expect(() =>
      advanceQuarter(start, {
        openScenarios: [{ id: 'x', department: 'Sales', severity: 'apocalyptic' as never }],
      }),
    ).toThrow(InvalidEngineInputError);
  });

  it('when drivers are extreme, then market share still moves by a bounded amount per quarter', () => {
    const start = createCompany(14);
    const strong = {
      ...start,
      drivers: { ...start.drivers, brand: 100, productQuality: 100, pipeline: 100, strategyFocus: 100 },
    };
    const weak = {
      ...start,
      drivers: { ...start.drivers, brand: 0, productQuality: 0, pipeline: 0, strategyFocus: 0 },
    };
    const up = advanceQuarter(strong, { openScenarios: [] }).state.marketShare - start.marketShare;
    const down = advanceQuarter(weak, { openScenarios: [] }).state.marketShare - start.marketShare;
    expect(up).toBeGreaterThan(0);
    expect(up).toBeLessThanOrEqual(Math.max(80, start.marketShare * 0.15));
    expect(down).toBeLessThan(0);
    expect(-down).toBeLessThanOrEqual(Math.max(80, start.marketShare * 0.15));
  });

  it('when many games are played, then market shocks happen, but rarely', () => {
    const shocks: Record<string, number> = {};
    let quarters = 0;
    for (let seed = 1; seed <= 150; seed++) {
      let state = createCompany(seed);
      for (let q = 0; q < 20 && state.status === 'active'; q++) {
        const result = advanceQuarter(state, { openScenarios: [] });
        quarters += 1;
        if (result.marketShock) shocks[result.marketShock] = (shocks[result.marketShock] ?? 0) + 1;
        state = result.state;
      }
    }
    expect(Object.keys(shocks).sort()).toEqual(['boom', 'new_competitor', 'recession']);
    const total = Object.values(shocks).reduce((a, b) => a + b, 0);
    expect(total / quarters).toBeLessThan(0.15);
  });

  it('when nobody steers, then tech debt grows and brand fades', () => {
    const start = createCompany(15);
    let state = { ...start, drivers: { ...start.drivers, techDebt: 45, brand: 60 } };
    const before = state.drivers;
    for (let q = 0; q < 8 && state.status === 'active'; q++)
      state = advanceQuarter(state, { openScenarios: [] }).state;
    expect(state.drivers.techDebt).toBeGreaterThan(before.techDebt);
    expect(state.drivers.brand).toBeLessThan(before.brand);
  });
});

describe('implementing a decision', () => {
  it('when implemented, then its cost is paid now and its effect arrives over its quarters', () => {
    const start = createCompany(21);
    const { state, events } = applyDecision(start, {
      decisionId: 'brand-push',
      financialImpact: -5_000_000,
      timeImpact: 3,
      driverEffects: { brand: 12 },
      title: 'Brand campaign',
    });
    expect(state.cash).toBe(start.cash - 5_000_000);
    expect(state.netWorth).toBe(start.netWorth - 5_000_000);
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'decision_implemented',
        amount: -5_000_000,
        triggeredBy: 'decision:brand-push',
      }),
    ]);
    expect(state.drivers.brand).toBe(start.drivers.brand);
    expect(state.effects).toEqual([
      expect.objectContaining({ source: 'decision', sourceId: 'brand-push', remainingQuarters: 3 }),
    ]);
    expect(state.implementedDecisionIds).toEqual(['brand-push']);

    let withDecision = state;
    let without = start;
    for (let q = 1; q <= 3; q++) {
      withDecision = advanceQuarter(withDecision, { openScenarios: [] }).state;
      without = advanceQuarter(without, { openScenarios: [] }).state;
      expect(withDecision.effects.length).toBe(q < 3 ? 1 : 0);
    }
    expect(withDecision.drivers.brand - without.drivers.brand).toBeGreaterThanOrEqual(10);
  });

  it('when timeImpact is 0, then the effect lands at once', () => {
    const start = createCompany(22);
    const { state } = applyDecision(start, {
      decisionId: 'now',
      financialImpact: 0,
      timeImpact: 0,
      driverEffects: { morale: 5 },
    });
    expect(state.drivers.morale).toBe(Math.min(100, start.drivers.morale + 5));
    expect(state.effects).toEqual([]);
  });

  it('when the cash does not cover it, then it is refused and nothing changes', () => {
    const start = createCompany(23);
    expect(() =>
      applyDecision(start, {
        decisionId: 'too-big',
        financialImpact: -(start.cash + 1),
        timeImpact: 2,
        driverEffects: {},
      }),
    ).toThrow(InsufficientCashError);
  });

  it('when implemented twice, then the second time is refused', () => {
    const once = applyDecision(createCompany(24), {
      decisionId: 'd',
      financialImpact: -100,
      timeImpact: 1,
      driverEffects: {},
    }).state;
    expect(() =>
      applyDecision(once, { decisionId: 'd', financialImpact: -100, timeImpact: 1, driverEffects: {} }),
    ).toThrow(DecisionAlreadyImplementedError);
  });

  it('when the input is malformed, then it is refused', () => {
    const start = createCompany(25);
    const base = { decisionId: 'd', financialImpact: -100, timeImpact: 1, driverEffects: {} };
    expect(() => applyDecision(start, { ...base, financialImpact: 1.5 })).toThrow(InvalidEngineInputError);
    expect(() => applyDecision(start, { ...base, timeImpact: -1 })).toThrow(InvalidEngineInputError);
    expect(() => applyDecision(start, { ...base, driverEffects: { happiness: 3 } as never })).toThrow(
      InvalidEngineInputError,
    );
    expect(() => applyDecision(start, { ...base, decisionId: '' })).toThrow(InvalidEngineInputError);
  });
});

describe('resolving a scenario', () => {
  const resolution = {
    scenarioId: 'audit',
    department: 'Legal & Compliance' as const,
    grade: 84,
    cashEffect: -1_500_000,
    driverEffects: { compliance: 10 },
    durationQuarters: 2,
  };

  it('when resolved, then its cost is booked, half the effect lands now and the rest next quarter', () => {
    const start = withBooks(createCompany(31), {});
    const { state, events, applied } = applyScenarioResolution(start, resolution);
    expect(applied).toBe(true);
    expect(state.cash).toBe(start.cash - 1_500_000);
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'scenario_resolution',
        amount: -1_500_000,
        triggeredBy: 'scenario:audit',
      }),
    ]);
    expect(state.drivers.compliance).toBe(Math.min(100, start.drivers.compliance + 5));
    expect(state.effects).toEqual([
      expect.objectContaining({
        source: 'scenario',
        remainingQuarters: 1,
        remainingDriverEffects: { compliance: 5 },
      }),
    ]);
    expect(state.counters.scenariosResolved).toBe(1);
    expect(state.counters.scenariosResolvedWell).toBe(1);
  });

  it('when the same resolution arrives twice, then the second one changes nothing', () => {
    const once = applyScenarioResolution(createCompany(32), resolution).state;
    const twice = applyScenarioResolution(once, resolution);
    expect(twice.applied).toBe(false);
    expect(twice.state).toBe(once);
    expect(twice.events).toEqual([]);
  });

  it('when the answer is poor, then it counts as resolved but not resolved well', () => {
    const { state } = applyScenarioResolution(createCompany(33), {
      ...resolution,
      grade: 30,
      driverEffects: { compliance: -4 },
    });
    expect(state.counters.scenariosResolved).toBe(1);
    expect(state.counters.scenariosResolvedWell).toBe(0);
  });

  it('when an escalating scenario is resolved, then it stops escalating', () => {
    const open: OpenScenario[] = [{ id: 'audit', department: 'Legal & Compliance', severity: 'low' }];
    const escalated = advanceQuarter(createCompany(34), { openScenarios: open }).state;
    expect(escalated.scenarioPenalties).toHaveLength(1);
    const resolved = applyScenarioResolution(escalated, resolution).state;
    expect(resolved.scenarioPenalties).toEqual([]);
  });

  it('when the grade is outside 0-100, then it is refused', () => {
    expect(() => applyScenarioResolution(createCompany(35), { ...resolution, grade: 101 })).toThrow(
      InvalidEngineInputError,
    );
  });
});
