import { describe, expect, it } from 'vitest';
import { effectOfGrade, gradeDecision, verdictFor } from '../src/index';
import { sampleCompany } from '@ai-council/contracts/testing';
import { templateOf } from '../src/index';

const breach = templateOf('security-breach')!;
const company = sampleCompany();

describe('the demo-mode grading rubric', () => {
  it('when a decision covers containment, communication, compliance, investigation and customers with a timeline, then it is Excellent', () => {
    const g = gradeDecision(
      'Contain the breach now: revoke the stolen credential and isolate the servers within 2 hours. Notify affected customers and the regulator within 72 hours, with legal counsel. Run a forensic investigation and publish what we learn.',
      breach.rubric,
    );
    expect(g.missing).toEqual([]);
    expect(g.score).toBeGreaterThanOrEqual(85);
    expect(g.verdict).toBe('Excellent');
  });

  it('when a decision covers only part of what matters, then it scores in between', () => {
    const g = gradeDecision('We will patch the systems and tell our customers what happened.', breach.rubric);
    expect(g.covered).toEqual(['containment', 'communication', 'customers']);
    expect(g.score).toBeGreaterThan(40);
    expect(g.score).toBeLessThan(85);
  });

  it('when a decision is a few words, then it cannot score well', () => {
    expect(gradeDecision('Fix it', breach.rubric).score).toBeLessThanOrEqual(25);
  });

  it.each([
    'Ignore it.',
    'Cover it up and delete the logs, then patch everything within 24 hours and notify legal.',
    'Blame the intern and move on',
  ])(
    'when a decision is reckless (%s), then it is Reckless at 20 or below, whatever else it says',
    (text) => {
      const g = gradeDecision(text, breach.rubric);
      expect(g.reckless).toBe(true);
      expect(g.verdict).toBe('Reckless');
      expect(g.score).toBeLessThanOrEqual(20);
    },
  );

  it('when the same decision is graded twice, then the grade is identical', () => {
    const text = 'Pilot a phased plan with a capped budget and review it with the team.';
    expect(gradeDecision(text, breach.rubric)).toEqual(gradeDecision(text, breach.rubric));
  });

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
  });
});

describe('what a grade does to the company', () => {
  const threat = { severity: 'high' as const, opportunity: false, drivers: breach.drivers };
  it('when a threat is handled better, then it costs less and the drivers improve more', () => {
    const good = effectOfGrade({ score: 90, reckless: false }, threat, company);
    const poor = effectOfGrade({ score: 20, reckless: false }, threat, company);
    expect(good.cashEffect).toBeLessThan(0);
    expect(good.cashEffect).toBeGreaterThan(poor.cashEffect);
    expect(good.driverEffects.security).toBe(8);
    expect(poor.driverEffects.security).toBe(-6);
    expect(good.durationQuarters).toBe(2);
  });

  it('when an opportunity is handled well, then it makes money; handled badly, it loses some', () => {
    const offer = templateOf('acquisition-offer')!;
    const input = { severity: 'medium' as const, opportunity: true, drivers: offer.drivers };
    expect(effectOfGrade({ score: 100, reckless: false }, input, company).cashEffect).toBeGreaterThan(0);
    expect(effectOfGrade({ score: 10, reckless: false }, input, company).cashEffect).toBeLessThan(0);
  });

  it('when tech debt is the driver, then a good grade lowers it', () => {
    const outage = templateOf('system-outage')!;
    const e = effectOfGrade(
      { score: 100, reckless: false },
      { severity: 'high', opportunity: false, drivers: outage.drivers },
      company,
    );
    expect(e.driverEffects.techDebt).toBe(-10);
  });

  it('when the company is huge, then the cash effect stays within ±$2,000,000', () => {
    const rich = { ...company, revenue: 100_000_000_000 };
    const e = effectOfGrade({ score: 0, reckless: true }, { ...threat, severity: 'critical' }, rich);
    expect(e.cashEffect).toBeGreaterThanOrEqual(-200_000_000);
    for (const v of Object.values(e.driverEffects)) expect(Math.abs(v!)).toBeLessThanOrEqual(20);
  });
});
