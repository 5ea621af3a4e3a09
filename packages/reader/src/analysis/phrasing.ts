// The words the council's analysis is written in: who takes each step, how
// each department frames a scenario, and the advisor's openers, step frames,
// deadlines, budgets and closings, by style. The draft picks among them with a
// seeded generator.
import { capitalise, type DepartmentId } from '@ai-council/rules';
import type { Need } from './steps';
import type { AdvisorStyle } from './request';

/** Who a department's step is given to, as people write it: the chief, or the team. */
export const STEP_OWNERS: Record<DepartmentId, readonly [string, string]> = {
  executive: ['the CEO', 'the leadership team'],
  finance: ['the CFO', 'the finance team'],
  'human-resources': ['the CHRO', 'the people team'],
  technology: ['the CTO', 'the engineering team'],
  marketing: ['the CMO', 'the marketing team'],
  operations: ['the COO', 'the operations team'],
  'legal-compliance': ['the General Counsel', 'the legal team'],
  sales: ['the head of sales', 'the sales team'],
  product: ['the head of product', 'the product team'],
  security: ['the CISO', 'the security team'],
  strategy: ['the head of strategy', 'the strategy team'],
};

/** Whose step each need is: the scenario's department for its own work, the natural function otherwise. */
export function ownersOfNeed(need: Need, scenarioDepartment: DepartmentId): DepartmentId[] {
  switch (need) {
    case 'containment':
    case 'investigation':
      return [scenarioDepartment];
    case 'communication':
      return [scenarioDepartment, 'executive'];
    case 'compliance':
      return ['legal-compliance'];
    case 'people':
      return scenarioDepartment === 'human-resources'
        ? ['human-resources']
        : [scenarioDepartment, 'human-resources'];
    case 'customers':
      return ['product', 'marketing', 'technology'].includes(scenarioDepartment)
        ? [scenarioDepartment, 'sales']
        : ['sales'];
    case 'costControl':
      return ['finance'];
    case 'growth':
      return [scenarioDepartment, 'strategy'];
  }
}

/** How a department frames someone else's scenario, before its steps. */
export const DEPARTMENT_LENS: Record<DepartmentId, readonly [string, string]> = {
  executive: [
    'From where I sit, the question is who owns each part of this and by when',
    'My concern as the executive team is that this gets one owner and a clear deadline',
  ],
  finance: [
    'From the finance side, my concern is what this costs us and what it protects',
    'Looking at it as the CFO would, I want the spend sized to the risk and nothing wasted',
  ],
  'human-resources': [
    'From the people side, I worry about the team carrying this on top of their normal work',
    'My first thought is for the people who have to fix this and keep everything else running',
  ],
  technology: [
    'From the technology side, I want to understand what in our systems let this happen',
    'As an engineer I look for the cause before the cure',
  ],
  marketing: [
    'From marketing, my concern is how the market hears about this',
    'What worries me from the brand side is the story people tell about us while we fix it',
  ],
  operations: [
    'From operations, my concern is keeping the work flowing while we deal with this',
    'I look at this from the operations floor: what breaks first, and how we stop it',
  ],
  'legal-compliance': [
    'From the legal side, my concern is our duties and the record of what we did',
    'As counsel I want every step we take here to be one we can show a regulator',
  ],
  sales: [
    'From sales, my concern is what our accounts hear and whether renewals hold',
    'I look at this from the customer side: who feels it first, and who calls them',
  ],
  product: [
    'From product, I look at what our customers experience while this goes on',
    'My concern from the product side is the users who depend on us every day',
  ],
  security: [
    'From security, I look at what could get worse before it gets better',
    'As the security lead I want whatever is exposed here closed before anything else',
  ],
  strategy: [
    'From strategy, I look at where this leaves us against our competitors',
    'My concern from the strategy side is what this does to our position, and whether there is an opening in it',
  ],
};

/** The advisor's own scenario: the chief takes it on. */
export const OWN_LEAD = [
  'This sits with my department, so I will lead it',
  'This one is ours to fix, and I take the lead',
  'My team owns this, and I am accountable for the result',
];

/** How each style opens with its position ({stance} is a clause: "we hold our prices …"). */
export const OPENERS: Record<AdvisorStyle, readonly string[]> = {
  direct: [
    'My position on {name} is simple: {stance}.',
    'Straight answer on {name}: {stance}.',
    'Bottom line first on {name}. My position: {stance}.',
  ],
  'data-driven': [
    'On {name}, the numbers first. {figure}. My position: {stance}.',
    'Let me start with the data on {name}. {figure}, so my position is that {stance}.',
    '{figure}, and that frames {name}. My position: {stance}.',
  ],
  warm: [
    'Thank you for bringing me {name}. My position: {stance}.',
    'I have gone through {name} carefully, and my position is that {stance}.',
    '{Name} matters to all of us. My position: {stance}.',
  ],
  technical: [
    'Looking at {name} as a system, my position is that {stance}.',
    'Taking {name} apart, my position is that {stance}.',
    'My read on {name}. My position: {stance}.',
  ],
  persuasive: [
    'Here is how we turn {name} around. My position: {stance}.',
    'We can come out of {name} stronger, and here is the case. My position: {stance}.',
    'Here is the play on {name}: {stance}.',
  ],
  measured: [
    'Weighing up {name}, my position is that {stance}.',
    'A measured view of {name}. My position: {stance}.',
    'Having looked at {name} carefully, my position is that {stance}.',
  ],
};

/** A step given to someone else. */
export const STEP_FRAMES: readonly string[] = [
  '{Owner} will {action} {time}.',
  '{Time}, {owner} should {action}.',
  'I want {owner} to {action} {time}.',
  '{Owner} takes the next step: {action} {time}.',
  'Have {owner} {action} {time}.',
  '{Owner} needs to {action} {time}.',
];
/** Styles that count their steps off. */
export const ORDINALS: Partial<Record<AdvisorStyle, readonly string[]>> = {
  measured: ['First', 'Then', 'After that', 'Next', 'Finally'],
  'data-driven': ['First', 'Second', 'Third', 'Fourth', 'Fifth'],
  technical: ['Step one', 'Step two', 'Step three', 'Step four', 'Step five'],
};
/** A step the advisor takes on. */
export const OWN_FRAMES: readonly string[] = [
  'I will {action} {time}.',
  '{Time}, I will {action}.',
  'As {role} I will take this one: {action} {time}.',
  'I will personally {action} {time}.',
];
/** Frames that put the time first, for a step too long to end with its time. */
export const TIME_FIRST = new Set(['{Time}, {owner} should {action}.', '{Time}, I will {action}.']);

/** Deadlines as people say them, with about how many days each gives, soonest first. */
export const TIMES: ReadonlyArray<readonly [string, number]> = [
  ['today', 0],
  ['within 24 hours', 1],
  ['by tomorrow evening', 1],
  ['within 48 hours', 2],
  ['this week', 5],
  ['by Friday', 5],
  ['within a week', 7],
  ['next week', 10],
  ['within ten days', 10],
  ['within two weeks', 14],
  ['within 30 days', 30],
  ['by the end of the month', 30],
  ['within six weeks', 42],
  ['before the end of the quarter', 60],
];
/** The latest deadline each step may get, by its place in the plan: the first one lands soon. */
export const BY_PLACE = [2, 10, 14, 42, 60, 60];

export const BUDGETS: readonly string[] = [
  'I would cap the whole response at {amount}.',
  'Budget: up to {amount}, and {cfo} signs off anything above it.',
  'We set aside {amount} for this and spend it in phases.',
  'All of this should cost at most {amount}, about {share} of our cash.',
  'The response gets a budget of {amount}, which the cash can carry.',
];

/** The advisor's review of its own part. */
export const CLOSINGS: readonly string[] = [
  'I will report progress on my part every two weeks.',
  'I will review the figures every Monday until {label} is back where it should be.',
  'I will look at my part again at the end of the month.',
  'I will check my part weekly until {label} moves.',
];

/** What the advisor asks for its own part: {amount}, about {share} of the cash. */
export const OWN_ASKS: readonly string[] = [
  'For my part I ask for {amount}.',
  'I would put {amount} behind this, about {share} of our cash.',
  '{Amount} is what I would commit to it.',
  'I want {amount} for this, and no more.',
];

/** The ask when the position already named the amount: said once, never twice. */
export const OWN_ASKS_SAID: readonly string[] = [
  'That is all I ask for my part, about {share} of our cash.',
  'That amount is my whole ask.',
  'I would not go above that for my part.',
];

/** Blind outside its field: the advisor says what it leaves to the rest of the council. */
export const BLIND_SPOTS: readonly string[] = [
  'The other sides of this are for my colleagues on the council to weigh.',
  'That is my view from my own desk; the rest of the council will see angles I do not.',
  'I have kept to what I know; others at the table will cover the rest.',
];

/** A pattern with its {placeholders} filled; a capitalised placeholder capitalises its value. */
export const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key.toLowerCase()] ?? '';
    return /^[A-Z]/.test(key) ? capitalise(value) : value;
  });
