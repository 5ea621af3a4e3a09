// The words a question is read with: the levers' own words, the directions
// they move in, who is counted, and which department each word is about.
import type { DepartmentId } from '@ai-council/rules';

export const MARKETING = [
  'marketing',
  'advertising',
  'ad',
  'ads',
  'campaign',
  'brand',
  'promotion',
  'awareness',
];
export const RESEARCH = ['r&d', 'research', 'engineering budget', 'product development', 'innovation'];
export const OPERATIONS = [
  'operations',
  'ops',
  'rent',
  'office',
  'tools',
  'overhead',
  'vendor',
  'software licence',
];
export const PAYROLL = ['payroll', 'salary', 'salaries', 'wage', 'staff cost', 'people cost'];
export const MORE = [
  'increase',
  'boost',
  'raise',
  'more',
  'grow',
  'add',
  'extra',
  'up',
  'pour',
  'top up',
  'lift',
];
export const LESS = ['cut', 'reduce', 'trim', 'lower', 'slash', 'halve', 'less', 'save', 'shrink', 'drop'];
export const FACTORS: Record<string, number> = { double: 2, triple: 3, quadruple: 4, twice: 2, halve: 0.5 };
export const HIRING = [
  'hire',
  'hiring',
  'recruit',
  'recruiting',
  'bring on',
  'bring in',
  'onboard',
  'headcount',
];
export const PAUSE = ['pause', 'freeze', 'stop', 'halt', 'suspend', 'hold off', 'no new'];
export const LAYOFF = [
  'lay off',
  'layoff',
  'layoffs',
  'let go',
  'fire',
  'redundancy',
  'downsize',
  'cut job',
  'shed',
];
export const PRICE = ['price', 'prices', 'pricing', 'subscription fee', 'list price'];
export const PRICE_UP = ['raise', 'increase', 'up', 'lift', 'hike', 'charge more', 'higher'];
export const PRICE_DOWN = [
  'cut',
  'lower',
  'reduce',
  'drop',
  'slash',
  'discount',
  'down',
  'cheaper',
  'undercut',
];
export const PAY = [
  'pay rise',
  'pay raise',
  'salary increase',
  'pay increase',
  'pay bump',
  'counteroffer',
  'more pay',
  'bump salary',
  'raise salary',
  'increase salary',
  'raise pay',
];
export const TEAM = ['team', 'department', 'squad', 'crew', 'group'];
export const EVERYONE = [
  'everyone',
  'everybody',
  'all staff',
  'all employee',
  'whole team',
  'across the board',
];
export const SUPPLIER = ['supplier', 'vendor', 'provider', 'host', 'hosting', 'manufacturer'];
export const SWITCH = ['switch', 'move', 'migrate', 'replace', 'change', 'swap', 'cheaper'];
export const SPEND = [
  'spend',
  'afford',
  'invest',
  'put',
  'pour',
  'fund',
  'buy',
  'build',
  'launch',
  'commit',
  'throw',
];
export const AFFORD = ['afford', 'have the cash', 'have the money', 'enough cash', 'enough money', 'pay for'];
/** Nouns of people a hire or a layoff counts. */
export const PEOPLE = new Set(
  (
    'engineer developer programmer salesperson seller rep people person staff employee hire designer ' +
    'marketer manager analyst scientist recruiter agent consultant specialist head worker operator ' +
    'architect tester admin accountant lawyer marketer'
  ).split(' '),
);
export const YES_NO_OPENERS = new Set(
  'should shall can could would will is are do does did may might must'.split(' '),
);

/** The departments each word is about (DEPARTMENT_IDS' slugs). */
export const TOPICS: Array<[DepartmentId, readonly string[]]> = [
  [
    'finance',
    ['cash', 'runway', 'budget', 'cost', 'spend', 'afford', 'money', 'profit', 'revenue', 'funding', 'loan'],
  ],
  [
    'human-resources',
    [
      'hire',
      'hiring',
      'staff',
      'employee',
      'people',
      'team',
      'morale',
      'salary',
      'pay',
      'payroll',
      'talent',
      'culture',
      'burnout',
    ],
  ],
  [
    'technology',
    ['engineer', 'engineering', 'tech', 'platform', 'software', 'code', 'outage', 'r&d', 'debt'],
  ],
  ['marketing', MARKETING],
  ['operations', ['operations', 'ops', 'supplier', 'vendor', 'process', 'logistics', 'delivery', 'provider']],
  ['legal-compliance', ['legal', 'compliance', 'regulator', 'audit', 'lawsuit', 'contract', 'gdpr']],
  ['sales', ['sales', 'salesperson', 'pipeline', 'deal', 'customer', 'client', 'account']],
  ['product', ['product', 'feature', 'quality', 'roadmap', 'release', 'bug', 'defect', 'price', 'pricing']],
  ['security', ['security', 'breach', 'hack', 'attack', 'password', 'vulnerability', 'ransomware']],
  ['strategy', ['strategy', 'competitor', 'acquisition', 'expand', 'expansion', 'merger', 'rival', 'market']],
  ['executive', ['ceo', 'board', 'priority', 'vision', 'leadership']],
];
