// A decision's plan in the books (GAME.md "What the decision says is what
// happens"): the spend it names and what the scenario then does are two lines,
// each with its reason; the quarter's breakdown counts both under scenarios.
import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  applyScenarioResolution,
  createCompany,
  InvalidEngineInputError,
  quarterBreakdowns,
  type FinancialEvent,
} from '../src/domain';
import { resolutionCashEffect } from '@ai-council/rules';
import { aPlan, aResolution } from './support/plans';

describe('resolving a scenario with a plan', () => {
  it('when the plan spends exactly $40,000, then the books show -4,000,000 as the plan’s spend with its reason and the outcome as a line of its own', () => {
    const start = createCompany(41);
    const resolution = aResolution({ plan: aPlan({ spend: 4_000_000, outcome: -2_500_000 }) });
    const { state, events, applied } = applyScenarioResolution(start, resolution);

    expect(applied).toBe(true);
    expect(events).toEqual([
      {
        eventType: 'scenario_plan_spend',
        description: `Security Breach Detected: the plan's spend. The budget the decision names: "$40,000 for forensics and customer credits".`,
        triggeredBy: 'scenario:breach',
        amount: -4_000_000,
        account: 'cash',
        quarter: 1,
      },
      {
        eventType: 'scenario_outcome',
        description:
          'Security Breach Detected: The threat would do $95K if neglected; the plan avoids 74% of it.',
        triggeredBy: 'scenario:breach',
        amount: -2_500_000,
        account: 'cash',
        quarter: 1,
      },
    ]);
    expect(state.cash).toBe(start.cash - 6_500_000);
    expect(state.netWorth).toBe(start.netWorth - 6_500_000);
    expect(resolutionCashEffect(resolution)).toBe(-6_500_000);
  });

  it('when an opportunity’s plan earns more than it spends, then the gain is its own positive line', () => {
    const start = createCompany(42);
    const { events, state } = applyScenarioResolution(
      start,
      aResolution({
        scenarioId: 'partner',
        plan: aPlan({ spend: 1_000_000, outcome: 3_000_000, outcomeReason: 'The partnership earns this.' }),
      }),
    );
    expect(events.map((e) => [e.eventType, e.amount])).toEqual([
      ['scenario_plan_spend', -1_000_000],
      ['scenario_outcome', 3_000_000],
    ]);
    expect(state.cash).toBe(start.cash + 2_000_000);
  });

  it('when the same resolution with a plan arrives twice, then it is booked and its levers started once', () => {
    const lever = { kind: 'hiring-pause' as const, quarters: 2, reason: 'freeze hiring for two quarters' };
    const once = applyScenarioResolution(createCompany(43), aResolution({}, [lever])).state;
    const twice = applyScenarioResolution(once, aResolution({}, [lever]));
    expect(twice.applied).toBe(false);
    expect(twice.events).toEqual([]);
    expect(twice.state).toBe(once);
    expect(once.levers).toHaveLength(1);
  });

  it('when a plan pulls levers, then they start with the quarters it names, from the scenario, described for the books', () => {
    const { state } = applyScenarioResolution(
      createCompany(44),
      aResolution({}, [
        { kind: 'marketing-budget', amount: 2_000_000, quarters: 2, reason: 'a $20k campaign each quarter' },
        { kind: 'price-change', percent: -5, quarters: 1, reason: 'cut prices by 5%' },
      ]),
    );
    expect(state.levers).toEqual([
      expect.objectContaining({
        kind: 'marketing-budget',
        quartersLeft: 2,
        source: 'scenario:breach',
        description: 'Marketing budget $20K a quarter (Security Breach Detected)',
      }),
      expect.objectContaining({
        kind: 'price-change',
        quartersLeft: 1,
        source: 'scenario:breach',
        description: 'Price change -5% (Security Breach Detected)',
      }),
    ]);
  });

  it('when there is no plan, then the cashEffect is booked as one resolution line, as before', () => {
    const start = createCompany(45);
    const { events } = applyScenarioResolution(start, {
      ...aResolution(),
      plan: undefined,
      cashEffect: -1_200_000,
    });
    expect(events).toEqual([
      expect.objectContaining({ eventType: 'scenario_resolution', amount: -1_200_000 }),
    ]);
  });

  it('when a plan breaks its contract (a lever of five quarters, a fractional spend), then the resolution is refused', () => {
    const start = createCompany(46);
    expect(() =>
      applyScenarioResolution(
        start,
        aResolution({}, [{ kind: 'supplier-switch', quarters: 5, reason: 'switch' }]),
      ),
    ).toThrow(InvalidEngineInputError);
    expect(() => applyScenarioResolution(start, aResolution({ plan: aPlan({ spend: 10.5 }) }))).toThrow(
      InvalidEngineInputError,
    );
  });

  it('when the quarter is broken down, then the plan’s spend and the outcome count under scenarios', () => {
    const resolved = applyScenarioResolution(createCompany(47), aResolution());
    const played = advanceQuarter(resolved.state, { openScenarios: [] });
    const ledger: FinancialEvent[] = [...resolved.events, ...played.events];
    const [quarter] = quarterBreakdowns(played.state.history, ledger);
    const scenarios = quarter!.parts.find((part) => part.part === 'scenarios')!;
    expect(scenarios).toEqual({ part: 'scenarios', netWorth: -6_500_000, cash: -6_500_000 });
    expect(quarter!.netWorthChange).toBe(played.state.netWorth - createCompany(47).netWorth);
  });
});
