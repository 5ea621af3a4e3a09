// The eleven departments of the council (GAME.md "The council"), one enum for
// every area and every wire: the display name is the value. Each department
// looks after one driver; Strategy shares Executive's.
import type { DriverName } from './drivers';

export const DEPARTMENTS = [
  'Executive',
  'Finance',
  'Human Resources',
  'Technology',
  'Marketing',
  'Operations',
  'Legal & Compliance',
  'Sales',
  'Product',
  'Security',
  'Strategy',
] as const;

export type Department = (typeof DEPARTMENTS)[number];

/** URL- and id-safe slug of each department (agent ids, department ids on the dashboard). */
export const DEPARTMENT_IDS = {
  Executive: 'executive',
  Finance: 'finance',
  'Human Resources': 'human-resources',
  Technology: 'technology',
  Marketing: 'marketing',
  Operations: 'operations',
  'Legal & Compliance': 'legal-compliance',
  Sales: 'sales',
  Product: 'product',
  Security: 'security',
  Strategy: 'strategy',
} as const satisfies Record<Department, string>;

export type DepartmentId = (typeof DEPARTMENT_IDS)[Department];

/** The drivers each department answers for, its main one first. */
export const DEPARTMENT_DRIVERS: Record<Department, readonly DriverName[]> = {
  Executive: ['strategyFocus'],
  Finance: ['liquidity'],
  'Human Resources': ['morale'],
  Technology: ['techDebt', 'productQuality'],
  Marketing: ['brand'],
  Operations: ['efficiency'],
  'Legal & Compliance': ['compliance'],
  Sales: ['pipeline'],
  Product: ['productQuality'],
  Security: ['security'],
  Strategy: ['strategyFocus'],
};

/** A department's main driver: what an unresolved scenario of it wears down. */
export const DEPARTMENT_DRIVER = Object.fromEntries(
  DEPARTMENTS.map((department) => [department, DEPARTMENT_DRIVERS[department][0]!]),
) as Record<Department, DriverName>;

export function isDepartment(name: string): name is Department {
  return (DEPARTMENTS as readonly string[]).includes(name);
}

export function departmentOfId(id: DepartmentId): Department {
  return DEPARTMENTS.find((department) => DEPARTMENT_IDS[department] === id)!;
}

/** Which department owns a driver (the first listed, e.g. strategyFocus → Executive). */
export function driverDepartment(driver: DriverName): Department {
  return DEPARTMENTS.find((department) => DEPARTMENT_DRIVER[department] === driver) ?? 'Executive';
}

const CATEGORY_DEPARTMENTS: Record<string, Department> = {
  strategic: 'Strategy',
  strategy: 'Strategy',
  financial: 'Finance',
  finance: 'Finance',
  operational: 'Operations',
  operations: 'Operations',
  technology: 'Technology',
  tech: 'Technology',
  hr: 'Human Resources',
  people: 'Human Resources',
  'human-resources': 'Human Resources',
  marketing: 'Marketing',
  brand: 'Marketing',
  legal: 'Legal & Compliance',
  compliance: 'Legal & Compliance',
  regulatory: 'Legal & Compliance',
  sales: 'Sales',
  product: 'Product',
  security: 'Security',
  executive: 'Executive',
  expansion: 'Strategy',
  crisis: 'Executive',
};

/** The department that owns a scenario, recommendation or proposal category (its name or id work too). */
export function departmentOfCategory(category: string): Department {
  const c = category.trim().toLowerCase();
  return (
    CATEGORY_DEPARTMENTS[c] ??
    DEPARTMENTS.find((department) => DEPARTMENT_IDS[department] === c || department.toLowerCase() === c) ??
    'Strategy'
  );
}
