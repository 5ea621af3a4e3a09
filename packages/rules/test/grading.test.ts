import { describe, expect, it } from 'vitest';
import { sampleCompany } from '@ai-council/contracts/testing';
import { effectOfPlan, scenarioStake, standardSpend, templateOf, verdictFor } from '../src/index';

const breach = templateOf('security-breach')!;
const company = sampleCompany();
const threat = { severity: 'high' as const, opportunity: false, drivers: breach.drivers };
const noBudget = { amount: null };

describe('verdicts', () => {
  it('verdict bands', () => {
    expect([95, 85, 84, 65, 64, 45, 44, 0].map((s) => verdictFor(s, false))).toEqual([
      'Excellent',
      'Excellent',
      'Sound',
      'Sound',
      'Partial',
      'Partial',
      'Weak',
      'Weak',
    ]);
    expect(verdictFor(90, true)).toBe('Reckless');
  });
});

describe('what a plan does to the company', () => {
  it('when a threat is handled better, then less of its stake is lost and the drivers improve more', () => {
    const good = effectOfPlan({ score: 90, reckless: false }, threat, company, noBudget);
    const poor = effectOfPlan({ score: 20, reckless: false }, threat, company, noBudget);
    expect(good.outcome).toBeGreaterThan(poor.outcome);
    expect(good.outcome).toBeGreaterThanOrEqual(-scenarioStake(company.revenue, 'high') * 0.05);
    expect(good.driverEffects.security).toBe(9);
    expect(poor.driverEffects.security ?? 0).toBe(0);
    expect(good.durationQuarters).toBe(2);
  });

  it('when a thin answer names no budget, then it spends little and it and the damage left cost no more than the stake', () => {
    const stake = scenarioStake(company.revenue, 'high');
    const standard = standardSpend(company.revenue, 'high');
    expect(effectOfPlan({ score: 10, reckless: false }, threat, company, noBudget).spend).toBe(0);
    expect(effectOfPlan({ score: 25, reckless: false }, threat, company, noBudget).spend).toBeLessThan(
      standard * 0.5,
    );
    for (const score of [0, 10, 20, 30, 44, 50, 60]) {
      const thin = effectOfPlan({ score, reckless: false }, threat, company, noBudget);
      expect(thin.spend - thin.outcome).toBeLessThanOrEqual(stake);
      expect(Object.values(thin.driverEffects).every((v) => v! >= 0)).toBe(true);
    }
  });

  it('when the decision names a budget, then that is the spend; when it names none, the standard cost', () => {
    const named = effectOfPlan({ score: 70, reckless: false }, threat, company, {
      amount: 4_000_000,
      words: 'capped at $40,000',
    });
    expect(named.spend).toBe(4_000_000);
    expect(named.spendReason).toContain('capped at $40,000');
    const unnamed = effectOfPlan({ score: 70, reckless: false }, threat, company, noBudget);
    expect(unnamed.spend).toBe(Math.min(company.cash, standardSpend(company.revenue, 'high')));
  });

  it('when the budget named is more than the cash, then the plan spends what the company can pay', () => {
    const e = effectOfPlan({ score: 70, reckless: false }, threat, company, { amount: company.cash * 3 });
    expect(e.spend).toBe(company.cash);
  });

  it('when the budget is far too small for the stakes, then the plan avoids less of the damage', () => {
    const adequate = effectOfPlan({ score: 80, reckless: false }, threat, company, noBudget);
    const tiny = effectOfPlan({ score: 80, reckless: false }, threat, company, { amount: 100 });
    expect(tiny.outcome).toBeLessThan(adequate.outcome);
    expect(tiny.outcomeReason).toContain('small for the stakes');
  });

  it('when a plan is reckless, then the threat does its full damage and more', () => {
    const e = effectOfPlan({ score: 5, reckless: true }, threat, company, noBudget);
    expect(e.outcome).toBeLessThan(-scenarioStake(company.revenue, 'high'));
    expect(e.driverEffects.morale).toBeLessThan(0);
  });

  it('when an opportunity is handled well, then it earns up to its worth and no more; thinly, nothing; recklessly, it loses', () => {
    const offer = templateOf('acquisition-offer')!;
    const input = { severity: 'medium' as const, opportunity: true, drivers: offer.drivers };
    const worth = scenarioStake(company.revenue, 'medium');
    const best = effectOfPlan({ score: 100, reckless: false }, input, company, noBudget);
    expect(best.outcome).toBeGreaterThan(0);
    expect(best.outcome).toBeLessThanOrEqual(worth);
    expect(effectOfPlan({ score: 10, reckless: false }, input, company, noBudget).outcome).toBe(0);
    expect(effectOfPlan({ score: 10, reckless: true }, input, company, noBudget).outcome).toBeLessThan(0);
  });

  it('when tech debt is the driver, then a good grade lowers it', () => {
    const outage = templateOf('system-outage')!;
    const e = effectOfPlan(
      { score: 100, reckless: false },
      { severity: 'high', opportunity: false, drivers: outage.drivers },
      company,
      noBudget,
    );
    expect(e.driverEffects.techDebt).toBe(-11);
  });

  it('when the company is huge, then the outcome stays within ±$2,000,000', () => {
    const rich = { ...company, revenue: 100_000_000_000 };
    const e = effectOfPlan({ score: 0, reckless: true }, { ...threat, severity: 'critical' }, rich, noBudget);
    expect(e.outcome).toBeGreaterThanOrEqual(-200_000_000);
    for (const v of Object.values(e.driverEffects)) expect(Math.abs(v!)).toBeLessThanOrEqual(20);
  });
});
