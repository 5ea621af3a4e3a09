// The council's analysis of a scenario (GAME.md "The council"; issue 20
// "Advice and grading agree"): written from the scenario's own decision points
// (its kind's rubric, what it needs first leading), as concrete steps with an
// owner, a time and a budget sized to the stakes, in the words the grader
// reads. The same writer serves svc-council's demo voice and the balance
// suite's follow-the-council player, so what the council says and what the
// grader rewards cannot drift apart.
//
// Advisors differ: one from another department frames the scenario from its
// own side and gives its own concern a step (sometimes at the cost of the
// rubric's last need), so the council is sound but not always the best
// answer. Phrasing varies with the advisor's style and a seeded generator,
// so a player who pastes the council's analyses is not pasting one text.
import {
  DRIVER_LABELS,
  standardSpend,
  templateOf,
  type CompanyFigures,
  type DepartmentId,
  type RubricDimension,
  type Severity,
  seededRandom,
  capitalise,
} from '@ai-council/rules';
import { GENERAL_STEPS, KIND_ADVICE, type Need } from './analysis-steps';
import { decisionSimilarity } from './grade';
import { harmIn } from './harm';
import { read } from './read';

export type AdvisorStyle = 'direct' | 'data-driven' | 'warm' | 'technical' | 'persuasive' | 'measured';

/** Who writes the analysis: it is in the first person, so its role and department, and how it speaks. */
export interface AnalysisAdvisor {
  /** The advisor's title as it takes a step on itself ("As General Counsel I will take this one"). */
  role: string;
  departmentId: DepartmentId;
  style: AdvisorStyle;
}

/**
 * What the writer reads of a scenario: its kind (the catalogue's rubric, subject and driver), what it is
 * called, how grave it is and whose it is. The company's figures come from the company, not the text.
 */
export interface ScenarioToAnalyse {
  kind: string;
  title: string;
  severity: Severity;
  departmentId: DepartmentId;
}

export interface AnalysisRequest {
  scenario: ScenarioToAnalyse;
  company: CompanyFigures;
  advisor: AnalysisAdvisor;
  /** Any text; the same seed gives the same analysis (a game's seed and the scenario's id, say). */
  seed: string;
  /**
   * What the same player already wrote or pasted: the writer picks, among a few seeded drafts, one that
   * does not read like any of them.
   */
  earlier?: readonly string[];
}

const FALLBACK_RUBRIC: readonly RubricDimension[] = ['containment', 'communication', 'costControl', 'people'];

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
function ownersOfNeed(need: Need, scenarioDepartment: DepartmentId): DepartmentId[] {
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

/** What each department looks at first, when it is not its own scenario. */
const DEPARTMENT_CONCERN: Record<DepartmentId, Need> = {
  executive: 'people',
  finance: 'costControl',
  'human-resources': 'people',
  technology: 'investigation',
  marketing: 'communication',
  operations: 'containment',
  'legal-compliance': 'compliance',
  sales: 'customers',
  product: 'customers',
  security: 'containment',
  strategy: 'growth',
};

/** How a department frames someone else's scenario, before its steps. */
const DEPARTMENT_LENS: Record<DepartmentId, readonly [string, string]> = {
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
    'From marketing, my concern is how customers and the market hear about this',
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
const OWN_LEAD = [
  'This sits with my department, so I will lead it',
  'This one is ours to fix, and I take the lead',
  'My team owns this, and I am accountable for the result',
];

const OPENERS: Record<AdvisorStyle, readonly string[]> = {
  direct: [
    'My position on {name} is simple. {Stance}.',
    'Straight answer on {name}. {Stance}.',
    'Bottom line first on {name}. {Stance}.',
  ],
  'data-driven': [
    'On {name}, the numbers first. {figure}. {Stance}.',
    'Let me start with the data on {name}. {figure}. {Stance}.',
    '{figure}, and that frames {name}. {Stance}.',
  ],
  warm: [
    'Thank you for bringing me {name}. {Stance}.',
    'I have gone through {name} carefully, and {stance}.',
    '{Name} matters to all of us. {Stance}.',
  ],
  technical: [
    'Looking at {name} as a system. {Stance}.',
    'Taking {name} apart, {stance}.',
    'My read on {name}. {Stance}.',
  ],
  persuasive: [
    'Here is how we turn {name} around. {Stance}.',
    'We can come out of {name} stronger, and here is the case. {Stance}.',
    'Here is the play on {name}. {Stance}.',
  ],
  measured: [
    'Weighing up {name}, {stance}.',
    'A measured view of {name}. {Stance}.',
    'Having looked at {name} carefully, {stance}.',
  ],
};

/** A step given to someone else. */
const STEP_FRAMES: readonly string[] = [
  '{Owner} will {action} {time}.',
  '{Time}, {owner} should {action}.',
  'I want {owner} to {action} {time}.',
  '{Owner} takes the next step: {action} {time}.',
  'Have {owner} {action} {time}.',
  '{Owner} needs to {action} {time}.',
];
/** Styles that count their steps off. */
const ORDINALS: Partial<Record<AdvisorStyle, readonly string[]>> = {
  measured: ['First', 'Then', 'After that', 'Next', 'Finally'],
  'data-driven': ['First', 'Second', 'Third', 'Fourth', 'Fifth'],
  technical: ['Step one', 'Step two', 'Step three', 'Step four', 'Step five'],
};
/** A step the advisor takes on. */
const OWN_FRAMES: readonly string[] = [
  'I will {action} {time}.',
  '{Time}, I will {action}.',
  'As {role} I will take this one: {action} {time}.',
  'I will personally {action} {time}.',
];
/** Frames that put the time first, for a step too long to end with its time. */
const TIME_FIRST = new Set(['{Time}, {owner} should {action}.', '{Time}, I will {action}.']);

/** Deadlines as people say them, with about how many days each gives, soonest first. */
const TIMES: ReadonlyArray<readonly [string, number]> = [
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
const BY_PLACE = [2, 10, 14, 42, 60, 60];

const BUDGETS: readonly string[] = [
  'I would cap the whole response at {amount}.',
  'Budget: up to {amount}, and {cfo} signs off anything above it.',
  'We set aside {amount} for this and spend it in phases.',
  'All of this should cost at most {amount}, about {share} of our cash.',
  'The response gets a budget of {amount}, which the cash can carry.',
];

const CLOSINGS: readonly string[] = [
  '{Reviewer} reports progress to the board every two weeks.',
  'We review the figures together every Monday until {label} is back where it should be.',
  '{Reviewer} brings an update to the council at the end of the month.',
  'I will check progress with {reviewer} weekly and report to the board.',
];

const seeded = (seed: string) => seededRandom(seed);
type Rng = ReturnType<typeof seeded>;

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key.toLowerCase()] ?? '';
    return /^[A-Z]/.test(key) ? capitalise(value) : value;
  });

/** An amount as people say it: two figures at most, the second a half step above 2.5 ($18K, $25K, $1.5M). */
export function roundedAsPeopleRound(cents: number): number {
  const dollars = cents / 100;
  if (dollars < 1000) return Math.max(100, Math.round(dollars / 100) * 100) * 100;
  const power = 10 ** Math.floor(Math.log10(dollars));
  const mantissa = dollars / power;
  const step = mantissa < 2.5 ? 0.1 : 0.5;
  return Math.round(Math.round(mantissa / step) * step * power) * 100;
}

function spoken(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(2))}M`;
  if (dollars >= 1000) return `$${Number((dollars / 1000).toFixed(1))}K`;
  return `$${Math.round(dollars)}`;
}

/** How much the advisor asks for: the standard cost of a response, by style, within half the cash. */
export function analysisBudget(
  company: Pick<CompanyFigures, 'revenue' | 'cash'>,
  severity: Severity,
  style: AdvisorStyle,
): number | null {
  const factor: Record<AdvisorStyle, number> = {
    direct: 1,
    'data-driven': 0.9,
    warm: 1,
    technical: 1,
    persuasive: 1.2,
    measured: 0.9,
  };
  const wanted = standardSpend(company.revenue, severity) * factor[style];
  const affordable = Math.max(0, company.cash) * 0.45;
  const amount = roundedAsPeopleRound(Math.min(wanted, affordable));
  // Rounding must not carry it past what the cash allows.
  const within = amount > affordable ? roundedAsPeopleRound(affordable * 0.9) : amount;
  return within >= 10_000 && within <= affordable ? within : null;
}

interface Step {
  need: Need;
  action: string;
}

/** The needs the advisor answers, in its order: the rubric's, its own concern moved up or added. */
function needsInOrder(rubric: readonly RubricDimension[], concern: Need | null, rng: Rng): Need[] {
  const needs = rubric.filter((d): d is Need => d !== 'timeline');
  if (!concern) return needs;
  const at = needs.indexOf(concern);
  if (at > 1) {
    needs.splice(at, 1);
    needs.splice(1, 0, concern);
  } else if (at < 0) {
    // Another department's concern weighs in; a long rubric's last need may give way to it.
    if (needs.length >= 5 && rng.chance(0.5)) needs.pop();
    needs.splice(Math.min(2, needs.length), 0, concern);
  }
  return needs;
}

function draft(request: AnalysisRequest, seed: string): string {
  const { scenario, company, advisor } = request;
  const rng = seeded(seed);
  const template = templateOf(scenario.kind);
  const rubric = template?.rubric ?? FALLBACK_RUBRIC;
  const subject = template?.subject ?? scenario.title.toLowerCase();
  const advice = KIND_ADVICE[scenario.kind];
  const own = advisor.departmentId === scenario.departmentId;

  // The company's figure on this scenario's driver, and where the advisor wants it.
  const [driver, direction] = (Object.entries(template?.drivers ?? {})[0] ?? ['strategyFocus', 1]) as [
    keyof CompanyFigures['drivers'],
    1 | -1,
  ];
  const value = company.drivers[driver];
  const label = DRIVER_LABELS[driver];
  const target = Math.max(5, Math.min(90, value + direction * (8 + Math.floor(rng.next() * 8))));
  const figure = `${capitalise(label)} is at ${value}/100`;

  const stance = advice ? rng.pick(advice.stance) : `the ${subject} needs a plan with owners and dates now`;
  const opener = fill(rng.pick(OPENERS[advisor.style]), {
    name: nameOf(scenario.title, subject),
    stance,
    figure,
  });
  const sentences: string[] = [opener];
  const quoted = opener.includes(`${value}/100`);
  sentences.push(`${rng.pick(own ? OWN_LEAD : DEPARTMENT_LENS[advisor.departmentId])}.`);

  const needs = needsInOrder(rubric, own ? null : DEPARTMENT_CONCERN[advisor.departmentId], rng);
  const steps: Step[] = needs.map((need) => ({
    need,
    action: (advice?.steps[need] ? rng.pick(advice.steps[need]) : rng.pick(GENERAL_STEPS[need])).replace(
      /\{subject\}/g,
      subject,
    ),
  }));

  // Deadlines never go backwards, and a graver scenario's first step lands today or tomorrow.
  const urgency = { critical: 0, high: 0, medium: 1, low: 1 }[scenario.severity];
  let earliest = 0;
  const deadline = (index: number): string => {
    const latest = Math.max(earliest, BY_PLACE[Math.min(BY_PLACE.length - 1, index + urgency)]!);
    const fitting = TIMES.filter(([, days]) => days >= earliest && days <= latest);
    const [text, days] = rng.pick(fitting);
    // The next step gets a later deadline than this one.
    earliest = Math.min(60, days + 1);
    return text;
  };
  // A style that counts its steps off counts all of them, or none.
  const ordinals = rng.chance(0.7) ? ORDINALS[advisor.style] : undefined;
  let selfSteps = 0;
  let lastFrame = '';
  steps.forEach((step, index) => {
    const time = deadline(index);
    const candidates = ownersOfNeed(step.need, scenario.departmentId);
    const mine = candidates.includes(advisor.departmentId) && selfSteps < 2 && rng.chance(own ? 0.6 : 0.85);
    // A long step ends with its action, not with a time that could be read as part of it.
    const long = step.action.includes(',') || step.action.split(' ').length >= 14;
    const fitting = (mine ? OWN_FRAMES : STEP_FRAMES).filter((frame) => !long || TIME_FIRST.has(frame));
    const fresh = fitting.filter((frame) => frame !== lastFrame);
    const frame = rng.pick(fresh.length > 0 ? fresh : fitting);
    lastFrame = frame;
    if (mine) selfSteps += 1;
    const department = rng.pick(candidates);
    // The advisor hands its own department's other steps to its team, not to itself by title.
    const owner = mine
      ? 'I'
      : department === advisor.departmentId
        ? STEP_OWNERS[department][1]
        : rng.pick(STEP_OWNERS[department]);
    let sentence = fill(frame, { owner, action: step.action, time, role: advisor.role });
    if (ordinals && index < ordinals.length) sentence = `${ordinals[index]}, ${lowerFirstWord(sentence)}`;
    sentences.push(sentence);
  });

  const budget = analysisBudget(company, scenario.severity, advisor.style);
  const cfo = advisor.departmentId === 'finance' ? 'I' : 'the CFO';
  if (budget !== null) {
    const share = `${Math.max(1, Math.round((budget / Math.max(1, company.cash)) * 100))}%`;
    sentences.push(
      fill(rng.pick(BUDGETS), { amount: spoken(budget), cfo, share }).replace('I signs', 'I sign'),
    );
  } else {
    sentences.push(
      'We do this inside the budgets we already have, with no new spending until the cash recovers.',
    );
  }
  // Where the company stands on the scenario's driver (unless the opener said it), and where the advisor wants it.
  const aim = `${direction > 0 ? 'back above' : 'down to'} ${target}/100 by the end of next quarter`;
  sentences.push(
    quoted ? `I want ${label} ${aim}.` : `${capitalise(label)} is at ${value}/100 now, and I want it ${aim}.`,
  );
  const reviewer = own ? STEP_OWNERS[scenario.departmentId][1] : rng.pick(STEP_OWNERS[scenario.departmentId]);
  sentences.push(fill(rng.pick(CLOSINGS), { reviewer, label }));
  return sentences.join(' ');
}

/** After an ordinal ("First, …") the sentence's first word loses its capital, unless it is "I" or a title. */
function lowerFirstWord(sentence: string): string {
  return /^(I|[A-Z]{2,})\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * What the analysis calls the scenario: its title, unless the title's words read as a harm of their own
 * ("Largest Customer Threatens to Leave" would read as a threat), then its subject.
 */
function nameOf(title: string, subject: string): string {
  let harmful = harmfulTitles.get(title);
  if (harmful === undefined) {
    harmful = harmIn(read(title)).does.length > 0;
    if (harmfulTitles.size > 500) harmfulTitles.clear();
    harmfulTitles.set(title, harmful);
  }
  return harmful ? `the ${subject}` : `"${title}"`;
}
const harmfulTitles = new Map<string, boolean>();

/** How many seeded drafts the writer weighs against the player's earlier texts. */
const DRAFTS = 6;
/** A draft this far from every earlier text is taken at once. */
const DISTINCT_ENOUGH = 0.55;

/**
 * The advisor's analysis of a scenario, in plain English: a position, the
 * scenario's needs as steps with owners and times, a budget sized to the
 * stakes within the cash, a target on the scenario's driver and a review.
 */
export function writeAnalysis(request: AnalysisRequest): string {
  const earlier = request.earlier ?? [];
  const closest = (text: string) => Math.max(0, ...earlier.map((e) => decisionSimilarity(e, text)));
  let best = draft(request, request.seed);
  if (earlier.length === 0) return best;
  let bestScore = closest(best);
  for (let attempt = 1; attempt < DRAFTS && bestScore >= DISTINCT_ENOUGH; attempt++) {
    const next = draft(request, `${request.seed}#${attempt}`);
    const score = closest(next);
    if (score < bestScore) {
      best = next;
      bestScore = score;
    }
  }
  return best;
}
