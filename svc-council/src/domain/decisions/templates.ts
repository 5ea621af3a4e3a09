// Concrete proposals the council puts before the player (GAME.md): each with
// a signed financial impact (negative costs money) scaled to the company, how
// many quarters it lasts and the drivers it moves. svc-game stores them as
// pending decisions; Implement applies them.
import type { CompanySnapshot, DecisionProposedPayload, Drivers } from '@ai-council/contracts';
import { MAX_BOOKED, type DepartmentId } from '@ai-council/rules';
import { money } from '../board/company';

type DriverEffects = Partial<Record<keyof Drivers, number>>;

export interface DecisionTemplate {
  key: string;
  departmentId: DepartmentId;
  category: string;
  title: string;
  describe(company: CompanySnapshot): string;
  /** Signed share of quarterly revenue: -0.08 costs 8% of a quarter's revenue. */
  revenueShare: number;
  timeImpact: number;
  driverEffects: DriverEffects;
  /**
   * Done once and done for good (a launch, a certification, a reserve set up):
   * never proposed again after it is carried out. The others repeat, each
   * time returning less (rules' REPEAT_RETURN_FACTOR).
   */
  oneOff: boolean;
}

/** A department's move, as the table below gives it. */
type Move = Pick<
  DecisionTemplate,
  'title' | 'describe' | 'revenueShare' | 'timeImpact' | 'driverEffects' | 'oneOff'
>;
export type MoveKind = 'remedy' | 'growth';

/** Per department: the category of its moves, a remedy for when it is weak and a growth move for when it is strong. */
const movesOf: Record<DepartmentId, { category: string } & Record<MoveKind, Move>> = {
  executive: {
    category: 'strategic',
    remedy: {
      title: 'Quarterly priorities reset',
      oneOff: false,
      describe: (c) =>
        `Cut the roadmap to three priorities with named owners; net worth is ${money(c.netWorth)}.`,
      revenueShare: -0.02,
      timeImpact: 2,
      driverEffects: { strategyFocus: 8, morale: 2 },
    },
    growth: {
      title: 'Leadership offsite and five-year plan',
      oneOff: true,
      describe: () => 'Align the leadership team on the five-year plan and publish it company-wide.',
      revenueShare: -0.03,
      timeImpact: 2,
      driverEffects: { strategyFocus: 6, morale: 3 },
    },
  },
  finance: {
    category: 'financial',
    remedy: {
      title: 'Renegotiate supplier terms',
      oneOff: true,
      describe: (c) =>
        `Move suppliers to 60-day terms and freeze discretionary spend; cash is ${money(c.cash)}.`,
      revenueShare: 0.04,
      timeImpact: 2,
      driverEffects: { liquidity: 8, morale: -2 },
    },
    growth: {
      title: 'Set up a growth reserve',
      oneOff: true,
      describe: (c) => `Ring-fence part of the ${money(c.cash)} cash for opportunities the council approves.`,
      revenueShare: 0.01,
      timeImpact: 3,
      driverEffects: { liquidity: 5, strategyFocus: 2 },
    },
  },
  'human-resources': {
    category: 'hr',
    remedy: {
      title: 'Retention and workload programme',
      oneOff: false,
      describe: (c) =>
        `Retention bonuses for key roles and a workload review for ${c.employeeCount} employees.`,
      revenueShare: -0.05,
      timeImpact: 2,
      driverEffects: { morale: 10, efficiency: 2 },
    },
    growth: {
      title: 'Targeted hiring round',
      oneOff: false,
      describe: (c) => `Hire into the busiest teams, growing from ${c.employeeCount} people.`,
      revenueShare: -0.08,
      timeImpact: 3,
      driverEffects: { efficiency: 5, morale: 3 },
    },
  },
  technology: {
    category: 'technology',
    remedy: {
      title: 'Tech-debt sprint',
      oneOff: false,
      describe: (c) =>
        `Give a quarter of engineering capacity to debt; tech debt is ${c.drivers.techDebt}/100.`,
      revenueShare: -0.05,
      timeImpact: 2,
      driverEffects: { techDebt: -10, productQuality: 3 },
    },
    growth: {
      title: 'Platform automation investment',
      oneOff: true,
      describe: () => 'Automate testing and deployment so releases become routine.',
      revenueShare: -0.07,
      timeImpact: 3,
      driverEffects: { efficiency: 5, techDebt: -5, productQuality: 3 },
    },
  },
  marketing: {
    category: 'marketing',
    remedy: {
      title: 'Focused brand campaign',
      oneOff: false,
      describe: (c) =>
        `One clear message to the segment where we hold ${(c.marketShare / 100).toFixed(2)}% share.`,
      revenueShare: -0.06,
      timeImpact: 2,
      driverEffects: { brand: 8, pipeline: 3 },
    },
    growth: {
      title: 'Customer advocacy programme',
      oneOff: true,
      describe: () => 'Turn happy customers into case studies and referrals.',
      revenueShare: -0.03,
      timeImpact: 3,
      driverEffects: { brand: 5, pipeline: 4 },
    },
  },
  operations: {
    category: 'operational',
    remedy: {
      title: 'Remove the approval bottleneck',
      oneOff: true,
      describe: (c) => `Automate the manual order approvals; efficiency is ${c.drivers.efficiency}/100.`,
      revenueShare: -0.03,
      timeImpact: 2,
      driverEffects: { efficiency: 9, morale: 2 },
    },
    growth: {
      title: 'Vendor consolidation',
      oneOff: true,
      describe: (c) => `Consolidate vendors to cut part of ${money(c.costs)} quarterly costs.`,
      revenueShare: 0.03,
      timeImpact: 3,
      driverEffects: { efficiency: 5, liquidity: 3 },
    },
  },
  'legal-compliance': {
    category: 'legal',
    remedy: {
      title: 'Compliance remediation plan',
      oneOff: false,
      describe: (c) =>
        `External review and fixes before the regulator asks; compliance is ${c.drivers.compliance}/100.`,
      revenueShare: -0.04,
      timeImpact: 2,
      driverEffects: { compliance: 10 },
    },
    growth: {
      title: 'Certification programme',
      oneOff: true,
      describe: () => 'Earn the industry certification enterprise buyers ask for.',
      revenueShare: -0.04,
      timeImpact: 3,
      driverEffects: { compliance: 5, pipeline: 4 },
    },
  },
  sales: {
    category: 'sales',
    remedy: {
      title: 'Pipeline rescue plan',
      oneOff: false,
      describe: (c) =>
        `Re-engage stalled deals and stop blanket discounts; pipeline is ${c.drivers.pipeline}/100.`,
      revenueShare: -0.03,
      timeImpact: 2,
      driverEffects: { pipeline: 9 },
    },
    growth: {
      title: 'Enterprise sales team',
      oneOff: true,
      describe: () => 'Add two enterprise account executives for larger deals.',
      revenueShare: -0.07,
      timeImpact: 3,
      driverEffects: { pipeline: 8, brand: 2 },
    },
  },
  product: {
    category: 'product',
    remedy: {
      title: 'Quality-first release cycle',
      oneOff: false,
      describe: (c) =>
        `Freeze features for a cycle and fix the top defects; quality is ${c.drivers.productQuality}/100.`,
      revenueShare: -0.04,
      timeImpact: 2,
      driverEffects: { productQuality: 9, techDebt: -3 },
    },
    growth: {
      title: 'Premium tier launch',
      oneOff: true,
      describe: () => 'Package advanced features into a premium tier for the best customers.',
      revenueShare: -0.05,
      timeImpact: 3,
      driverEffects: { productQuality: 3, pipeline: 5, brand: 2 },
    },
  },
  security: {
    category: 'security',
    remedy: {
      title: 'Security hardening programme',
      oneOff: false,
      describe: (c) => `Patch, rotate credentials and review access; security is ${c.drivers.security}/100.`,
      revenueShare: -0.05,
      timeImpact: 2,
      driverEffects: { security: 10, compliance: 3 },
    },
    growth: {
      title: 'Continuous security monitoring',
      oneOff: true,
      describe: () => 'A managed detection service watching the platform around the clock.',
      revenueShare: -0.04,
      timeImpact: 3,
      driverEffects: { security: 6, compliance: 2 },
    },
  },
  strategy: {
    category: 'strategic',
    remedy: {
      title: 'Competitive response plan',
      oneOff: false,
      describe: (c) => `Defend the core segment where we hold ${(c.marketShare / 100).toFixed(2)}% share.`,
      revenueShare: -0.04,
      timeImpact: 2,
      driverEffects: { strategyFocus: 8, pipeline: 2 },
    },
    growth: {
      title: 'Adjacent market pilot',
      oneOff: true,
      describe: () => 'A small, time-boxed pilot in the nearest adjacent market.',
      revenueShare: -0.08,
      timeImpact: 3,
      driverEffects: { strategyFocus: 4, pipeline: 6, brand: 2 },
    },
  },
};

/** Every department's two moves, keyed `<department>-remedy` and `<department>-growth`. */
export const decisionTemplates: readonly DecisionTemplate[] = Object.entries(movesOf).flatMap(
  ([departmentId, { category, ...moves }]) =>
    (['remedy', 'growth'] as const).map((kind) => ({
      key: `${departmentId}-${kind}`,
      departmentId: departmentId as DepartmentId,
      category,
      ...moves[kind],
    })),
);

/** A department's remedy or growth move. */
export function templateOf(departmentId: DepartmentId, kind: MoveKind): DecisionTemplate {
  return decisionTemplates.find((t) => t.key === `${departmentId}-${kind}`)!;
}

export function decisionTemplate(departmentId: DepartmentId, health: number): DecisionTemplate {
  return templateOf(departmentId, health < 50 ? 'remedy' : 'growth');
}

/** Money scales with the company: a share of quarterly revenue, at least $5K either way. */
export function impactOf(revenueShare: number, company: CompanySnapshot): number {
  const raw = Math.round(Math.max(company.revenue, 10_000_000) * revenueShare);
  const floored = raw === 0 ? 0 : Math.sign(raw) * Math.max(500_000, Math.abs(raw));
  return Math.max(-MAX_BOOKED, Math.min(MAX_BOOKED, floored));
}

export function proposalFrom(
  template: Pick<DecisionTemplate, 'title' | 'category' | 'revenueShare' | 'timeImpact' | 'driverEffects'> & {
    description: string;
  },
  company: CompanySnapshot,
  decisionId: string,
  proposedBy: string,
): DecisionProposedPayload {
  return {
    decisionId,
    title: template.title.slice(0, 200),
    description: template.description.slice(0, 2000),
    category: template.category,
    financialImpact: impactOf(template.revenueShare, company),
    timeImpact: template.timeImpact,
    driverEffects: template.driverEffects,
    proposedBy,
  };
}
