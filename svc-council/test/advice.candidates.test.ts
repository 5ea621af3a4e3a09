// What an advisor puts on the table for the question read: the exact change
// asked as the engine runs it, its smaller step, its own department's move
// (under the proposal rules), and the position it then takes.
import type { CostLine, ProposalProjection } from '@ai-council/contracts';
import { readQuestion } from '@ai-council/reader';
import { describe, expect, it } from 'vitest';
import { findAgent } from '../src/domain/board/agents';
import { askedCandidates } from '../src/domain/advice/asked';
import {
  departmentMove,
  templateCandidate,
  type Candidate,
  type Table,
} from '../src/domain/advice/candidates';
import { positionOf, type Weighed } from '../src/domain/advice/choice';
import { decisionTemplates } from '../src/domain/decisions/templates';
import type { ProposalRecord } from '../src/domain/decisions/proposals';
import { company } from './support/harness';

const lines: CostLine[] = [
  { line: 'payroll', label: 'payroll', department: 'Human Resources', amount: 54_000_000 },
  { line: 'operations', label: 'operations', department: 'Operations', amount: 27_000_000 },
  { line: 'marketing', label: 'marketing', department: 'Marketing', amount: 6_300_000 },
  { line: 'research_and_development', label: 'R&D', department: 'Technology', amount: 8_400_000 },
  { line: 'interest', label: 'interest', department: 'Finance', amount: 300_000 },
];

const table = (history: ProposalRecord[] = [], c = company()): Table => ({
  company: c,
  lines,
  history,
  quarters: null,
  speaker: 'Test',
});

const asked = (question: string, agent = 'cfo', scope: 'question' | 'own-department' = 'question') =>
  askedCandidates(readQuestion(question).lever!, table(), findAgent(agent)!, scope);

describe('the change asked, as the engine runs it', () => {
  it('when marketing is to be doubled, then the lever adds what the marketing line spends now; the smaller step half of it', () => {
    const {
      asked: [double],
      staged,
    } = asked('Should we double our marketing budget next quarter?', 'cmo');
    expect(double!.proposal.levers).toEqual([
      expect.objectContaining({ kind: 'marketing-budget', amount: 6_300_000, quarters: 1 }),
    ]);
    expect(double!.named).toBe(
      'doubling marketing (+$63K a quarter on top of the $63K we spend, for one quarter)',
    );
    expect(staged!.proposal.levers![0]).toMatchObject({ kind: 'marketing-budget', amount: 3_150_000 });
  });

  it('when ten engineers are to be hired, then it is ten hires for Technology, priced from the payroll line', () => {
    const {
      asked: [hire],
      staged,
    } = asked('Should we hire ten more engineers?', 'cto');
    expect(hire!.proposal.levers).toEqual([expect.objectContaining({ kind: 'hires', count: 10 })]);
    expect(hire!.departmentId).toBe('technology');
    expect(hire!.named).toContain('hiring 10 engineers (about $200K a quarter in pay');
    expect(staged!.proposal.levers![0]).toMatchObject({ kind: 'hires', count: 5 });
  });

  it('when prices are to be cut 20%, then it is a price change of −20 for two quarters', () => {
    const {
      asked: [cut],
    } = asked('Should we cut prices by 20%?');
    expect(cut!.proposal.levers).toEqual([
      expect.objectContaining({ kind: 'price-change', percent: -20, quarters: 2 }),
    ]);
  });

  it('when one person wants a 30% raise, then a year of it is booked now with its morale, and what losing them costs is weighed too', () => {
    const built = asked('Our best engineer wants a 30% raise or she leaves', 'chro');
    const perQuarter = Math.round((54_000_000 / 27) * 0.3);
    expect(built.asked[0]!.proposal).toMatchObject({ financialImpact: -4 * perQuarter, timeImpact: 4 });
    expect(built.refusal!.role).toBe('refusal');
    expect(built.refusal!.proposal.driverEffects.productQuality).toBeLessThan(0);
  });

  it('when $500,000 is to go into a new product line, then that spend is booked now and buys product drivers; it is a one-off', () => {
    const {
      asked: [spend],
      staged,
    } = asked('Can we afford $500,000 on a new product line?');
    expect(spend!.proposal.financialImpact).toBe(-50_000_000);
    expect(spend!.proposal.driverEffects).toMatchObject({
      pipeline: expect.any(Number),
      productQuality: expect.any(Number),
    });
    expect(spend!.oneOff).toBe(true);
    expect(staged!.proposal.financialImpact).toBe(-25_000_000);
  });

  it('when the CFO is asked what to cut, then every cost line is weighed; the CMO does not offer its own budget; in a meeting each leader puts its own line', () => {
    expect(asked('What should we cut first?').asked.map((c) => c.cut?.line)).toEqual([
      'marketing',
      'research_and_development',
      'operations',
      'payroll',
    ]);
    expect(asked('What should we cut first?', 'cmo').asked.map((c) => c.cut?.line)).not.toContain(
      'marketing',
    );
    expect(asked('What should we cut first?', 'cmo', 'own-department').asked.map((c) => c.cut?.line)).toEqual(
      ['marketing'],
    );
    expect(asked('What should we cut first?', 'ciso', 'own-department').asked).toEqual([]);
  });

  it('when a cut falls on a weak department, then it hurts half as much again', () => {
    const question = readQuestion('Should we trim marketing by 20%?').lever!;
    const strong = askedCandidates(
      question,
      table([], company({ drivers: { brand: 70 } })),
      findAgent('cfo')!,
      'question',
    );
    const weak = askedCandidates(
      question,
      table([], company({ drivers: { brand: 20, pipeline: 20 } })),
      findAgent('cfo')!,
      'question',
    );
    expect(strong.asked[0]!.proposal.driverEffects.brand).toBe(-6);
    expect(weak.asked[0]!.proposal.driverEffects.brand).toBe(-9);
  });
});

const record = (item: string, over: Partial<ProposalRecord> = {}): ProposalRecord => ({
  item,
  oneOff: false,
  quarter: 1,
  decisionId: `d-${item}`,
  title: item,
  proposedBy: 'Someone',
  departmentId: 'product',
  status: 'implemented',
  ...over,
});

describe('a department’s move under the proposal rules', () => {
  const strong = company({ drivers: { productQuality: 80, pipeline: 80, brand: 80, techDebt: 20 } });

  it('when its one-off was carried out, then the other move is proposed; when both are out, none', () => {
    expect(departmentMove('product', strong, [])!.key).toBe('product-growth');
    const launched = [record('move:product-growth', { oneOff: true })];
    expect(departmentMove('product', strong, launched)!.key).toBe('product-remedy');
    const both = [...launched, record('move:product-remedy', { quarter: 2, status: 'pending' })];
    expect(departmentMove('product', strong, both)).toBeNull();
  });

  it('when another chief proposed the move this quarter, then it is not proposed again', () => {
    const taken = [record('move:product-growth', { quarter: 2, status: 'pending', oneOff: true })];
    expect(departmentMove('product', strong, taken)!.key).toBe('product-remedy');
  });

  it('when a repeatable move was carried out twice, then it returns 36% of the first time and says so', () => {
    const sprint = decisionTemplates.find((t) => t.key === 'technology-remedy')!;
    const first = templateCandidate(sprint, table(), 'own');
    const third = templateCandidate(
      sprint,
      table([record('move:technology-remedy'), record('move:technology-remedy', { quarter: 2 })]),
      'own',
    );
    expect(first.proposal.driverEffects).toEqual({ techDebt: -10, productQuality: 3 });
    // What it gains shrinks to 36%: tech debt falls 4 points instead of 10, quality rises 1 instead of 3.
    expect(third.proposal.driverEffects).toEqual({ techDebt: -4, productQuality: 1 });
    expect(third.what).toContain(
      'Carried out twice before: each run returns 60% of the one before, so this one returns 36% of the first',
    );
    expect(third.repeats).toBe(2);
  });
});

describe('the position an advisor takes', () => {
  const cmo = findAgent('cmo')!;
  const weighed = (role: Candidate['role'], netWorth: number, title = role): Weighed => ({
    candidate: { role, title, named: title, item: `x:${title}` } as Candidate,
    projection: {
      id: title,
      feasible: true,
      financialImpact: 0,
      savingPerQuarter: null,
      after: null,
      delta: {
        cash: netWorth,
        netWorth,
        revenue: 0,
        costs: 0,
        marketShare: 0,
        employeeCount: 0,
        drivers: {},
      },
    } as ProposalProjection,
  });

  it('when the change asked pays, then the advisor backs it before its own move, even a better one', () => {
    const p = positionOf([weighed('asked', 5_000_000), weighed('own', 9_000_000)], cmo, 30_000_000);
    expect(p.stance).toBe('asked');
    expect(p.alternative?.candidate.role).toBe('own');
  });

  it('when the smaller step pays more, then it is the one backed', () => {
    const p = positionOf([weighed('asked', 1_000_000), weighed('staged', 4_000_000)], cmo, 30_000_000);
    expect(p.stance).toBe('staged');
  });

  it('when neither the change nor its step pays, then its own move is put forward; when nothing pays, it holds', () => {
    expect(
      positionOf([weighed('asked', -3_000_000), weighed('own', 2_000_000)], cmo, 30_000_000).stance,
    ).toBe('own');
    expect(
      positionOf([weighed('asked', -3_000_000), weighed('own', -1_000_000)], cmo, 30_000_000).stance,
    ).toBe('hold');
  });

  it('when saying no costs more than the raise, then the raise is backed even though it loses money', () => {
    const p = positionOf([weighed('asked', -2_000_000), weighed('refusal', -4_000_000)], cmo, 30_000_000);
    expect(p.stance).toBe('asked');
  });
});
