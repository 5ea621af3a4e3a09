// One seeded draft of an advisor's analysis: an opening (its position and its
// department's frame), the steps of its own field with owners and deadlines,
// the money it asks for and any price move it backs, a target on the
// scenario's driver and a review. Every choice comes from the seeded
// generator, in this order, so a seed always gives the same text. The advisor
// writes only its field (analysis-stance.ts): the other departments' parts are
// for the others at the table.
import {
  capitalise,
  DRIVER_LABELS,
  seededRandom,
  templateOf,
  type CompanyFigures,
  type DepartmentId,
  type RubricDimension,
  type Severity,
} from '@ai-council/rules';
import { spoken } from './budget';
import {
  BLIND_SPOTS,
  BY_PLACE,
  CLOSINGS,
  DEPARTMENT_LENS,
  fill,
  OPENERS,
  ORDINALS,
  OWN_ASKS,
  OWN_ASKS_SAID,
  OWN_FRAMES,
  OWN_LEAD,
  STEP_FRAMES,
  STEP_OWNERS,
  TIME_FIRST,
  TIMES,
} from './phrasing';
import type { AnalysisRequest } from './request';
import { fieldOf, positionOf, type Position } from './stance';
import { GENERAL_STEPS, KIND_ADVICE, type KindAdvice, type Need } from './steps';
import { harmIn } from '../grade/harm';
import { read } from '../read/read';

const FALLBACK_RUBRIC: readonly RubricDimension[] = ['containment', 'communication', 'costControl', 'people'];

type Rng = ReturnType<typeof seededRandom>;

/** What the draft knows of the scenario before it writes. */
interface Setting {
  request: AnalysisRequest;
  rng: Rng;
  rubric: readonly RubricDimension[];
  subject: string;
  advice: KindAdvice | undefined;
  /** The advisor's own department's scenario. */
  own: boolean;
  position: Position;
}

/** The company's figure on this scenario's driver, and where the advisor wants it. */
interface DriverAim {
  value: number;
  label: string;
  target: number;
  direction: 1 | -1;
}

export function draft(request: AnalysisRequest, seed: string): string {
  const { scenario, advisor } = request;
  const template = templateOf(scenario.kind);
  const setting: Setting = {
    request,
    rng: seededRandom(seed),
    rubric: template?.rubric ?? FALLBACK_RUBRIC,
    subject: template?.subject ?? scenario.title.toLowerCase(),
    advice: KIND_ADVICE[scenario.kind],
    own: advisor.departmentId === scenario.departmentId,
    position: positionOf(request),
  };
  const aim = driverAim(setting, template?.drivers);
  const opening = openingSentences(setting, aim);
  const steps = stepSentences(setting);
  return [...opening.sentences, ...steps, ...closingSentences(setting, aim, opening.quoted)].join(' ');
}

/** The figure each department answers for: the advisor aims its own number, not the others'. */
const OWN_DRIVER: Record<DepartmentId, [keyof CompanyFigures['drivers'], 1 | -1]> = {
  executive: ['strategyFocus', 1],
  finance: ['liquidity', 1],
  'human-resources': ['morale', 1],
  technology: ['techDebt', -1],
  marketing: ['brand', 1],
  operations: ['efficiency', 1],
  'legal-compliance': ['compliance', 1],
  sales: ['pipeline', 1],
  product: ['productQuality', 1],
  security: ['security', 1],
  strategy: ['strategyFocus', 1],
};

/** The driver the advisor aims at: the scenario's own when it is the advisor's department's scenario, else its own. */
function driverAim({ request, rng, own }: Setting, drivers: object | undefined): DriverAim {
  const first = Object.entries(drivers ?? {})[0] as [keyof CompanyFigures['drivers'], 1 | -1] | undefined;
  const [driver, direction] = own && first ? first : OWN_DRIVER[request.advisor.departmentId];
  const value = request.company.drivers[driver];
  const target = Math.max(5, Math.min(90, value + direction * (8 + Math.floor(rng.next() * 8))));
  return { value, label: DRIVER_LABELS[driver], target, direction };
}

/** The position, then how the advisor frames it; `quoted` when the opener already gave the driver's figure. */
function openingSentences(setting: Setting, aim: DriverAim): { sentences: string[]; quoted: boolean } {
  const { request, rng, subject, own, position } = setting;
  const { scenario, advisor } = request;
  const figure = `${capitalise(aim.label)} is at ${aim.value}/100`;
  const opener = fill(rng.pick(OPENERS[advisor.style]), {
    name: nameOf(scenario.title, subject),
    stance: position.sentence,
    figure,
  });
  const frame = `${rng.pick(own ? OWN_LEAD : DEPARTMENT_LENS[advisor.departmentId])}.`;
  return { sentences: [opener, frame], quoted: opener.includes(`${aim.value}/100`) };
}

/**
 * The needs of the advisor's field this scenario has: one angle (the first in the rubric's order),
 * with finding out what is behind it when that is the advisor's too; its field's first need when the
 * scenario asks for none of them (it still speaks from its side).
 */
export function fieldNeeds(rubric: readonly RubricDimension[], field: readonly Need[]): Need[] {
  const mine = rubric.filter((d): d is Need => d !== 'timeline' && field.includes(d as Need));
  const angle = mine.find((d) => d !== 'investigation') ?? field.find((d) => d !== 'investigation');
  return [...(angle ? [angle] : []), ...(mine.includes('investigation') ? ['investigation' as const] : [])];
}

/** A step's action: the kind's own telling of the need, or the general one, about this scenario's subject. */
export function actionFor(need: Need, advice: KindAdvice | undefined, telling: number, subject: string) {
  const tellings = advice?.steps[need] ?? GENERAL_STEPS[need];
  return tellings[telling % tellings.length]!.replace(/\{subject\}/g, subject);
}

/** The advisor's field as steps, each with an owner and a deadline: a need alone gets both its tellings. */
function stepSentences(setting: Setting): string[] {
  const { request, rng, advice, subject } = setting;
  const { scenario, advisor } = request;
  const needs = fieldNeeds(setting.rubric, fieldOf(advisor.departmentId, scenario.departmentId));
  const first = rng.int(0, 1);
  const actions =
    needs.length === 1
      ? [0, 1].map((k) => actionFor(needs[0]!, advice, first + k, subject))
      : needs.map((need) => actionFor(need, advice, rng.int(0, 1), subject));
  const deadline = deadlines(scenario.severity, rng);
  // A style that counts its steps off counts all of them, or none.
  const ordinals = rng.chance(0.7) ? ORDINALS[advisor.style] : undefined;
  const team = STEP_OWNERS[advisor.departmentId][1];
  let lastFrame = '';
  return actions.map((action, index) => {
    const time = deadline(index);
    // The advisor takes the first step itself and hands the rest to its own team.
    const mine = index === 0 || rng.chance(0.3);
    // A long step ends with its action, not with a time that could be read as part of it.
    const long = action.includes(',') || action.split(' ').length >= 14;
    const fitting = (mine ? OWN_FRAMES : STEP_FRAMES).filter((frame) => !long || TIME_FIRST.has(frame));
    const fresh = fitting.filter((frame) => frame !== lastFrame);
    const frame = rng.pick(fresh.length > 0 ? fresh : fitting);
    lastFrame = frame;
    const sentence = fill(frame, { owner: mine ? 'I' : team, action, time, role: advisor.role });
    return ordinals && index < ordinals.length ? `${ordinals[index]}, ${lowerFirstWord(sentence)}` : sentence;
  });
}

/** How many places later a scenario's first deadline starts: a graver one's lands today or tomorrow. */
const DEADLINE_SHIFT: Record<Severity, number> = { critical: 0, high: 0, medium: 1, low: 1 };

/** Deadlines never go backwards, and a graver scenario's first step lands today or tomorrow. */
export function deadlines(severity: Severity, rng: Rng): (index: number) => string {
  const urgency = DEADLINE_SHIFT[severity];
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

/** The money and any price move the advisor backs, where the driver should go, what it leaves to others, and the review. */
function closingSentences(setting: Setting, aim: DriverAim, quoted: boolean): string[] {
  const { request, rng, position } = setting;
  const { company } = request;
  const sentences: string[] = [];
  // Only the CFO speaks of the cash: the others leave the finance view to the CFO.
  const finance = request.advisor.departmentId === 'finance';
  if (position.budget !== null) {
    const amount = spoken(position.budget);
    const share = `${Math.max(1, Math.round((position.budget / Math.max(1, company.cash)) * 100))}%`;
    // The amount is said once: a plan that names it twice would be read as spending it twice.
    sentences.push(
      position.sentence.includes(amount)
        ? fill(rng.pick(OWN_ASKS_SAID), { share }).replace(/, about \d+% of our cash/, finance ? '$&' : '')
        : fill(rng.pick(OWN_ASKS), { amount, share }).replace(
            /, about \d+% of our cash/,
            finance ? '$&' : '',
          ),
    );
  } else {
    sentences.push(
      'I would do my part inside the budgets we already have, with no new money until the cash recovers.',
    );
  }
  if (position.priceScope === 'targeted') sentences.push(rng.pick(TARGETED_ONLY));
  // Where the company stands on the scenario's driver (unless the opener said it), and where the advisor wants it.
  const { label, value } = aim;
  const target = `${aim.direction > 0 ? 'back above' : 'down to'} ${aim.target}/100 by the end of next quarter`;
  sentences.push(
    quoted
      ? `I want ${label} ${target}.`
      : `${capitalise(label)} is at ${value}/100 now, and I want it ${target}.`,
  );
  sentences.push(rng.pick(BLIND_SPOTS));
  sentences.push(fill(rng.pick(CLOSINGS), { label }));
  return sentences;
}

/** A targeted discount says who it is for, so no one reads it as a cut of the list price. */
const TARGETED_ONLY = [
  'That discount is for the affected customers only; the list price stays for everyone else.',
  'Only the affected customers get it, and our list price does not move.',
];

/** After an ordinal ("First, …") the sentence's first word loses its capital, unless it is "I" or a title. */
function lowerFirstWord(sentence: string): string {
  return /^(I|[A-Z]{2,})\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * What the analysis calls the scenario: its title, unless the title's words read as a harm of their own
 * ("Largest Customer Threatens to Leave" would read as a threat), then its subject.
 */
export function nameOf(title: string, subject: string): string {
  let harmful = harmfulTitles.get(title);
  if (harmful === undefined) {
    harmful = harmIn(read(title)).does.length > 0;
    if (harmfulTitles.size > 500) harmfulTitles.clear();
    harmfulTitles.set(title, harmful);
  }
  return harmful ? `the ${subject}` : `"${title}"`;
}
const harmfulTitles = new Map<string, boolean>();
