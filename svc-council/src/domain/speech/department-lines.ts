// What each department's leader says about its own area: the numbers it quotes
// (as a sentence, or as figures one per line), what it wants done given the
// area's health, what it does first in a crisis, and whom it speaks for.
import type { CompanySnapshot } from '@ai-council/contracts';
import { growth, quarterLabel, type DepartmentId } from '@ai-council/rules';
import { money, runwayQuarters, share } from '../board/company';
import { healthOf } from '../board/departments';

/** The key numbers a department's leader quotes. */
export function departmentNumbers(id: DepartmentId, c: CompanySnapshot): string {
  const d = c.drivers;
  const health = healthOf(id, c);
  switch (id) {
    case 'executive':
      return `We are in ${quarterLabel(c.currentQuarter)} with ${money(c.netWorth)} net worth, ${money(c.cashFlow)} cash flow and ${share(c.marketShare)} market share.`;
    case 'finance': {
      const runway = runwayQuarters(c);
      const burn =
        runway === null ? 'cash flow is positive' : `runway is about ${runway.toFixed(1)} quarters`;
      return `Cash is ${money(c.cash)}, revenue ${money(c.revenue)} against ${money(c.costs)} of costs, cash flow ${money(c.cashFlow)}; ${burn}.`;
    }
    case 'human-resources':
      return `We have ${c.employeeCount} employees, morale at ${d.morale}/100 and efficiency at ${d.efficiency}/100.`;
    case 'technology':
      return `Tech debt stands at ${d.techDebt}/100, product quality at ${d.productQuality}/100 and security at ${d.security}/100.`;
    case 'marketing':
      return `Brand strength is ${d.brand}/100 and we hold ${share(c.marketShare)} of the market.`;
    case 'operations':
      return `Operational efficiency is ${d.efficiency}/100 on ${money(c.costs)} of quarterly costs.`;
    case 'legal-compliance':
      return `Compliance is at ${d.compliance}/100 (department health ${health}%).`;
    case 'sales':
      return `The pipeline is at ${d.pipeline}/100, revenue ${money(c.revenue)} with growth ${growth(c.quarterlyGrowth)}.`;
    case 'product':
      return `Product quality is ${d.productQuality}/100 with tech debt at ${d.techDebt}/100.`;
    case 'security':
      return `Our security posture is ${d.security}/100 and compliance ${d.compliance}/100.`;
    case 'strategy':
      return `Strategic focus is ${d.strategyFocus}/100, growth ${growth(c.quarterlyGrowth)} and share ${share(c.marketShare)}.`;
  }
}

/** What the leader wants done about their own area, given its health. */
export function departmentAdvice(id: DepartmentId, c: CompanySnapshot): string {
  const health = healthOf(id, c);
  const weak = health < 50;
  const advice: Record<DepartmentId, [string, string]> = {
    executive: [
      'cut to three priorities with a named owner each, this quarter',
      'make one bold bet that serves the five-year plan',
    ],
    finance: [
      'freeze discretionary spend and renegotiate supplier terms to protect the runway',
      'invest, but only where the payback is under four quarters',
    ],
    'human-resources': [
      'fix workload and retention before hiring anyone new',
      'hire into the busiest teams now',
    ],
    technology: [
      'reserve a quarter of engineering capacity to pay down tech debt',
      'invest in automation so we ship faster',
    ],
    marketing: [
      'sharpen one message for our core segment instead of spreading the budget',
      'run a focused campaign that turns brand strength into market share',
    ],
    operations: [
      'remove the manual bottleneck before adding any volume',
      'consolidate vendors to free margin for growth',
    ],
    'legal-compliance': [
      'close the compliance gaps before a regulator finds them',
      'pursue a certification that turns our compliance into a sales argument',
    ],
    sales: ['re-engage stalled deals and stop blanket discounting', 'go after larger enterprise accounts'],
    product: [
      'freeze new features for one cycle and fix the top defects',
      'launch a premium tier for what our best customers already love',
    ],
    security: [
      'patch, rotate credentials and review every admin account this week',
      'add continuous monitoring to stay ahead of attackers',
    ],
    strategy: [
      'defend the core segment before chasing new markets',
      'run a small, time-boxed pilot in an adjacent market',
    ],
  };
  return advice[id][weak ? 0 : 1];
}

export function healthPhrase(health: number): string {
  if (health >= 70) return 'in good shape';
  if (health >= 50) return 'holding up';
  if (health >= 40) return 'under strain';
  if (health >= 30) return 'in trouble';
  return 'in crisis';
}

/** What each department does first when the council meets on a problem. */
export function crisisRole(id: DepartmentId, c: CompanySnapshot): string {
  switch (id) {
    case 'executive':
      return 'I will own the decision and report to you at the end of the day';
    case 'finance':
      return `I will cost every option and protect our ${money(c.cash)} of cash; nothing above ${money(Math.round(c.revenue * 0.05))} is spent without this council`;
    case 'human-resources':
      return `I will brief our ${c.employeeCount} people today and keep morale (${c.drivers.morale}/100) from sliding`;
    case 'technology':
      return 'my engineers will isolate the affected systems and find the root cause';
    case 'marketing':
      return 'I will have honest customer and press messaging ready within 24 hours';
    case 'operations':
      return 'I will keep deliveries running and set up a daily status call';
    case 'legal-compliance':
      return 'I will check our disclosure and regulatory duties today and document every step';
    case 'sales':
      return 'I will call our top accounts before they hear it from someone else';
    case 'product':
      return 'I will reprioritise the roadmap around the fix';
    case 'security':
      return 'I will contain the threat first, then run the forensics';
    case 'strategy':
      return 'I will map how competitors will use this and how we come out stronger';
  }
}

/** The figures a department's leader quotes, one per line. */
export function keyFigures(id: DepartmentId, c: CompanySnapshot): string[] {
  const d = c.drivers;
  switch (id) {
    case 'executive':
      return [`Net worth ${money(c.netWorth)}`, `Strategic focus ${d.strategyFocus}/100`];
    case 'finance': {
      const runway = runwayQuarters(c);
      return [
        `Revenue ${money(c.revenue)} against ${money(c.costs)} of costs`,
        runway === null ? `Liquidity ${d.liquidity}/100` : `Runway about ${runway.toFixed(1)} quarters`,
      ];
    }
    case 'human-resources':
      return [`${c.employeeCount} employees`, `Morale ${d.morale}/100, efficiency ${d.efficiency}/100`];
    case 'technology':
      return [
        `Tech debt ${d.techDebt}/100`,
        `Product quality ${d.productQuality}/100, security ${d.security}/100`,
      ];
    case 'marketing':
      return [`Brand strength ${d.brand}/100`, `Market share ${share(c.marketShare)}`];
    case 'operations':
      return [`Operational efficiency ${d.efficiency}/100`, `Quarterly costs ${money(c.costs)}`];
    case 'legal-compliance':
      return [`Compliance ${d.compliance}/100`];
    case 'sales':
      return [
        `Pipeline ${d.pipeline}/100`,
        `Revenue ${money(c.revenue)}, growth ${growth(c.quarterlyGrowth)}`,
      ];
    case 'product':
      return [`Product quality ${d.productQuality}/100`, `Tech debt ${d.techDebt}/100`];
    case 'security':
      return [`Security posture ${d.security}/100`, `Compliance ${d.compliance}/100`];
    case 'strategy':
      return [
        `Strategic focus ${d.strategyFocus}/100`,
        `Growth ${growth(c.quarterlyGrowth)}, market share ${share(c.marketShare)}`,
      ];
  }
}

/** Who a department's leader speaks for, with the number that describes them. */
export function stakeholdersOf(id: DepartmentId, c: CompanySnapshot): string {
  const d = c.drivers;
  switch (id) {
    case 'executive':
      return `Shareholders, with ${money(c.netWorth)} of net worth at stake`;
    case 'finance':
      return `Lenders and investors, who watch ${money(c.cash)} of cash and ${money(c.cashFlow)} of cash flow`;
    case 'human-resources':
      return `Our ${c.employeeCount} employees, with morale at ${d.morale}/100`;
    case 'technology':
      return `Engineers and users, on a platform with tech debt at ${d.techDebt}/100`;
    case 'marketing':
      return `Customers and prospects: brand ${d.brand}/100, ${share(c.marketShare)} of the market`;
    case 'operations':
      return `Suppliers and delivery teams, at ${d.efficiency}/100 efficiency`;
    case 'legal-compliance':
      return `Regulators and auditors, with compliance at ${d.compliance}/100`;
    case 'sales':
      return `Key accounts, with the pipeline at ${d.pipeline}/100`;
    case 'product':
      return `The people using the product, at ${d.productQuality}/100 quality`;
    case 'security':
      return `Customers whose data we hold, with security at ${d.security}/100`;
    case 'strategy':
      return `Our market position: ${share(c.marketShare)} share, growth ${growth(c.quarterlyGrowth)}`;
  }
}
