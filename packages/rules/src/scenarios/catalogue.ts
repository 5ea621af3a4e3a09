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

export type ScenarioFacts = (company: CompanyFigures) => string;

export interface ScenarioTemplate {
  kind: ScenarioKind;
  departmentId: DepartmentId;
  category: string;
  title: string;
  /** What the scenario is about, in a few words: what a fitting decision addresses. */
  subject: string;
  /**
   * The facts of the scenario, told two or three ways with different specifics (which
   * servers, how many deals, which supplier): every telling states the same kind of problem.
   */
  facts: readonly ScenarioFacts[];
  /**
   * The facts as told for this company. `variant` is any integer the caller chooses (the
   * occurrence index in this game, or a seeded draw): the same number gives the same telling.
   */
  describe(company: CompanyFigures, variant?: number): string;
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

/** Which telling a variant number picks: any integer, wrapped onto the tellings there are. */
export function factsIndex(variant: number, tellings: number): number {
  if (tellings <= 0 || !Number.isFinite(variant)) return 0;
  const whole = Math.trunc(variant);
  return ((whole % tellings) + tellings) % tellings;
}

/** A template as the catalogue writes it: everything but its tellings' picker. */
type Written<K extends string> = Omit<ScenarioTemplate, 'describe' | 'kind'> & { kind: K };

/** Keeps each template's kind as its literal, so the kinds are a union read off the catalogue. */
const catalogue = <K extends string>(templates: ReadonlyArray<Written<K>>) => templates;

function told(template: Written<ScenarioKind>): ScenarioTemplate {
  return {
    ...template,
    describe: (company, variant = 0) => template.facts[factsIndex(variant, template.facts.length)]!(company),
  };
}

/** Weak-department scenarios: raised when a department's health drops below 50. */
const departmentTemplates = catalogue([
  {
    kind: 'strategic-drift',
    departmentId: 'executive',
    category: 'strategic',
    title: 'Leadership Alignment Breakdown',
    subject: 'leadership misalignment',
    facts: [
      (c) =>
        `Strategic focus has slipped to ${d(c).strategyFocus}/100 and teams are pulling in different directions. With ${money(c.netWorth)} net worth and ${money(c.cashFlow)} cash flow, the board needs three priorities for the next quarters and a clear owner for each.`,
      (c) =>
        `Strategic focus is ${d(c).strategyFocus}/100: Product and Sales presented competing roadmaps to the board this month, and four initiatives share one budget line. With ${money(c.netWorth)} net worth and ${money(c.cashFlow)} cash flow, the leadership team has to agree what comes first and who owns each priority.`,
      (c) =>
        `Strategic focus stands at ${d(c).strategyFocus}/100. Two executives announced conflicting targets to their teams, and a staff survey says half the company cannot name our top priority. Cash flow is ${money(c.cashFlow)}; the leadership needs one plan and a clear owner for each part of it.`,
    ],
    rubric: ['people', 'communication', 'timeline', 'costControl'],
    drivers: { strategyFocus: 1, morale: 1 },
  },
  {
    kind: 'cash-squeeze',
    departmentId: 'finance',
    category: 'financial',
    title: 'Cash Flow Squeeze',
    subject: 'cash flow squeeze',
    facts: [
      (c) =>
        `Liquidity is down to ${d(c).liquidity}/100: ${money(c.cash)} in the bank against ${money(c.costs)} of quarterly costs, and cash flow was ${money(c.cashFlow)}. Suppliers are asking for faster payment. How do you protect the runway without stalling growth?`,
      (c) =>
        `Liquidity has dropped to ${d(c).liquidity}/100: ${money(c.cash)} in the bank, ${money(c.costs)} of costs a quarter and cash flow of ${money(c.cashFlow)}. Two large customers are paying 60 days late and payroll falls due in three weeks. How do you protect the runway without stalling growth?`,
      (c) =>
        `Liquidity is ${d(c).liquidity}/100 after a quarter with ${money(c.cashFlow)} cash flow. The bank wants to review our credit terms, and ${money(c.cash)} in cash covers little more than ${money(c.costs)} of quarterly costs. How do you protect the runway without stalling growth?`,
    ],
    rubric: ['costControl', 'investigation', 'communication', 'timeline'],
    drivers: { liquidity: 1, strategyFocus: 1 },
  },
  {
    kind: 'morale-slump',
    departmentId: 'human-resources',
    category: 'hr',
    title: 'Employee Morale Crisis',
    subject: 'fall in morale',
    facts: [
      (c) =>
        `Morale has fallen to ${d(c).morale}/100 across ${c.employeeCount} employees. Exit interviews mention workload and unclear priorities, and two senior people are interviewing elsewhere.`,
      (c) =>
        `Morale is down to ${d(c).morale}/100 among ${c.employeeCount} employees. The engineering team has worked weekends for six weeks, sick days have doubled, and a team lead resigned citing burnout.`,
      (c) =>
        `An engagement survey puts morale at ${d(c).morale}/100 across ${c.employeeCount} employees: people feel their work goes unrecognised and pay has fallen behind the market. Three resignations came in this month.`,
    ],
    rubric: ['people', 'communication', 'investigation', 'costControl'],
    drivers: { morale: 1, efficiency: 1 },
  },
  {
    kind: 'tech-debt-crunch',
    departmentId: 'technology',
    category: 'technology',
    title: 'Technical Debt Crunch',
    subject: 'tech debt crunch',
    facts: [
      (c) =>
        `Tech debt has reached ${d(c).techDebt}/100 and product quality is ${d(c).productQuality}/100. Releases take twice as long as a year ago and incidents are rising. The CTO wants capacity for a clean-up; Sales wants features.`,
      (c) =>
        `Tech debt stands at ${d(c).techDebt}/100 with product quality at ${d(c).productQuality}/100. The billing module has no tests, every change to it breaks something, and two engineers spend most of their week on hotfixes. The CTO wants capacity for a clean-up; Sales wants features.`,
      (c) =>
        `Tech debt is ${d(c).techDebt}/100 and product quality ${d(c).productQuality}/100: the platform runs on a framework version that loses support next quarter, and one deployment in five fails. Engineering asks for a clean-up sprint; Sales wants the promised features.`,
    ],
    rubric: ['investigation', 'costControl', 'people', 'timeline'],
    drivers: { techDebt: -1, productQuality: 1 },
  },
  {
    kind: 'brand-erosion',
    departmentId: 'marketing',
    category: 'marketing',
    title: 'Brand Awareness Erosion',
    subject: 'brand erosion',
    facts: [
      (c) =>
        `Brand strength is ${d(c).brand}/100 and market share sits at ${share(c.marketShare)}. Competitors outspend us in every channel and inbound interest is drying up.`,
      (c) =>
        `Brand strength has slipped to ${d(c).brand}/100 with market share at ${share(c.marketShare)}. Only one buyer in ten in our segment recognises our name, and our last campaign drew half the leads of the one before.`,
      (c) =>
        `Brand strength is ${d(c).brand}/100 and market share ${share(c.marketShare)}. A rival's rebrand is getting the press coverage we used to get, and visits to our website fell by a third in a quarter.`,
    ],
    rubric: ['investigation', 'customers', 'costControl', 'communication'],
    drivers: { brand: 1, pipeline: 1 },
  },
  {
    kind: 'operations-bottleneck',
    departmentId: 'operations',
    category: 'operational',
    title: 'Operational Bottleneck',
    subject: 'operational bottleneck',
    facts: [
      (c) =>
        `Efficiency is ${d(c).efficiency}/100: orders queue behind a manual approval step and delivery costs rose while revenue was ${money(c.revenue)} last quarter.`,
      (c) =>
        `Efficiency has dropped to ${d(c).efficiency}/100: onboarding a customer now takes three weeks because every account is set up by hand, and the backlog grew while revenue was ${money(c.revenue)} last quarter.`,
      (c) =>
        `Efficiency is ${d(c).efficiency}/100: the fulfilment and support teams work from separate spreadsheets, some orders ship twice and others not at all, and delivery costs keep climbing against ${money(c.revenue)} of revenue last quarter.`,
    ],
    rubric: ['investigation', 'containment', 'costControl', 'people'],
    drivers: { efficiency: 1, morale: 1 },
  },
  {
    kind: 'compliance-gap',
    departmentId: 'legal-compliance',
    category: 'legal',
    title: 'Compliance Gap Discovered',
    subject: 'compliance gap',
    facts: [
      (c) =>
        `An internal review scored compliance at ${d(c).compliance}/100: data-retention rules and two supplier contracts do not meet current regulation. Fines could reach ${money(Math.round(c.revenue * 0.1))}.`,
      (c) =>
        `Compliance is at ${d(c).compliance}/100: an internal review found customer data kept years past its retention period and no signed data-processing agreements with three vendors. Fines could reach ${money(Math.round(c.revenue * 0.1))}.`,
      (c) =>
        `A pre-audit check scored compliance at ${d(c).compliance}/100: our privacy notice and consent records do not meet the regulation that takes effect next quarter. Fines could reach ${money(Math.round(c.revenue * 0.1))}.`,
    ],
    rubric: ['compliance', 'investigation', 'containment', 'communication'],
    drivers: { compliance: 1, strategyFocus: 1 },
  },
  {
    kind: 'pipeline-drought',
    departmentId: 'sales',
    category: 'sales',
    title: 'Sales Pipeline Drought',
    subject: 'sales pipeline drought',
    facts: [
      (c) =>
        `The pipeline is at ${d(c).pipeline}/100 and revenue growth was ${growth(c.quarterlyGrowth)} last quarter. Three large deals slipped, and the team is discounting to close.`,
      (c) =>
        `The pipeline has thinned to ${d(c).pipeline}/100 and revenue growth was ${growth(c.quarterlyGrowth)} last quarter. Two renewals are at risk, five qualified deals stalled at the proposal stage, and most reps are missing quota.`,
      (c) =>
        `Pipeline stands at ${d(c).pipeline}/100 with revenue growth at ${growth(c.quarterlyGrowth)}. Inbound leads halved since last quarter, the four largest deals slipped into next year, and discounts keep creeping up to close what is left.`,
    ],
    rubric: ['customers', 'investigation', 'costControl', 'people'],
    drivers: { pipeline: 1, brand: 1 },
  },
  {
    kind: 'quality-complaints',
    departmentId: 'product',
    category: 'product',
    title: 'Product Quality Complaints',
    subject: 'product quality complaints',
    facts: [
      (c) =>
        `Product quality is ${d(c).productQuality}/100 and support tickets doubled. Customers report bugs in the core workflow; churn risk is visible in ${share(c.marketShare)} share.`,
      (c) =>
        `Product quality has fallen to ${d(c).productQuality}/100: the last release broke exports for several customers, our app-store rating dropped below three stars, and churn risk shows in our ${share(c.marketShare)} share.`,
      (c) =>
        `Product quality is ${d(c).productQuality}/100 and complaints about slow pages and lost edits fill the support queue; two reference customers stopped recommending us. Our ${share(c.marketShare)} share is at risk.`,
    ],
    rubric: ['customers', 'containment', 'investigation', 'communication'],
    drivers: { productQuality: 1, brand: 1 },
  },
  {
    kind: 'security-exposure',
    departmentId: 'security',
    category: 'security',
    title: 'Security Vulnerabilities Exposed',
    subject: 'exposed security weaknesses',
    facts: [
      (c) =>
        `Security posture is ${d(c).security}/100: an external scan found unpatched servers and stale admin accounts. Nothing is breached yet, but the exposure is public knowledge among attackers.`,
      (c) =>
        `Security posture has dropped to ${d(c).security}/100: a penetration test got into the staging network through a forgotten VPN account and found copies of customer data there. Nothing is breached yet, but the weakness is easy to find.`,
      (c) =>
        `Security posture is ${d(c).security}/100: a researcher reported a publicly readable storage bucket, and twelve laptops turned out to have no disk encryption. Nothing is breached yet, but attackers scan for exactly these gaps.`,
    ],
    rubric: ['containment', 'investigation', 'compliance', 'timeline'],
    drivers: { security: 1, compliance: 1 },
  },
  {
    kind: 'competitive-squeeze',
    departmentId: 'strategy',
    category: 'strategic',
    title: 'Competitive Position Weakening',
    subject: "rival's launch in our core segment",
    facts: [
      (c) =>
        `Strategic focus is ${d(c).strategyFocus}/100 and growth ${growth(c.quarterlyGrowth)}. A better-funded rival just launched in our core segment where we hold ${share(c.marketShare)}.`,
      (c) =>
        `Strategic focus is ${d(c).strategyFocus}/100 and growth ${growth(c.quarterlyGrowth)}. A rival launched a cheaper bundle of the feature our customers value most in our core segment, where we hold ${share(c.marketShare)}; two prospects have already chosen it.`,
      (c) =>
        `Strategic focus is ${d(c).strategyFocus}/100, growth ${growth(c.quarterlyGrowth)}. A competitor backed by a large platform launched a rival product in our core segment, where we hold ${share(c.marketShare)}, and its sales team is calling our customers.`,
    ],
    rubric: ['investigation', 'customers', 'costControl', 'timeline'],
    drivers: { strategyFocus: 1, pipeline: 1 },
  },
]);

export const departmentScenarios: readonly ScenarioTemplate[] = departmentTemplates.map(told);

const inverse = (value: number) => Math.max(0.05, (100 - value) / 50);

/** Seeded events: rarer, and likelier where the company is weak. */
const eventTemplates = catalogue([
  {
    kind: 'security-breach',
    departmentId: 'security',
    category: 'security',
    title: 'Security Breach Detected',
    subject: 'security breach',
    facts: [
      (c) =>
        `Attackers used a stolen admin credential to access customer records. Security posture was ${d(c).security}/100. Customers, regulators and the press will ask what happened; ${c.employeeCount} employees are waiting for instructions.`,
      (c) =>
        `An attacker exploited an unpatched web server and copied part of our customer database. Security posture was ${d(c).security}/100. Customers, regulators and the press will ask what happened; ${c.employeeCount} employees are waiting for instructions.`,
      (c) =>
        `Ransomware encrypted our file servers overnight and the attackers claim they took customer records. Security posture was ${d(c).security}/100. Customers and regulators expect answers, and ${c.employeeCount} employees cannot work normally.`,
    ],
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
    facts: [
      (c) =>
        `The regulator announced an audit of our data handling in 30 days. Compliance is ${d(c).compliance}/100; a failed audit could cost ${money(Math.round(c.revenue * 0.15))} in fines.`,
      (c) =>
        `The regulator will audit how we store and share personal data, starting in six weeks. Compliance is ${d(c).compliance}/100; a failed audit could cost ${money(Math.round(c.revenue * 0.15))} in fines.`,
      (c) =>
        `A customer complaint triggered a regulatory audit of our consent and retention practices, due in 45 days. Compliance is ${d(c).compliance}/100; fines could reach ${money(Math.round(c.revenue * 0.15))}.`,
    ],
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
    facts: [
      (c) =>
        `A competitor is poaching our best engineers and sales leads; four resignations arrived this week. Morale is ${d(c).morale}/100 with ${c.employeeCount} employees left.`,
      (c) =>
        `Our head of engineering and two senior developers resigned this week to join a competitor, and recruiters are calling the rest of the team. Morale is ${d(c).morale}/100 with ${c.employeeCount} employees left.`,
      (c) =>
        `Three of our top sales leads gave notice within ten days, taking key relationships with them; a rival offers them 20% more pay. Morale is ${d(c).morale}/100 with ${c.employeeCount} employees left.`,
    ],
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
    facts: [
      (c) =>
        `A defect in the latest release corrupts customer data in rare cases. Product quality was ${d(c).productQuality}/100. Customers representing ${money(Math.round(c.revenue * 0.3))} of quarterly revenue are affected.`,
      (c) =>
        `A defect in the latest release sends invoices with wrong totals to our customers' clients. Product quality was ${d(c).productQuality}/100. Customers representing ${money(Math.round(c.revenue * 0.3))} of quarterly revenue are affected.`,
      (c) =>
        `A faulty update deletes attachments when records sync, and customers noticed before we did. Product quality was ${d(c).productQuality}/100. Customers representing ${money(Math.round(c.revenue * 0.3))} of quarterly revenue are affected.`,
    ],
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
    facts: [
      (c) =>
        `A smaller competitor with a loyal customer base is for sale and approached us first. We have ${money(c.cash)} cash and ${money(c.netWorth)} net worth; buying would lift share from ${share(c.marketShare)} but strain integration.`,
      (c) =>
        `The founders of a niche competitor with a strong product and a small, loyal customer base want to sell and offered us first refusal. We have ${money(c.cash)} cash and ${money(c.netWorth)} net worth; buying would lift our ${share(c.marketShare)} share but strain integration.`,
      (c) =>
        `A regional rival whose customers overlap with ours is for sale after its investors pulled out. We have ${money(c.cash)} cash and ${money(c.netWorth)} net worth; buying would lift share from ${share(c.marketShare)}, but both teams and systems would need merging.`,
    ],
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
    facts: [
      (c) =>
        `A new AI-native entrant is pricing 40% below us. Revenue was ${money(c.revenue)} last quarter with growth ${growth(c.quarterlyGrowth)}; customers are asking for discounts.`,
      (c) =>
        `A well-funded startup launched an AI-native alternative at half our price, and three customers asked us to match it. Revenue was ${money(c.revenue)} last quarter with growth ${growth(c.quarterlyGrowth)}.`,
      (c) =>
        `A large platform now bundles a product like ours into its suite at no extra price. Revenue was ${money(c.revenue)} last quarter with growth ${growth(c.quarterlyGrowth)}; customers ask why they should keep paying us.`,
    ],
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
    facts: [
      (c) =>
        `Our largest customer, about ${money(Math.round(c.revenue * 0.2))} a quarter, is reviewing alternatives after missed commitments. Pipeline is ${d(c).pipeline}/100, so there is little to replace them.`,
      (c) =>
        `Our largest customer, worth about ${money(Math.round(c.revenue * 0.2))} a quarter, put its contract out to tender after two missed deadlines. Pipeline is ${d(c).pipeline}/100, so there is little to replace them.`,
      (c) =>
        `Our largest customer, about ${money(Math.round(c.revenue * 0.2))} a quarter, has a new chief executive who is cutting suppliers, and we are not on the shortlist. Pipeline is ${d(c).pipeline}/100, so there is little to replace them.`,
    ],
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
    facts: [
      (c) =>
        `Our main infrastructure supplier is failing and prices rose 30% overnight. Efficiency is ${d(c).efficiency}/100 and quarterly costs are ${money(c.costs)}.`,
      (c) =>
        `Our hosting provider will leave our region in 60 days and raised its prices 30% until then. Efficiency is ${d(c).efficiency}/100 and quarterly costs are ${money(c.costs)}.`,
      (c) =>
        `The payments processor we depend on is in financial trouble and has started delaying settlements; the alternative costs 25% more. Efficiency is ${d(c).efficiency}/100 and quarterly costs are ${money(c.costs)}.`,
    ],
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
    facts: [
      (c) =>
        `The platform was down for nine hours; customers could not work. Tech debt is ${d(c).techDebt}/100 and the post-mortem points at an unmaintained service nobody owns.`,
      (c) =>
        `A failed database migration took the platform down for six hours at peak time; customers could not work. Tech debt is ${d(c).techDebt}/100 and the rollback plan had never been tested.`,
      (c) =>
        `The platform was unavailable for most of a working day after an expired certificate took down the login service. Tech debt is ${d(c).techDebt}/100 and nobody was on call for that service.`,
    ],
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
    facts: [
      (c) =>
        `A well-known platform offers a co-marketing partnership that would put us in front of its customers. Brand strength is ${d(c).brand}/100; the partner wants exclusivity for a year.`,
      (c) =>
        `A leading marketplace invites us into its partner programme, which would feature us to its customers for a 20% revenue share. Brand strength is ${d(c).brand}/100; the partner wants exclusivity for a year.`,
      (c) =>
        `An established consultancy offers to resell our product to its clients if we co-fund a joint campaign. Brand strength is ${d(c).brand}/100; it asks for exclusive rights in our home market for a year.`,
    ],
    rubric: ['investigation', 'growth', 'costControl', 'compliance'],
    drivers: { brand: 1, pipeline: 1 },
    opportunity: true,
    event: { severity: 'low', weight: (c) => Math.max(0.1, d(c).brand / 100) },
  },
]);

export const eventScenarios: readonly ScenarioTemplate[] = eventTemplates.map(told);

export const allScenarioTemplates: readonly ScenarioTemplate[] = [...departmentScenarios, ...eventScenarios];

/** Every kind of scenario the council raises: a weak department's or a seeded event's, read off the catalogue. */
export type ScenarioKind =
  (typeof departmentTemplates)[number]['kind'] | (typeof eventTemplates)[number]['kind'];

/** The kinds in catalogue order (a stored scenario's kind is checked against these). */
export const SCENARIO_KINDS: readonly ScenarioKind[] = allScenarioTemplates.map((t) => t.kind);

export function isScenarioKind(kind: string): kind is ScenarioKind {
  return (SCENARIO_KINDS as readonly string[]).includes(kind);
}

/** The template of a kind; a text read from a store or a corpus may name none. */
export function templateOf(kind: string): ScenarioTemplate | undefined {
  return allScenarioTemplates.find((t) => t.kind === kind);
}

/** What the grader reads of a scenario of this kind, as described for this company (in that telling). */
export function scenarioToGrade(
  template: ScenarioTemplate,
  company: CompanyFigures,
  variant = 0,
): ScenarioToGrade {
  return {
    title: template.title,
    description: template.describe(company, variant),
    departmentId: template.departmentId,
    subject: template.subject,
    rubric: template.rubric,
  };
}
