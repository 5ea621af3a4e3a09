// The kinds of scenario the council raises: one or two per weak department,
// plus the seeded events of GAME.md (breach, audit, talent exodus, recall,
// acquisition offer, market disruption …). Descriptions quote the company.
import type { DepartmentId } from '../departments';
import type { Drivers } from '../drivers';
import { formatCents as money, formatHundredthsPercent as share } from '../money';
import type { CompanyFigures, Severity } from './company-figures';
import type { RubricDimension, ScenarioToGrade } from './grading';

/** Quarterly growth from hundredths of a percent, signed: 350 → "+3.5%". */
export function growth(hundredths: number): string {
  const pct = hundredths / 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

type DriverName = keyof Drivers;

export interface ScenarioTemplate {
  kind: string;
  departmentId: DepartmentId;
  category: string;
  title: string;
  /** What the scenario is about, in a few words: what a fitting decision addresses. */
  subject: string;
  describe(company: CompanyFigures): string;
  /** Dimensions a sound answer covers, most important first. */
  rubric: RubricDimension[];
  /** Drivers a good answer improves; -1 means the driver falls when things improve (tech debt). */
  drivers: Partial<Record<DriverName, 1 | -1>>;
  /** An opportunity can make money when handled well; a threat can only cost less. */
  opportunity?: boolean;
  /** Seeded events only: the starting severity and how likely the event is for this company. */
  event?: { severity: Severity; weight(company: CompanyFigures): number };
}

const d = (c: CompanyFigures) => c.drivers;

/** Weak-department scenarios: raised when a department's health drops below 50. */
export const departmentScenarios: readonly ScenarioTemplate[] = [
  {
    kind: 'strategic-drift',
    departmentId: 'executive',
    category: 'strategic',
    title: 'Leadership Alignment Breakdown',
    subject: 'leadership misalignment',
    describe: (c) =>
      `Strategic focus has slipped to ${d(c).strategyFocus}/100 and teams are pulling in different directions. With ${money(c.netWorth)} net worth and ${money(c.cashFlow)} cash flow, the board needs three priorities for the next quarters and a clear owner for each.`,
    rubric: ['people', 'communication', 'timeline', 'costControl'],
    drivers: { strategyFocus: 1, morale: 1 },
  },
  {
    kind: 'cash-squeeze',
    departmentId: 'finance',
    category: 'financial',
    title: 'Cash Flow Squeeze',
    subject: 'cash flow squeeze',
    describe: (c) =>
      `Liquidity is down to ${d(c).liquidity}/100: ${money(c.cash)} in the bank against ${money(c.costs)} of quarterly costs, and cash flow was ${money(c.cashFlow)}. Suppliers are asking for faster payment. How do you protect the runway without stalling growth?`,
    rubric: ['costControl', 'investigation', 'communication', 'timeline'],
    drivers: { liquidity: 1, strategyFocus: 1 },
  },
  {
    kind: 'morale-slump',
    departmentId: 'human-resources',
    category: 'hr',
    title: 'Employee Morale Crisis',
    subject: 'fall in morale',
    describe: (c) =>
      `Morale has fallen to ${d(c).morale}/100 across ${c.employeeCount} employees. Exit interviews mention workload and unclear priorities, and two senior people are interviewing elsewhere.`,
    rubric: ['people', 'communication', 'investigation', 'costControl'],
    drivers: { morale: 1, efficiency: 1 },
  },
  {
    kind: 'tech-debt-crunch',
    departmentId: 'technology',
    category: 'technology',
    title: 'Technical Debt Crunch',
    subject: 'tech debt crunch',
    describe: (c) =>
      `Tech debt has reached ${d(c).techDebt}/100 and product quality is ${d(c).productQuality}/100. Releases take twice as long as a year ago and incidents are rising. The CTO wants capacity for a clean-up; Sales wants features.`,
    rubric: ['investigation', 'costControl', 'people', 'timeline'],
    drivers: { techDebt: -1, productQuality: 1 },
  },
  {
    kind: 'brand-erosion',
    departmentId: 'marketing',
    category: 'marketing',
    title: 'Brand Awareness Erosion',
    subject: 'brand erosion',
    describe: (c) =>
      `Brand strength is ${d(c).brand}/100 and market share sits at ${share(c.marketShare)}. Competitors outspend us in every channel and inbound interest is drying up.`,
    rubric: ['investigation', 'customers', 'costControl', 'communication'],
    drivers: { brand: 1, pipeline: 1 },
  },
  {
    kind: 'operations-bottleneck',
    departmentId: 'operations',
    category: 'operational',
    title: 'Operational Bottleneck',
    subject: 'operational bottleneck',
    describe: (c) =>
      `Efficiency is ${d(c).efficiency}/100: orders queue behind a manual approval step and delivery costs rose while revenue was ${money(c.revenue)} last quarter.`,
    rubric: ['investigation', 'containment', 'costControl', 'people'],
    drivers: { efficiency: 1, morale: 1 },
  },
  {
    kind: 'compliance-gap',
    departmentId: 'legal-compliance',
    category: 'legal',
    title: 'Compliance Gap Discovered',
    subject: 'compliance gap',
    describe: (c) =>
      `An internal review scored compliance at ${d(c).compliance}/100: data-retention rules and two supplier contracts do not meet current regulation. Fines could reach ${money(Math.round(c.revenue * 0.1))}.`,
    rubric: ['compliance', 'investigation', 'containment', 'communication'],
    drivers: { compliance: 1, strategyFocus: 1 },
  },
  {
    kind: 'pipeline-drought',
    departmentId: 'sales',
    category: 'sales',
    title: 'Sales Pipeline Drought',
    subject: 'sales pipeline drought',
    describe: (c) =>
      `The pipeline is at ${d(c).pipeline}/100 and revenue growth was ${growth(c.quarterlyGrowth)} last quarter. Three large deals slipped, and the team is discounting to close.`,
    rubric: ['customers', 'investigation', 'costControl', 'people'],
    drivers: { pipeline: 1, brand: 1 },
  },
  {
    kind: 'quality-complaints',
    departmentId: 'product',
    category: 'product',
    title: 'Product Quality Complaints',
    subject: 'product quality complaints',
    describe: (c) =>
      `Product quality is ${d(c).productQuality}/100 and support tickets doubled. Customers report bugs in the core workflow; churn risk is visible in ${share(c.marketShare)} share.`,
    rubric: ['customers', 'containment', 'investigation', 'communication'],
    drivers: { productQuality: 1, brand: 1 },
  },
  {
    kind: 'security-exposure',
    departmentId: 'security',
    category: 'security',
    title: 'Security Vulnerabilities Exposed',
    subject: 'exposed security weaknesses',
    describe: (c) =>
      `Security posture is ${d(c).security}/100: an external scan found unpatched servers and stale admin accounts. Nothing is breached yet, but the exposure is public knowledge among attackers.`,
    rubric: ['containment', 'investigation', 'compliance', 'timeline'],
    drivers: { security: 1, compliance: 1 },
  },
  {
    kind: 'competitive-squeeze',
    departmentId: 'strategy',
    category: 'strategic',
    title: 'Competitive Position Weakening',
    subject: "rival's launch in our core segment",
    describe: (c) =>
      `Strategic focus is ${d(c).strategyFocus}/100 and growth ${growth(c.quarterlyGrowth)}. A better-funded rival just launched in our core segment where we hold ${share(c.marketShare)}.`,
    rubric: ['investigation', 'customers', 'costControl', 'timeline'],
    drivers: { strategyFocus: 1, pipeline: 1 },
  },
];

const inverse = (value: number) => Math.max(0.05, (100 - value) / 50);

/** Seeded events: rarer, and likelier where the company is weak. */
export const eventScenarios: readonly ScenarioTemplate[] = [
  {
    kind: 'security-breach',
    departmentId: 'security',
    category: 'security',
    title: 'Security Breach Detected',
    subject: 'security breach',
    describe: (c) =>
      `Attackers used a stolen admin credential to access customer records. Security posture was ${d(c).security}/100. Customers, regulators and the press will ask what happened; ${c.employeeCount} employees are waiting for instructions.`,
    rubric: ['containment', 'communication', 'compliance', 'investigation', 'customers'],
    drivers: { security: 1, compliance: 1, brand: 1 },
    event: { severity: 'high', weight: (c) => inverse(d(c).security) },
  },
  {
    kind: 'regulatory-audit',
    departmentId: 'legal-compliance',
    category: 'legal',
    title: 'Regulatory Audit Announced',
    subject: 'regulatory audit',
    describe: (c) =>
      `The regulator announced an audit of our data handling in 30 days. Compliance is ${d(c).compliance}/100; a failed audit could cost ${money(Math.round(c.revenue * 0.15))} in fines.`,
    rubric: ['compliance', 'investigation', 'people', 'timeline'],
    drivers: { compliance: 1, strategyFocus: 1 },
    event: { severity: 'medium', weight: (c) => inverse(d(c).compliance) },
  },
  {
    kind: 'talent-exodus',
    departmentId: 'human-resources',
    category: 'hr',
    title: 'Key Talent Exodus',
    subject: 'loss of key talent',
    describe: (c) =>
      `A competitor is poaching our best engineers and sales leads; four resignations arrived this week. Morale is ${d(c).morale}/100 with ${c.employeeCount} employees left.`,
    rubric: ['people', 'costControl', 'communication', 'investigation'],
    drivers: { morale: 1, efficiency: 1 },
    event: { severity: 'high', weight: (c) => inverse(d(c).morale) },
  },
  {
    kind: 'product-recall',
    departmentId: 'product',
    category: 'product',
    title: 'Product Recall Crisis',
    subject: 'defective release',
    describe: (c) =>
      `A defect in the latest release corrupts customer data in rare cases. Product quality was ${d(c).productQuality}/100. Customers representing ${money(Math.round(c.revenue * 0.3))} of quarterly revenue are affected.`,
    rubric: ['containment', 'customers', 'communication', 'investigation', 'compliance'],
    drivers: { productQuality: 1, brand: 1, techDebt: -1 },
    event: { severity: 'high', weight: (c) => inverse(d(c).productQuality) },
  },
  {
    kind: 'acquisition-offer',
    departmentId: 'strategy',
    category: 'strategic',
    title: 'Acquisition Offer Received',
    subject: 'acquisition offer',
    describe: (c) =>
      `A smaller competitor with a loyal customer base is for sale and approached us first. We have ${money(c.cash)} cash and ${money(c.netWorth)} net worth; buying would lift share from ${share(c.marketShare)} but strain integration.`,
    rubric: ['investigation', 'costControl', 'growth', 'people'],
    drivers: { strategyFocus: 1, pipeline: 1 },
    opportunity: true,
    event: { severity: 'medium', weight: () => 0.6 },
  },
  {
    kind: 'market-disruption',
    departmentId: 'strategy',
    category: 'strategic',
    title: 'Market Disruption',
    subject: 'low-price entrant',
    describe: (c) =>
      `A new AI-native entrant is pricing 40% below us. Revenue was ${money(c.revenue)} last quarter with growth ${growth(c.quarterlyGrowth)}; customers are asking for discounts.`,
    rubric: ['investigation', 'customers', 'growth', 'costControl'],
    drivers: { strategyFocus: 1, brand: 1, pipeline: 1 },
    event: { severity: 'high', weight: () => 0.6 },
  },
  {
    kind: 'key-customer-loss',
    departmentId: 'sales',
    category: 'sales',
    title: 'Largest Customer Threatens to Leave',
    subject: 'risk of losing our largest customer',
    describe: (c) =>
      `Our largest customer, about ${money(Math.round(c.revenue * 0.2))} a quarter, is reviewing alternatives after missed commitments. Pipeline is ${d(c).pipeline}/100, so there is little to replace them.`,
    rubric: ['customers', 'communication', 'investigation', 'people'],
    drivers: { pipeline: 1, brand: 1 },
    event: { severity: 'high', weight: (c) => inverse(d(c).pipeline) * 0.8 },
  },
  {
    kind: 'supply-chain-disruption',
    departmentId: 'operations',
    category: 'operational',
    title: 'Supply Chain Disruption',
    subject: 'supplier failure',
    describe: (c) =>
      `Our main infrastructure supplier is failing and prices rose 30% overnight. Efficiency is ${d(c).efficiency}/100 and quarterly costs are ${money(c.costs)}.`,
    rubric: ['containment', 'costControl', 'investigation', 'customers'],
    drivers: { efficiency: 1, liquidity: 1 },
    event: { severity: 'medium', weight: (c) => inverse(d(c).efficiency) * 0.8 },
  },
  {
    kind: 'system-outage',
    departmentId: 'technology',
    category: 'technology',
    title: 'Major System Outage',
    subject: 'system outage',
    describe: (c) =>
      `The platform was down for nine hours; customers could not work. Tech debt is ${d(c).techDebt}/100 and the post-mortem points at an unmaintained service nobody owns.`,
    rubric: ['containment', 'customers', 'investigation', 'people', 'communication'],
    drivers: { techDebt: -1, productQuality: 1, brand: 1 },
    event: { severity: 'high', weight: (c) => Math.max(0.05, d(c).techDebt / 50) },
  },
  {
    kind: 'partnership-offer',
    departmentId: 'marketing',
    category: 'marketing',
    title: 'Strategic Partnership Opportunity',
    subject: 'partnership offer',
    describe: (c) =>
      `A well-known platform offers a co-marketing partnership that would put us in front of its customers. Brand strength is ${d(c).brand}/100; the partner wants exclusivity for a year.`,
    rubric: ['investigation', 'growth', 'costControl', 'compliance'],
    drivers: { brand: 1, pipeline: 1 },
    opportunity: true,
    event: { severity: 'low', weight: (c) => Math.max(0.1, d(c).brand / 100) },
  },
];

export const allScenarioTemplates: readonly ScenarioTemplate[] = [...departmentScenarios, ...eventScenarios];

export function templateOf(kind: string): ScenarioTemplate | undefined {
  return allScenarioTemplates.find((t) => t.kind === kind);
}

/** What the grader reads of a scenario of this kind, as described for this company. */
export function scenarioToGrade(template: ScenarioTemplate, company: CompanyFigures): ScenarioToGrade {
  return {
    title: template.title,
    description: template.describe(company),
    departmentId: template.departmentId,
    subject: template.subject,
    rubric: template.rubric,
  };
}
