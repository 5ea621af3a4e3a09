// Owners come only from affirmed clauses that name people, roles or teams
// (issue 40, "Owners misread"): never from a scenario's title words, never
// from a ruled-out clause or a team something is done to, and a full name
// that takes a step is one owner.
import { scenarioToGrade, templateOf } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { gradeDecision, read } from '../src';
import { company } from './support/corpus';

const grade = (kind: string, decision: string) =>
  gradeDecision({
    decision,
    scenario: { ...scenarioToGrade(templateOf(kind)!, company), kind },
    cash: company.cash,
  });
const specificity = (kind: string, decision: string) => grade(kind, decision).rationale[2]!;

describe('owners are read from affirmed clauses naming people, roles or teams', () => {
  it('when a decision quotes the scenario’s title, then its capitalised words are not people', () => {
    const text =
      'Bottom line on "Major System Outage": we restore the login service tonight and give every affected customer a credit this week.';
    expect(read(text).owners).toEqual([]);
    const said = specificity('system-outage', text);
    expect(said).not.toMatch(/Major|System|Outage/);
    expect(said).toMatch(/^It names .*no owner/);
    expect(read('Re: Key Talent Exodus. Three actions follow.').owners).toEqual([]);
    expect(read('Our answer to the Security Breach Detected alert is below.').owners).toEqual([]);
  });

  it('when a clause rules a step out, then the team it names is no owner', () => {
    expect(read('We will not cut the support team.').owners).toEqual([]);
    expect(read("We won't lay anyone off, and we won't cut the support team either.").owners).toEqual([]);
    const said = specificity(
      'system-outage',
      'We will not lay anyone off or cut the support team while the service is restored this week.',
    );
    expect(said).not.toContain('support team');
    // The affirmed clause beside it still names its owner.
    expect(read('We will not cut the support team; the CTO owns the fix.').owners).toEqual(['CTO']);
  });

  it('when a team is what a step is done to, then it is no owner', () => {
    expect(read('Cut the support team by half.').owners).toEqual([]);
    expect(read('Lay off half of the support team.').owners).toEqual([]);
    expect(read('The CFO will cut costs and the finance team reviews every contract.').owners).toEqual([
      'CFO',
      'finance team',
    ]);
  });

  it('when a full name takes a step, then the person is the owner, however the sentence is written', () => {
    expect(read('Viktor Novak patches every server by Friday.').owners).toEqual(['Viktor Novak']);
    expect(read('- Ana Lopez: rotates the admin keys today').owners).toEqual(['Ana Lopez']);
    expect(read('Ask Tom Becker to draft the customer note by Tuesday.').owners).toEqual(['Tom Becker']);
    expect(read('Tomorrow Viktor Novak and Sam Reid rebuild the runbook.').owners).toEqual([
      'Viktor Novak',
      'Sam Reid',
    ]);
    expect(
      read('Our answer to the Major System Outage: Maria resets every credential tonight.').owners,
    ).toEqual(['Maria']);
    expect(specificity('security-exposure', 'Viktor Novak patches every server by Friday.')).toMatch(
      /^It names an owner \(Viktor Novak\)/,
    );
  });

  it('when capitalised words are joined by "and" or lead a colon, then only those that act are people', () => {
    // Issue 44: the preview named 'Competitive and Position' as owners.
    expect(read('Protect our Competitive and Position by cutting prices 5% next quarter.').owners).toEqual(
      [],
    );
    expect(read('Strengthen Competitive and Position Strategy this quarter.').owners).toEqual([]);
    expect(read('Competitive Position: the CMO launches a campaign by Q3.').owners).toEqual(['CMO']);
    expect(
      read('We defend our position and Position the product upmarket within 2 quarters.').owners,
    ).toEqual([]);
    // People joined by "and" who act, or are given the step together, still own it.
    expect(read('Priya and Tom lead the customer calls this week.').owners).toEqual(['Priya', 'Tom']);
    expect(read('Pair the fix with Priya and Tom by Friday.').owners).toEqual(['Priya', 'Tom']);
    expect(read('- Maria: resets every credential tonight').owners).toEqual(['Maria']);
  });

  it('when a list labels its owner ("Owner: Priya Shah"), then the name after the colon is the owner and the label is not', () => {
    expect(read('Owner: Priya Shah. Deadline: Friday.').owners).toEqual(['Priya Shah']);
    expect(read('- Owner: our COO, Sam Reed\n- Budget: $30k, no more').owners).toEqual(['COO', 'Sam Reed']);
    expect(read('Lead: the CTO').owners).toEqual(['CTO']);
    expect(read('Owner: not Tom Becker').owners).toEqual([]);
  });
});
