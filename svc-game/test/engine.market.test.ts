// The market, not a multiplier: one price level set by the last price lever
// pulled, units sold on a demand curve whose elasticity depends on brand,
// quality and the rivals' price, revenue = units × price, and costs that
// follow units and people. Played through the real engine; on a fresh
// company with nothing open, the quarter's step-5 drivers are the start's.
import type { PlanLever } from '@ai-council/contracts';
import { DEFAULT_QUARTERLY_LEVERS } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  applyDecision,
  createCompany,
  type CompanyState,
  type FinancialEvent,
} from '../src/domain';
import { priceElasticity, priceLevelOf, revenueAt, unitsDemanded } from '../src/domain/engine/demand';
import { activateLevers } from '../src/domain/engine/levers';
import { describeLevers } from '../src/domain/engine/quarterly-levers';
import { MARKET } from '../src/domain/engine/tuning';

const recovery = MARKET.competitorPriceRecovery;

const rise = (percent: number): PlanLever => ({
  kind: 'price-change',
  percent,
  quarters: 4,
  reason: `raise prices ${percent}% for 12 months`,
});

/** Implements one decision per lever, in order, as a player pulling them one after another would. */
function withDecisions(state: CompanyState, levers: PlanLever[]): CompanyState {
  return levers.reduce(
    (current, lever, i) =>
      applyDecision(current, {
        decisionId: `d${i}`,
        financialImpact: 0,
        timeImpact: 0,
        driverEffects: {},
        levers: [lever],
      }).state,
    state,
  );
}

const quarter = (state: CompanyState) => advanceQuarter(state, { openScenarios: [] });
const line = (events: FinancialEvent[], description: string) =>
  events.find((e) => e.description === description)!.amount;
const operationsOf = (events: FinancialEvent[]) => line(events, 'Operations, rent and tools');
const payrollOf = (events: FinancialEvent[]) =>
  events.filter((e) => e.eventType === 'payroll').reduce((sum, e) => sum + e.amount, 0);

/** The units a played quarter sold, from the engine's own demand function at its figures. */
function unitsSold(start: CompanyState, after: CompanyState, priceLevel: number): number {
  return unitsDemanded({
    marketSize: after.marketSize,
    marketShare: after.marketShare,
    drivers: start.drivers,
    priceLevel,
    competitorPrice: after.market.competitorPrice!,
  });
}

describe('one price level, never stacked', () => {
  it('when three price rises (+10%, +20%, +50%) are pulled one after another, then the price level is the last one’s and the quarter plays as one +50% lever does', () => {
    const start = createCompany(21);
    const stacked = quarter(withDecisions(start, [rise(10), rise(20), rise(50)]));
    const single = quarter(withDecisions(start, [rise(50)]));

    expect(priceLevelOf(withDecisions(start, [rise(10), rise(20), rise(50)]).levers)).toBe(150);
    expect(stacked.state.priceLevel).toBe(150);
    expect(stacked.state.revenue).toBe(single.state.revenue);
    expect(stacked.state.marketShare).toBe(single.state.marketShare);
    expect(stacked.state.costs).toBe(single.state.costs);
    expect(stacked.state.netWorth).toBe(single.state.netWorth);
    const revenueLines = stacked.events.filter((e) => e.eventType === 'revenue');
    expect(revenueLines).toHaveLength(1);
    expect(revenueLines[0]!.description).toContain('price level 150');
    expect(revenueLines[0]!.triggeredBy).toBe('decision:d2');
  });

  it('when a quarterly price change is set while a plan’s rise runs, then the quarterly lever, pulled last, sets that quarter’s level and the plan’s comes back after', () => {
    const planned = withDecisions(createCompany(22), [rise(50)]);
    const first = advanceQuarter(planned, {
      openScenarios: [],
      levers: { ...DEFAULT_QUARTERLY_LEVERS, priceChangePercent: -10 },
    });
    expect(first.state.priceLevel).toBe(90);
    expect(quarter(first.state).state.priceLevel).toBe(150);
  });

  it('when no price lever runs, then the level is list price, 100', () => {
    expect(priceLevelOf([])).toBe(100);
    const plan = activateLevers([rise(20)], 'decision:x', 'x');
    expect(priceLevelOf(plan)).toBe(120);
  });
});

describe('the demand curve', () => {
  it('when prices rise 50%, then units fall by 1.5^(−ε) for the company’s elasticity (beside the share lost to switching), and revenue is units × 1.5', () => {
    const start = createCompany(23);
    const raised = quarter(withDecisions(start, [rise(50)]));
    const control = quarter(start);
    const epsilon = priceElasticity(start.drivers);
    expect(epsilon).toBeGreaterThan(1.6);
    expect(epsilon).toBeLessThan(3.3);

    const units = unitsSold(start, raised.state, 150);
    const controlUnits = unitsSold(start, control.state, 100);
    expect(raised.state.revenue).toBe(revenueAt(units, 150));
    expect(control.state.revenue).toBe(controlUnits);
    const shareRatio = raised.state.marketShare / control.state.marketShare;
    expect(shareRatio).toBeLessThan(1);
    expect(units / controlUnits / shareRatio).toBeCloseTo(1.5 ** -epsilon, 4);
    // A 50% rise brings in less, not 50% more: the multiplier is gone.
    expect(raised.state.revenue).toBeLessThan(control.state.revenue);
  });

  it('when brand and quality are strong, then the same rise loses fewer units than when they are weak', () => {
    const start = createCompany(24);
    const at = (level: number) => (strength: number) =>
      unitsDemanded({
        marketSize: start.marketSize,
        marketShare: start.marketShare,
        drivers: { brand: strength, productQuality: strength },
        priceLevel: level,
        competitorPrice: 100,
      });
    const kept = (strength: number) => at(130)(strength) / at(100)(strength);
    expect(priceElasticity({ brand: 100, productQuality: 100 })).toBeCloseTo(1.6, 5);
    expect(priceElasticity({ brand: 50, productQuality: 50 })).toBeCloseTo(2.45, 5);
    expect(priceElasticity({ brand: 0, productQuality: 0 })).toBeCloseTo(3.3, 5);
    expect(kept(90)).toBeGreaterThan(kept(50));
    expect(kept(50)).toBeGreaterThan(kept(10));

    // Through the engine: the same +30% rise on a strong and a weak company.
    const played = (strength: number) => {
      const company = { ...start, drivers: { ...start.drivers, brand: strength, productQuality: strength } };
      const raised = advanceQuarter(company, {
        openScenarios: [],
        levers: { ...DEFAULT_QUARTERLY_LEVERS, priceChangePercent: 30 },
      }).state;
      const control = quarter(company).state;
      return raised.revenue / 1.3 / control.revenue;
    };
    expect(played(85)).toBeGreaterThan(played(25));
  });

  it('when a rival sells cheaper, then the company sells fewer units and loses share against the same quarter at rivals’ list price', () => {
    const start = createCompany(25);
    // Rivals at 85 climb back a little in the quarter's market move.
    const undercut = quarter({ ...start, market: { ...start.market, competitorPrice: 85 } });
    const control = quarter(start);
    expect(undercut.state.market.competitorPrice).toBe(85 + recovery);
    expect(control.state.market.competitorPrice).toBe(100);
    expect(undercut.state.revenue).toBeLessThan(control.state.revenue);
    expect(undercut.state.marketShare).toBeLessThan(control.state.marketShare);
    expect(-operationsOf(undercut.events)).toBeLessThan(-operationsOf(control.events));
  });
});

describe('costs follow units and people, not price', () => {
  it('when our price and the rivals’ both sit 10% above list, then the same units sell for 10% more and payroll and operations do not move', () => {
    const start = createCompany(26);
    // Rivals above 110 fall back to 110 in the quarter's market move: our 110 is level with theirs.
    const rivals = { ...start.market, competitorPrice: 110 + recovery };
    const dearer = withDecisions({ ...start, market: rivals }, [rise(10)]);
    const raised = quarter(dearer);
    const control = quarter(start);

    expect(raised.state.marketShare).toBe(control.state.marketShare);
    expect(raised.state.revenue).toBe(Math.round(control.state.revenue * 1.1));
    expect(payrollOf(raised.events)).toBe(payrollOf(control.events));
    expect(operationsOf(raised.events)).toBe(operationsOf(control.events));
    expect(raised.state.employeeCount).toBe(control.state.employeeCount);
  });

  it('when prices are cut far below the rivals’, then demand outruns the staff: units stop at what they can deliver, the hiring gap overloads them and the margin is lost', () => {
    const start = createCompany(27);
    const cut = advanceQuarter(start, {
      openScenarios: [],
      levers: { ...DEFAULT_QUARTERLY_LEVERS, priceChangePercent: -30 },
    });
    const control = quarter(start);
    const demand = unitsSold(start, cut.state, 70);
    expect(cut.state.revenue).toBeLessThan(revenueAt(demand, 70));
    expect(cut.state.cashFlow).toBeLessThan(control.state.cashFlow);
    expect(cut.state.cashFlow).toBeLessThan(0);
    expect(cut.state.drivers.morale).toBeLessThan(control.state.drivers.morale);
    expect(cut.state.marketShare).toBeGreaterThan(control.state.marketShare);
  });
});

describe('what the player is told before setting a price', () => {
  it('when a +20% price is set on the form, then its sentence gives the level and the units and revenue the demand curve loses at the company’s elasticity', () => {
    const company = createCompany(29);
    const [sentence] = describeLevers(company, { ...DEFAULT_QUARTERLY_LEVERS, priceChangePercent: 20 });
    const epsilon = priceElasticity(company.drivers);
    const fewer = Math.round((1 - 1.2 ** -epsilon) * 100);
    const less = Math.round((1 - 1.2 ** (1 - epsilon)) * 100);
    expect(sentence).toContain('Price level 120 for the quarter');
    expect(sentence).toContain(`price elasticity of ${epsilon.toFixed(1)}`);
    expect(sentence).toContain(`about ${fewer}% fewer units`);
    expect(sentence).toContain(`about ${less}% less`);
    expect(sentence).toMatch(/market share moves about \d+\.\d% of itself down/);
  });
});

describe('games stored before the demand curve', () => {
  it('when a company has no price level and its market no rivals’ price, then it plays on at list price against rivals at 100, as a new one does', () => {
    const start = createCompany(28);
    const { priceLevel: _level, ...rest } = start;
    const { competitorPrice: _price, ...market } = start.market;
    const old = JSON.parse(JSON.stringify({ ...rest, market })) as CompanyState;
    expect('priceLevel' in old).toBe(false);
    const played = quarter(old);
    expect(played.state).toEqual(quarter(start).state);
    expect(played.state.priceLevel).toBe(100);
    expect(played.state.market.competitorPrice).toBe(100);
  });
});
