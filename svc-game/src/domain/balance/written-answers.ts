// What the scripted players write as their decisions: sound steps for the
// parts of the rubric, reckless lines, and a decision written for one
// scenario with its figure, owner, budget and time.
import type { CompanyState } from '../engine/company';
import {
  type DepartmentId,
  DRIVER_LABELS,
  type DriverName,
  formatCents,
  type RubricDimension,
  type SeededRandom,
} from '@ai-council/rules';
import type { RaisedScenario } from './council';

/** What a player writes to cover one part of a sound answer (what the rubric looks for). */
const SOUND_STEPS: Record<RubricDimension, readonly string[]> = {
  containment: [
    'Contain it today and patch the weak point',
    'Pause the affected line and fix the root problem',
  ],
  communication: [
    'inform the board, staff and customers openly',
    'explain the plan to stakeholders in a short update',
  ],
  costControl: [
    'cap the budget at $50K and review the cost weekly',
    'phase the spend and keep a cash reserve',
  ],
  people: [
    'assign an owner on the team and support the staff involved',
    'train the team and retain the key people',
  ],
  compliance: [
    'brief legal counsel and document it for the audit',
    'check the regulatory duties and report them',
  ],
  investigation: ['run a root-cause analysis on the data', 'assess the metrics and review what went wrong'],
  customers: [
    'contact the affected customers and offer a refund where fair',
    'track customer satisfaction and churn',
  ],
  timeline: ['within 2 weeks', 'by the end of this quarter'],
  growth: ['test it with a pilot before we expand', 'run due diligence on the partner and the pricing'],
};

export const RECKLESS_ANSWERS = [
  'Ignore it and wait and see.',
  'Cover it up and deny everything if anyone asks.',
  'Bet everything on it, whatever it takes, no matter the cost.',
  'Fire the whole team responsible and move on.',
];

/** A decision that covers the given parts of the rubric, in the player's words. */
export function write(dimensions: readonly RubricDimension[], rng: SeededRandom): string {
  const steps = dimensions.map((dimension) => rng.pick(SOUND_STEPS[dimension]));
  return `${steps.join('; ')}. The COO owns it and reports back in 30 days.`;
}

/** Who a player names as the owner of a department's step. */
export const OWNER_ROLE: Record<DepartmentId, string> = {
  executive: 'CEO',
  finance: 'CFO',
  'human-resources': 'CHRO',
  technology: 'CTO',
  marketing: 'CMO',
  operations: 'COO',
  'legal-compliance': 'General Counsel',
  sales: 'VP of Sales',
  product: 'Head of Product',
  security: 'CISO',
  strategy: 'Head of Strategy',
};

const OPENERS = [
  (role: string, subject: string) => `The ${role} owns our response to the ${subject}`,
  (role: string, subject: string) => `On the ${subject}, the ${role} is accountable`,
  (role: string, subject: string) => `The ${role} leads the work on the ${subject}`,
  (role: string, subject: string) => `For the ${subject}, the ${role} is in charge`,
];

const TARGETS = [
  (label: string, from: number, to: number, weeks: number) =>
    `move ${label} from ${from}/100 to ${to}/100 within ${weeks} weeks`,
  (label: string, from: number, to: number, weeks: number) =>
    `get ${label} from ${from} to ${to} out of 100 in the next ${weeks} weeks`,
  (label: string, from: number, to: number, weeks: number) =>
    `aim for ${label} at ${to}/100, up from ${from}/100, by week ${weeks}`,
];

const BUDGETS = [
  (amount: string) => `spend no more than ${amount}`,
  (amount: string) => `with a budget capped at ${amount}`,
  (amount: string) => `at a cost of at most ${amount}`,
];

const REVIEWS = [
  'and reports progress to the board every two weeks',
  'with a review at the end of the quarter',
  'and checks the figures with Finance each month',
];

/** A decision fitting this scenario: its subject, its figure, an owner, a budget the cash allows and a time. */
export function writeSpecific(scenario: RaisedScenario, rng: SeededRandom, state: CompanyState): string {
  const template = scenario.template;
  const role = OWNER_ROLE[template.departmentId];
  const [driver, direction] = Object.entries(template.drivers)[0] as [DriverName, 1 | -1];
  const from = state.drivers[driver];
  const to = Math.max(0, Math.min(100, from + direction * rng.int(10, 20)));
  const budget = Math.max(
    10_000_00,
    Math.round((state.cash * rng.range(0.02, 0.05)) / 10_000_00) * 10_000_00,
  );
  // The budget is named once, above; the steps say how it is held to.
  const steps = template.rubric.map((dimension) =>
    dimension === 'costControl'
      ? rng.pick(['review the spend weekly against that cap', 'phase the spend and keep a cash reserve'])
      : rng.pick(SOUND_STEPS[dimension]).replace(/^./, (first) => first.toLowerCase()),
  );
  const parts = [
    `${rng.pick(OPENERS)(role, template.subject)}: ${rng.pick(TARGETS)(DRIVER_LABELS[driver].toLowerCase(), from, to, rng.int(3, 12))}`,
    state.cash > 0 ? rng.pick(BUDGETS)(formatCents(budget)) : 'without new spending',
    `${steps.join('; ')}`,
    rng.pick(REVIEWS),
  ];
  return `${parts.join(', ')}.`;
}
