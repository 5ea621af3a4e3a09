// Demo-mode grading of a scenario decision, and the money effect of any grade (GAME.md "Scenarios and
// decisions"): a deterministic rubric of what a sound response covers, what
// makes it reckless, and the effect the grade has on the company.
import { DRIVER_LABELS, type DriverEffects, type Drivers } from '../drivers';
import type { CompanyFigures, Severity } from './company-figures';

export type RubricDimension =
  | 'containment'
  | 'communication'
  | 'costControl'
  | 'people'
  | 'compliance'
  | 'investigation'
  | 'customers'
  | 'timeline'
  | 'growth';

export const dimensionLabels: Record<RubricDimension, string> = {
  containment: 'containment',
  communication: 'communication',
  costControl: 'cost control',
  people: 'people',
  compliance: 'compliance',
  investigation: 'root-cause analysis',
  customers: 'customers',
  timeline: 'a timeline',
  growth: 'a path to growth',
};

const dimensionWords: Record<RubricDimension, RegExp> = {
  containment:
    /\b(contain|isolat|stop|halt|pause|patch|freez|recall|shut ?down|roll ?back|mitigat|quarantin|lock ?down|revok|disabl|fix|secur)/,
  communication:
    /\b(communicat|inform|notif|disclos|transparen|announc|tell|explain|press|stakeholder|board|apolog|town ?hall|update (the )?(team|customers|staff)|messag)/,
  costControl:
    /\b(budget|cost|cap\b|limit|phase|pilot|negotiat|reserve|cash|roi\b|payback|afford|prioriti|cut|saving|spend (only|no more)|trim|renegotiat)/,
  people:
    /\b(team|staff|employee|hire|hiring|retain|retention|train|morale|support|owner|lead\b|assign|bonus|workload|people|mentor|career|coach)/,
  compliance:
    /\b(legal|counsel|lawyer|regulat|complian|audit|document|policy|gdpr|law\b|report(ing)? to|certif|govern)/,
  investigation:
    /\b(investigat|root cause|analy[sz]|review|assess|forensic|data\b|measur|metric|diagnos|research|survey|understand|post-?mortem|benchmark)/,
  customers: /\b(customer|client|user|refund|compensat|account|churn|satisf|feedback|service level|sla\b)/,
  timeline:
    /\b(within|hours?\b|days?\b|weeks?\b|months?\b|quarter|by q\d|immediately|today|tomorrow|deadline|timeline|asap|first \d+)/,
  growth:
    /\b(due diligence|valuation|integrat|synerg|market research|experiment|test\b|expand|partner|differentiat|upsell|new market|pricing|launch)/,
};

/** Marks of a reckless answer: denial, cover-ups, scorched earth, betting the company. */
const recklessWords =
  /\b(ignore|do nothing|nothing to do|cover(ed)? (it |this )?up|hide|conceal|deny|blame|fire (everyone|them all|the whole)|lay ?off (everyone|everybody|all)|delete (the )?(logs|evidence|records)|destroy|bet (everything|the company)|all[- ]in|whatever it takes|no matter the cost|sue everyone|wait and see|pretend)\b/;

export type Verdict = 'Excellent' | 'Sound' | 'Partial' | 'Weak' | 'Reckless';

export interface Grade {
  score: number;
  verdict: Verdict;
  covered: RubricDimension[];
  missing: RubricDimension[];
  reckless: boolean;
}

export function verdictFor(score: number, reckless: boolean): Verdict {
  if (reckless) return 'Reckless';
  if (score >= 85) return 'Excellent';
  if (score >= 65) return 'Sound';
  if (score >= 45) return 'Partial';
  return 'Weak';
}

/** Scores a decision against the rubric of its scenario: coverage, specificity, recklessness. */
export function gradeDecision(decision: string, rubric: readonly RubricDimension[]): Grade {
  const text = decision.toLowerCase();
  const words = text.split(/\s+/).filter(Boolean).length;
  const covered = rubric.filter((dim) => dimensionWords[dim].test(text));
  const missing = rubric.filter((dim) => !covered.includes(dim));
  // Earlier dimensions matter more: they are what this kind of scenario needs first.
  const weights = rubric.map((_, i) => rubric.length - i + 1);
  const total = weights.reduce((s, w) => s + w, 0);
  const got = rubric.reduce((s, dim, i) => s + (covered.includes(dim) ? weights[i]! : 0), 0);
  const coverage = total ? got / total : 0;

  const extras = Object.keys(dimensionWords).filter(
    (dim) => !rubric.includes(dim as RubricDimension) && dimensionWords[dim as RubricDimension].test(text),
  ).length;
  const specificity =
    (/\d/.test(text) ? 4 : 0) +
    (dimensionWords.timeline.test(text) ? 4 : 0) +
    (words >= 25 ? 4 : words >= 12 ? 2 : 0) +
    Math.min(3, extras);

  let score = 15 + 70 * coverage + specificity;
  if (words < 5) score = Math.min(score, 25);
  const reckless = recklessWords.test(text);
  if (reckless) score = Math.min(score * 0.4, 20);
  score = Math.round(Math.max(0, Math.min(100, score)));
  return { score, verdict: verdictFor(score, reckless), covered, missing, reckless };
}

export interface ScenarioEffect {
  cashEffect: number;
  driverEffects: DriverEffects;
  durationQuarters: number;
}

const severityShare: Record<Severity, number> = {
  low: 0.04,
  medium: 0.08,
  high: 0.15,
  critical: 0.25,
};
const severityDuration: Record<Severity, number> = { low: 1, medium: 1, high: 2, critical: 3 };
const MAX_CASH = 200_000_000;

const clampInt = (v: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, v)));

/**
 * What a grade does to the company. The stakes scale with the company's
 * revenue and the scenario's severity; a threat handled well still costs a
 * little, an opportunity handled well pays. The server computes money from
 * the grade; it never takes an amount from the model or the player.
 */
export function effectOfGrade(
  grade: { score: number; reckless: boolean },
  scenario: {
    severity: Severity;
    opportunity: boolean;
    drivers: Partial<Record<keyof Drivers, 1 | -1>>;
  },
  company: CompanyFigures,
): ScenarioEffect {
  const stake = clampInt(company.revenue * severityShare[scenario.severity], 1_000_000, 150_000_000);
  const g = grade.score / 100;
  const cash = scenario.opportunity ? stake * ((grade.score - 55) / 45) : -stake * (1.5 - 1.3 * g);
  const step = (grade.score - 50) / 5;
  const driverEffects: DriverEffects = {};
  Object.entries(scenario.drivers).forEach(([name, direction], index) => {
    const size = index === 0 ? step : step / 2;
    const value = clampInt(size * (direction ?? 1), -20, 20);
    if (value !== 0) driverEffects[name as keyof Drivers] = value;
  });
  if (grade.reckless) {
    // Recklessness leaves marks beyond the scenario: trust inside and outside.
    driverEffects.morale = clampInt((driverEffects.morale ?? 0) - 3, -20, 20);
    driverEffects.compliance = clampInt((driverEffects.compliance ?? 0) - 3, -20, 20);
  }
  return {
    cashEffect: clampInt(cash, -MAX_CASH, MAX_CASH),
    driverEffects,
    durationQuarters: severityDuration[scenario.severity],
  };
}

export function describeDriverEffects(effects: DriverEffects): string {
  const parts = Object.entries(effects).map(
    ([name, value]) => `${DRIVER_LABELS[name as keyof Drivers]} ${value! > 0 ? '+' : ''}${value}`,
  );
  return parts.length ? parts.join(', ') : 'no change to the drivers';
}
