// One seeded draft of the council's analysis: an opening (a position and the
// advisor's frame), the scenario's needs as steps with owners and deadlines,
// then a budget, a target on the scenario's driver and a review. Every choice
// comes from the seeded generator, in this order, so a seed always gives the
// same text.
import {
  capitalise,
  DRIVER_LABELS,
  seededRandom,
  templateOf,
  type CompanyFigures,
  type RubricDimension,
  type Severity,
} from '@ai-council/rules';
import { analysisBudget, spoken } from './analysis-budget';
import {
  BUDGETS,
  BY_PLACE,
  CLOSINGS,
  DEPARTMENT_CONCERN,
  DEPARTMENT_LENS,
  fill,
  OPENERS,
  ORDINALS,
  OWN_FRAMES,
  OWN_LEAD,
  ownersOfNeed,
  STEP_FRAMES,
  STEP_OWNERS,
  TIME_FIRST,
  TIMES,
} from './analysis-phrasing';
import type { AnalysisRequest } from './analysis-request';
import { GENERAL_STEPS, KIND_ADVICE, type KindAdvice, type Need } from './analysis-steps';
import { harmIn } from './harm';
import { read } from './read';

const FALLBACK_RUBRIC: readonly RubricDimension[] = ['containment', 'communication', 'costControl', 'people'];

const seeded = (seed: string) => seededRandom(seed);
type Rng = ReturnType<typeof seeded>;

/** What the draft knows of the scenario before it writes. */
interface Setting {
  request: AnalysisRequest;
  rng: Rng;
  rubric: readonly RubricDimension[];
  subject: string;
  advice: KindAdvice | undefined;
  /** The advisor's own department's scenario. */
  own: boolean;
}

/** The company's figure on this scenario's driver, and where the advisor wants it. */
interface DriverAim {
  value: number;
  label: string;
  target: number;
  direction: 1 | -1;
}

interface Step {
  need: Need;
  action: string;
}

export function draft(request: AnalysisRequest, seed: string): string {
  const { scenario, advisor } = request;
  const template = templateOf(scenario.kind);
  const setting: Setting = {
    request,
    rng: seeded(seed),
    rubric: template?.rubric ?? FALLBACK_RUBRIC,
    subject: template?.subject ?? scenario.title.toLowerCase(),
    advice: KIND_ADVICE[scenario.kind],
    own: advisor.departmentId === scenario.departmentId,
  };
  const aim = driverAim(setting, template?.drivers);
  const opening = openingSentences(setting, aim);
  const steps = stepSentences(setting);
  return [...opening.sentences, ...steps, ...closingSentences(setting, aim, opening.quoted)].join(' ');
}

function driverAim({ request, rng }: Setting, drivers: object | undefined): DriverAim {
  const [driver, direction] = (Object.entries(drivers ?? {})[0] ?? ['strategyFocus', 1]) as [
    keyof CompanyFigures['drivers'],
    1 | -1,
  ];
  const value = request.company.drivers[driver];
  const target = Math.max(5, Math.min(90, value + direction * (8 + Math.floor(rng.next() * 8))));
  return { value, label: DRIVER_LABELS[driver], target, direction };
}

/** The position, then how the advisor frames it; `quoted` when the opener already gave the driver's figure. */
function openingSentences(setting: Setting, aim: DriverAim): { sentences: string[]; quoted: boolean } {
  const { request, rng, advice, subject, own } = setting;
  const { scenario, advisor } = request;
  const figure = `${capitalise(aim.label)} is at ${aim.value}/100`;
  const stance = advice ? rng.pick(advice.stance) : `the ${subject} needs a plan with owners and dates now`;
  const opener = fill(rng.pick(OPENERS[advisor.style]), {
    name: nameOf(scenario.title, subject),
    stance,
    figure,
  });
  const frame = `${rng.pick(own ? OWN_LEAD : DEPARTMENT_LENS[advisor.departmentId])}.`;
  return { sentences: [opener, frame], quoted: opener.includes(`${aim.value}/100`) };
}

/** The scenario's needs as steps, each with an owner and a deadline. */
function stepSentences(setting: Setting): string[] {
  const { request, rng, advice, subject, own } = setting;
  const { scenario, advisor } = request;
  const needs = needsInOrder(setting.rubric, own ? null : DEPARTMENT_CONCERN[advisor.departmentId], rng);
  const steps: Step[] = needs.map((need) => ({
    need,
    action: (advice?.steps[need] ? rng.pick(advice.steps[need]) : rng.pick(GENERAL_STEPS[need])).replace(
      /\{subject\}/g,
      subject,
    ),
  }));
  const deadline = deadlines(scenario.severity, rng);
  // A style that counts its steps off counts all of them, or none.
  const ordinals = rng.chance(0.7) ? ORDINALS[advisor.style] : undefined;
  let selfSteps = 0;
  let lastFrame = '';
  return steps.map((step, index) => {
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
    const sentence = fill(frame, { owner, action: step.action, time, role: advisor.role });
    return ordinals && index < ordinals.length ? `${ordinals[index]}, ${lowerFirstWord(sentence)}` : sentence;
  });
}

/** Deadlines never go backwards, and a graver scenario's first step lands today or tomorrow. */
function deadlines(severity: Severity, rng: Rng): (index: number) => string {
  const urgency = { critical: 0, high: 0, medium: 1, low: 1 }[severity];
  let earliest = 0;
  return (index) => {
    const latest = Math.max(earliest, BY_PLACE[Math.min(BY_PLACE.length - 1, index + urgency)]!);
    const fitting = TIMES.filter(([, days]) => days >= earliest && days <= latest);
    const [text, days] = rng.pick(fitting);
    // The next step gets a later deadline than this one.
    earliest = Math.min(60, days + 1);
    return text;
  };
}

/** The budget, where the driver should go, and who reviews it. */
function closingSentences(setting: Setting, aim: DriverAim, quoted: boolean): string[] {
  const { request, rng, own } = setting;
  const { scenario, company, advisor } = request;
  const sentences: string[] = [];
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
  const { label, value } = aim;
  const target = `${aim.direction > 0 ? 'back above' : 'down to'} ${aim.target}/100 by the end of next quarter`;
  sentences.push(
    quoted
      ? `I want ${label} ${target}.`
      : `${capitalise(label)} is at ${value}/100 now, and I want it ${target}.`,
  );
  const reviewer = own ? STEP_OWNERS[scenario.departmentId][1] : rng.pick(STEP_OWNERS[scenario.departmentId]);
  sentences.push(fill(rng.pick(CLOSINGS), { reviewer, label }));
  return sentences;
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
