// Department health derives from the company's drivers and numbers (GAME.md:
// "an alerting CTO means the technology numbers are actually bad").
import { clamp, toScore } from '@ai-council/rules';
import type { CompanySnapshot, Department, Drivers } from '@ai-council/contracts';
import {
  DEPARTMENT_IDS,
  departmentOfCategory,
  type Department as DepartmentName,
  type DepartmentId,
} from '@ai-council/rules';

export interface DepartmentDefinition {
  id: DepartmentId;
  name: DepartmentName;
  description: string;
  health(company: CompanySnapshot): number;
}

/** 50 at break-even, 100 at a +20% margin, 0 at -20%. */
export function cashFlowScore(company: CompanySnapshot): number {
  const base = Math.max(company.revenue, 1_000_000);
  return clamp(50 + (company.cashFlow / base) * 250, 0, 100);
}

/** 50 at flat revenue, +/-5 points per percent of quarterly growth. */
export function growthScore(company: CompanySnapshot): number {
  return clamp(50 + company.quarterlyGrowth / 20, 0, 100);
}

/** 40 at no share, +10 per percent of the market. */
export function shareScore(company: CompanySnapshot): number {
  return clamp(40 + company.marketShare / 10, 0, 100);
}

function averageDriver(d: Drivers): number {
  const values = [
    d.brand,
    d.productQuality,
    100 - d.techDebt,
    d.morale,
    d.efficiency,
    d.compliance,
    d.security,
    d.pipeline,
    d.liquidity,
  ];
  return values.reduce((s, v) => s + v, 0) / values.length;
}

export const departmentDefinitions: readonly DepartmentDefinition[] = [
  {
    id: 'executive',
    name: 'Executive',
    description: 'Direction, priorities and the five-year plan',
    health: (c) => 0.5 * c.drivers.strategyFocus + 0.25 * cashFlowScore(c) + 0.25 * averageDriver(c.drivers),
  },
  {
    id: 'finance',
    name: 'Finance',
    description: 'Cash, runway, budgets and cost control',
    health: (c) => {
      const score = 0.55 * c.drivers.liquidity + 0.45 * cashFlowScore(c);
      return c.cash < 0 ? Math.min(score, 10) : score;
    },
  },
  {
    id: 'human-resources',
    name: 'Human Resources',
    description: 'Hiring, morale, retention and culture',
    health: (c) => 0.8 * c.drivers.morale + 0.2 * c.drivers.efficiency,
  },
  {
    id: 'technology',
    name: 'Technology',
    description: 'Platform, architecture, reliability and tech debt',
    health: (c) =>
      0.5 * (100 - c.drivers.techDebt) + 0.3 * c.drivers.productQuality + 0.2 * c.drivers.security,
  },
  {
    id: 'marketing',
    name: 'Marketing',
    description: 'Brand, campaigns and market share',
    health: (c) => 0.8 * c.drivers.brand + 0.2 * shareScore(c),
  },
  {
    id: 'operations',
    name: 'Operations',
    description: 'Delivery, processes, suppliers and efficiency',
    health: (c) => 0.85 * c.drivers.efficiency + 0.15 * c.drivers.morale,
  },
  {
    id: 'legal-compliance',
    name: 'Legal & Compliance',
    description: 'Regulation, contracts and governance',
    health: (c) => c.drivers.compliance,
  },
  {
    id: 'sales',
    name: 'Sales',
    description: 'Pipeline, key accounts and revenue growth',
    health: (c) => 0.7 * c.drivers.pipeline + 0.3 * growthScore(c),
  },
  {
    id: 'product',
    name: 'Product',
    description: 'Roadmap, product quality and customer value',
    health: (c) => 0.7 * c.drivers.productQuality + 0.3 * (100 - c.drivers.techDebt),
  },
  {
    id: 'security',
    name: 'Security',
    description: 'Threats, access control and incident response',
    health: (c) => c.drivers.security,
  },
  {
    id: 'strategy',
    name: 'Strategy',
    description: 'Competitive position, focus and growth bets',
    health: (c) => 0.7 * c.drivers.strategyFocus + 0.3 * growthScore(c),
  },
];

export function departmentDefinition(id: DepartmentId): DepartmentDefinition {
  return departmentDefinitions.find((d) => d.id === id)!;
}

/** Looks a department up by id or display name (case-insensitive). */
export function findDepartment(key: string): DepartmentDefinition | undefined {
  const wanted = key.trim().toLowerCase();
  return departmentDefinitions.find((d) => d.id === wanted || d.name.toLowerCase() === wanted);
}

export function healthOf(id: DepartmentId, company: CompanySnapshot): number {
  return toScore(departmentDefinition(id).health(company));
}

/** Bands for department status: at 50 or above a department is healthy. */
export function departmentStatus(healthScore: number): Department['status'] {
  if (healthScore >= 50) return 'healthy';
  if (healthScore >= 40) return 'warning';
  if (healthScore >= 30) return 'alert';
  return 'critical';
}

export function departmentsOf(company: CompanySnapshot): Department[] {
  return departmentDefinitions.map((d) => {
    const healthScore = healthOf(d.id, company);
    return {
      id: d.id,
      name: d.name,
      description: d.description,
      status: departmentStatus(healthScore),
      healthScore,
    };
  });
}

/** Departments from weakest to strongest (ties by catalogue order, so the result is stable). */
export function weakestDepartments(company: CompanySnapshot): Array<{ id: DepartmentId; health: number }> {
  return departmentDefinitions
    .map((d, index) => ({ id: d.id, health: healthOf(d.id, company), index }))
    .sort((a, b) => a.health - b.health || a.index - b.index)
    .map(({ id, health }) => ({ id, health }));
}

/** Maps a scenario or recommendation category to the department that owns it (the rules' one table). */
export function departmentForCategory(category: string): DepartmentId {
  return DEPARTMENT_IDS[departmentOfCategory(category)];
}
