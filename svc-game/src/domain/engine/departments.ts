// Which driver a council department looks after. Scenarios arrive from
// svc-council with a department name; escalation hits that department's driver.

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

export const DEPARTMENT_DRIVER: Record<Department, DriverName> = {
  Executive: 'strategyFocus',
  Finance: 'liquidity',
  'Human Resources': 'morale',
  Technology: 'techDebt',
  Marketing: 'brand',
  Operations: 'efficiency',
  'Legal & Compliance': 'compliance',
  Sales: 'pipeline',
  Product: 'productQuality',
  Security: 'security',
  Strategy: 'strategyFocus',
};

const ALIASES: Record<string, Department> = {
  executive: 'Executive',
  ceo: 'Executive',
  finance: 'Finance',
  cfo: 'Finance',
  hr: 'Human Resources',
  'human resources': 'Human Resources',
  chro: 'Human Resources',
  technology: 'Technology',
  tech: 'Technology',
  cto: 'Technology',
  marketing: 'Marketing',
  cmo: 'Marketing',
  operations: 'Operations',
  legal: 'Legal & Compliance',
  compliance: 'Legal & Compliance',
  'legal & compliance': 'Legal & Compliance',
  'legal and compliance': 'Legal & Compliance',
  sales: 'Sales',
  product: 'Product',
  security: 'Security',
  strategy: 'Strategy',
};

/**
 * The department a name refers to. Unknown names fall to Executive: the CEO
 * answers for whatever no other department owns.
 */
export function departmentFromName(name: string): Department {
  return ALIASES[name.trim().toLowerCase()] ?? 'Executive';
}

export function departmentDriver(name: string): DriverName {
  return DEPARTMENT_DRIVER[departmentFromName(name)];
}

/** Which department owns a driver (the first listed, e.g. strategyFocus → Executive). */
export function driverDepartment(driver: DriverName): Department {
  const found = DEPARTMENTS.find((department) => DEPARTMENT_DRIVER[department] === driver);
  return found ?? 'Executive';
}
