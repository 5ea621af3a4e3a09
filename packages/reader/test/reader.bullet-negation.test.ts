// A negation never runs onto the next line (issue 40, "Judge what players mean": managers write bullet
// lists). "- Budget: $30k, no more" ends with a negation cue and no full stop; the next bullet's step
// ("Restore service within 24 hours") must still read as affirmed, or a sound outage plan is graded as
// ruling out the containment it names.
import { scenarioToGrade, templateOf } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { gradeDecision, read } from '../src';
import { company } from './support/corpus';

const OUTAGE_PLAN = [
  '- Owner: our COO, Sam Reed',
  '- Budget: $30k, no more',
  '- Restore service within 24 hours, then a root-cause review by Friday',
  "- Email every affected customer today and offer a week's credit",
  '- Legal to check the SLA penalties',
].join('\n');

describe('a negation ends at the end of its line', () => {
  it('when a bullet ends in "no more", then the next bullet is not ruled out', () => {
    const clauses = read(OUTAGE_PLAN).clauses;
    const restore = clauses.find((c) => c.text.startsWith('Restore service'))!;
    expect(restore.tokens.some((t) => t.negated)).toBe(false);
    const budget = clauses.find((c) => c.text.includes('no more'))!;
    expect(budget.tokens.find((t) => t.lower === 'more')!.negated).toBe(true);
  });

  it('when a sound outage plan is written as a bullet list, then it grades Sound or better and nothing it names is ruled out', () => {
    const grade = gradeDecision({
      decision: OUTAGE_PLAN,
      scenario: { ...scenarioToGrade(templateOf('system-outage')!, company), kind: 'system-outage' },
      cash: company.cash,
    });
    expect(['Sound', 'Excellent'], grade.rationale.join(' ')).toContain(grade.verdict);
    expect(grade.rationale.join(' ')).not.toMatch(/rules out/);
  });

  it('when a line says what we will not do, then that line is still ruled out', () => {
    const clauses = read('- We will not cut the support team\n- Hire two engineers this month').clauses;
    const ruledOut = clauses.find((c) => c.text.startsWith('We will not'))!;
    const hire = clauses.find((c) => c.text.startsWith('Hire'))!;
    expect(ruledOut.tokens.find((t) => t.lower === 'cut')!.negated).toBe(true);
    expect(hire.tokens.some((t) => t.negated)).toBe(false);
  });
});
