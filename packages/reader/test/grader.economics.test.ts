// The grader judges the economics (issue 40): a price move by what the
// scenario is, an all-in price war, a spending spree past the stakes, cuts to
// what the scenario depends on, a plan written for another kind of scenario,
// and one department's angle on a scenario that spans several. Decisions are
// written fresh in managers' voices, never in the grader's own phrases.
import { scenarioToGrade, templateOf } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { gradeDecision, read, readPlan, type DecisionToGrade } from '../src';
import { company } from './support/corpus';

const grade = (kind: string, decision: string, more: Partial<DecisionToGrade> = {}) =>
  gradeDecision({
    decision,
    scenario: { ...scenarioToGrade(templateOf(kind)!, company), kind },
    cash: company.cash,
    revenue: company.revenue,
    ...more,
  });
const said = (g: ReturnType<typeof grade>) => g.rationale.join(' ');

/** A sound answer to a rival's launch, written by a sales director. */
const rivalPlan =
  'Ines (head of sales) calls the twelve accounts the rival has approached before Friday and asks what would make them stay. ' +
  'Product runs a win-loss review of the two prospects we lost and compares the feature set line by line within two weeks. ' +
  'We keep the response under $40K and report churn and win rate every month for the next quarter.';

describe('a price move is weighed against the scenario', () => {
  it('when a 50% rise answers a rival’s launch, then it is never Excellent and is Partial at best, with its reason', () => {
    const alone = grade('competitive-squeeze', rivalPlan);
    expect(alone.verdict).toMatch(/Sound|Excellent/);
    for (const rise of [
      `${rivalPlan} We also raise prices 50% for the next 12 months.`,
      `${rivalPlan}\n- put our prices up by fifty percent across all plans`,
      `Honestly the answer is margin. ${rivalPlan} On top of that we'll hike every list price 40% from next month.`,
      `${rivalPlan} And we double our prices from next month.`,
    ]) {
      const g = grade('competitive-squeeze', rise);
      expect(g.score, rise).toBeLessThan(65);
      expect(g.verdict).not.toBe('Excellent');
      expect(said(g)).toMatch(
        /It raises prices \d+% just when customers have reason to leave \(the rival's launch in our core segment\)/,
      );
    }
  });

  it('when the bare rise is the whole answer, then it is Weak', () => {
    expect(grade('competitive-squeeze', 'Raise prices 50%.').verdict).toBe('Weak');
    expect(grade('market-disruption', 'Raise prices 50%.').verdict).toBe('Weak');
  });

  it('when the answer is an all-in price war, then it is Reckless or Weak', () => {
    for (const [kind, text] of [
      [
        'competitive-squeeze',
        'Cut our prices by 50% for everyone immediately, whatever it costs, and outspend them until they go under.',
      ],
      [
        'market-disruption',
        'We slash every price 60% tomorrow and keep outspending the entrant on ads until they fold. Marta in sales tells all customers.',
      ],
      [
        'competitive-squeeze',
        'Drop all our list prices by forty percent across the board from Monday; Tom in sales tells every account this week.',
      ],
    ] as const) {
      const g = grade(kind, text);
      expect(['Reckless', 'Weak'], text).toContain(g.verdict);
    }
    const third = grade(
      'competitive-squeeze',
      `${rivalPlan} Then we cut prices by a third for all customers.`,
    );
    expect(third.verdict).toBe('Weak');
    const war = grade(
      'competitive-squeeze',
      'Drop all our list prices by forty percent across the board from Monday; Tom in sales tells every account this week.',
    );
    expect(said(war)).toContain('It cuts prices 40% for every customer: a price war');
  });

  it.each([
    [
      'a discount is aimed at the affected customers',
      'key-customer-loss',
      'Our CEO visits their new chief executive next week with a recovery plan for the two missed deadlines. ' +
        'We offer them a 15% discount on the renewal if we hit every milestone this quarter, and their account manager sends a weekly status note. ' +
        'I want a review of why the commitments slipped by the end of the month.',
    ],
    [
      'a cheaper tier is aimed at the price-sensitive customers',
      'market-disruption',
      'We will not match them across the board. Priya (product) launches a lean tier 15% cheaper for the price-sensitive customers by the end of the quarter, ' +
        'and the strategy team interviews twenty customers who asked for a discount within three weeks to learn what they value. ' +
        'Spend is capped at $60K; we track churn and new sign-ups monthly.',
    ],
  ])('when %s, then it costs nothing', (_aim, kind, decision) => {
    const graded = grade(kind, decision);
    expect(said(graded)).not.toMatch(/raises prices|cuts prices/);
    expect(graded.verdict).toMatch(/Sound|Excellent/);
  });

  it('when a small rise passes on a supplier’s cost increase, then it is not penalised; a big one is', () => {
    const plan =
      'The COO gets quotes from two other hosting providers by Friday and moves the batch jobs first. ' +
      'Finance models what the 30% increase costs us per customer within a week, and we cap the extra spend at $80K this quarter.';
    const modest = grade(
      'supply-chain-disruption',
      `${plan} We pass on a 5% price rise to new contracts from next quarter.`,
    );
    expect(said(modest)).not.toMatch(/raises prices/);
    expect(modest.verdict).toMatch(/Sound|Excellent/);
    const greedy = grade(
      'supply-chain-disruption',
      `${plan} And we raise prices 45% for everyone next month.`,
    );
    expect(said(greedy)).toContain('It raises prices 45%, far more than the cost it has to cover');
    expect(greedy.score).toBeLessThan(modest.score - 15);
  });
});

describe('spending and cuts are weighed against the stakes', () => {
  const recall =
    'Engineering rolls back the faulty release tonight and the head of product freezes updates until it passes testing. ' +
    'Support writes to every affected customer tomorrow and offers a service credit; the CTO runs a root-cause review within two weeks, and legal checks our notice duties.';

  it('when a plan spends several times what is at stake, then it loses points and says so', () => {
    const rich = { cash: 500_000_000 };
    const measured = grade('product-recall', `${recall} Budget: $120K.`, rich);
    const spree = grade(
      'product-recall',
      `${recall} We also put $2M into a brand campaign about quality this quarter.`,
      rich,
    );
    expect(said(measured)).not.toContain('several times');
    expect(said(spree)).toMatch(/It spends \$2\.\dM, several times the \$\d+K this scenario puts at stake/);
    expect(spree.score).toBeLessThan(measured.score - 10);
  });

  it('when a plan cuts what the scenario depends on, then it loses points; ruling the cut out costs nothing', () => {
    const outage =
      'Raj, our platform lead, restores the login service tonight and puts an on-call rota in place by Friday. ' +
      'Customers who could not work get a written account and a service credit this week, and we run a post-mortem within ten days.';
    const cut = grade('system-outage', `${outage} To pay for it we cut the support team by a third.`);
    const kept = grade('system-outage', `${outage} We will not cut the support team to pay for it.`);
    expect(said(cut)).toContain(
      'It cuts the support and engineering teams, which the system outage depends on',
    );
    expect(said(kept)).not.toContain('It cuts');
    expect(cut.score).toBeLessThan(kept.score - 10);
    const quality = grade(
      'quality-complaints',
      'Freeze new features for six weeks while Lena’s team fixes the ten worst bugs, and call every customer who complained this month. ' +
        'To save money we reduce the R&D budget by 30%.',
    );
    expect(said(quality)).toContain('It cuts R&D and testing');
  });
});

describe('fit is strict: a plan for another kind of scenario is Weak', () => {
  it('when a product-recall plan is pasted onto a partnership offer, then it is Weak however complete it is', () => {
    const recallPlan =
      'Roll back the defective release tonight and ship a hotfix by Thursday. The CTO owns the root-cause review and reports in two weeks. ' +
      'Support contacts every affected customer within 24 hours with a service credit, and legal checks whether the corrupted data triggers a notice to the regulator. ' +
      'Budget: $50K.';
    expect(grade('product-recall', recallPlan).verdict).toMatch(/Sound|Excellent/);
    const pasted = grade('partnership-offer', recallPlan);
    expect(pasted.score).toBeLessThan(45);
    expect(said(pasted)).toContain('It is a plan for a defective release, not for the partnership offer');
    expect(pasted.rationale[0]).toMatch(
      /^It touches the partnership offer, but its steps are written for a defective release/,
    );
  });

  it('when a retention plan is pasted onto a supplier failure, then it is Weak; a real supplier plan is not', () => {
    const retention =
      'HR holds stay interviews with the twelve people recruiters are calling this week; we match counter-offers for the four resignations we can still save, ' +
      'and the head of engineering reviews why people are being poached by the end of the month.';
    expect(grade('supply-chain-disruption', retention).score).toBeLessThan(45);
  });

  it('when a partnership plan talks about the partner’s platform release, then it is still a partnership plan', () => {
    const g = grade(
      'partnership-offer',
      'We say yes to a six-month pilot, not a year of exclusivity. Our CMO negotiates the terms by the end of the month, legal reviews the exclusivity clause, ' +
        'and we measure sign-ups from the partner’s customers against a target of 200 before we extend. Budget for the joint campaign: $30K.',
    );
    expect(g.verdict).toMatch(/Sound|Excellent/);
    expect(said(g)).not.toContain('It is a plan for');
  });
});

describe('a scenario that spans several departments needs more than one angle', () => {
  it('when an outage answer is only the finance view or only the technical fix, then it is below Sound and says what the others would add', () => {
    for (const text of [
      'Keep the response to $20K. Finance tracks every cost of the incident weekly and defers the hardware refresh to next quarter; nothing new gets spent without CFO sign-off.',
      'The platform lead adds health checks and a tested rollback to the login service by Friday, and engineering automates the certificate renewal so it cannot expire again.',
    ]) {
      const g = grade('system-outage', text);
      expect(g.score, text).toBeLessThan(65);
      expect(said(g)).toMatch(
        /It (covers only .* in earnest|acts on none of what this scenario needs in earnest); the council's other members would add /,
      );
    }
  });

  it('when an outage answer weighs the fix, the customers, the people and the telling, then it is Sound or better', () => {
    const g = grade(
      'system-outage',
      'Tonight Raj, our platform lead, restores the login service and adds a health check to the certificate job. ' +
        'Support emails every customer who could not work with a plain account of what happened and a service credit by Wednesday. ' +
        'We put an on-call rota in place so someone owns each service, and the CTO runs a post-mortem within ten days.',
    );
    expect(g.verdict).toMatch(/Sound|Excellent/);
    expect(said(g)).not.toContain("the council's other members would add");
  });

  it('when an answer says it covers only its own part and leaves the rest to others, then it is below Sound', () => {
    const g = grade(
      'security-breach',
      'From the finance side: we hold the incident budget to $60K and I review every invoice from the forensic firm weekly. ' +
        'How we lock the attackers out and what we tell customers is not my area; the rest of the council can settle that.',
    );
    expect(g.score).toBeLessThan(65);
    expect(said(g)).toContain('It decides only its own part and leaves the rest to others');
  });
});

describe('the plan books only our own price moves', () => {
  it('when a plan names the supplier’s price rise, then no price lever is booked; our own rise is', () => {
    const theirs = readPlan(
      read('Finance analyses the 30% price rise and renegotiates with the supplier by Friday.'),
    );
    expect(theirs.levers.filter((l) => l.kind === 'price-change')).toEqual([]);
    const ours = readPlan(read('We raise prices 5% for new contracts from next quarter.'));
    expect(ours.levers).toContainEqual(expect.objectContaining({ kind: 'price-change', percent: 5 }));
  });
});
