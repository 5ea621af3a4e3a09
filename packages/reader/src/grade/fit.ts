// Fit, the first part of a grade: is the decision about this scenario at all.
// The scenario's own words say so, its headline's counting double, and so do
// the words of its kind, its department and what it needs first.
import { templateOf } from '@ai-council/rules';
import { DEPARTMENTS } from '../lexicon';
import { ABOUT } from '../points/decision-points';
import { writtenForAnotherKind } from './strict-fit';
import { affirmed, find, ruledOut } from '../read/phrases';
import { read, type Reading } from '../read/read';
import { needHits, withoutFigures, type GradedScenario } from './grading';

export interface Fit {
  fit: number;
  /** Not one word of what the scenario is about. */
  offTopic: boolean;
  /** The part's sentence of the rationale. */
  sentence: string;
}

/** The words naming each department or its chief (departments.json). */
const DEPARTMENT_WORDS: Partial<Record<string, { names: readonly string[] }>> = DEPARTMENTS;

/** Fit out of 30. */
export function fitOf(reading: Reading, scenario: GradedScenario, subject: string): Fit {
  const terms = scenarioTerms(scenario);
  const about = find(reading, [...terms.headline, ...terms.body, ...(ABOUT[scenario.kind ?? ''] ?? [])]);
  const aboutHits = new Set(affirmed(about).map((h) => h.phrase));
  // A harm the plan rules out still shows it is about this scenario ("we will not hide the breach").
  ruledOut(about).forEach((h) => aboutHits.add(h.phrase));
  // The scenario's headline words count double; one word of what it is about is a start, four are full marks.
  const headlineHits = terms.headline.filter((t) => aboutHits.has(t)).length;
  const mentions = aboutHits.size + headlineHits;
  const department = scenario.departmentId ? DEPARTMENT_WORDS[scenario.departmentId]?.names : undefined;
  const ownDepartment = department ? affirmed(find(reading, department)).length > 0 : false;
  const firstNeed = scenario.rubric[0];
  const meetsFirstNeed =
    firstNeed !== undefined && mentions > 0 && affirmed(needHits(reading, firstNeed)).length > 0;
  const offTopic = mentions === 0;
  const fit = offTopic
    ? ownDepartment
      ? 3
      : 0
    : Math.min(30, 10 + 4 * mentions + (ownDepartment ? 2 : 0) + (meetsFirstNeed ? 4 : 0));
  // A plan written for another kind of scenario names this one's words only in passing (the penalties cap it).
  const other = offTopic ? undefined : writtenForAnotherKind(reading, scenario.kind);
  const sentence = offTopic
    ? `It does not address the ${subject} this scenario is about (fit ${fit}/30).`
    : other
      ? `It touches the ${subject}, but its steps are written for a ${templateOf(other)?.subject ?? other} (fit ${fit}/30).`
      : `It speaks to the ${subject} (fit ${fit}/30).`;
  return { fit, offTopic, sentence };
}

// Words that say nothing about what a scenario is about.
const COMMON = new Set(
  (
    'the and for with that this from have has are was were will would could should into than then them they ' +
    'their there what when where which while who how our ours your you its about after before also just only ' +
    'more most less across against other every each some many much nothing yet year quarter last next first new ' +
    'now still same like ask want need say sit point rise down over under twice long ago company be do make take ' +
    'high low rare case per since among well good clear three two four nine one whose nobody anyone everyone not ' +
    'but all can get due way time amount here know raise council week day month hour find'
  ).split(' '),
);

const termsCache = new Map<string, { headline: string[]; body: string[] }>();

/** The scenario's own content words, by lemma: its headline weighs in full, its body less. */
function scenarioTerms(scenario: GradedScenario) {
  const key = `${scenario.title}|${scenario.subject ?? ''}|${withoutFigures(scenario.description)}`;
  let terms = termsCache.get(key);
  if (!terms) {
    terms = scenarioTermsOf({ ...scenario, description: withoutFigures(scenario.description) });
    if (termsCache.size > 2000) termsCache.clear();
    termsCache.set(key, terms);
  }
  return terms;
}

function scenarioTermsOf(scenario: GradedScenario) {
  const content = (text: string) => [
    ...new Set(
      read(text)
        .clauses.flatMap((c) => c.tokens)
        .filter(
          (t) =>
            /^[a-z][a-z-]{3,}$/.test(t.lower) &&
            !COMMON.has(t.lemma) &&
            ['NOUN', 'VERB', 'ADJ', 'PROPN'].includes(t.pos),
        )
        .map((t) => t.lemma),
    ),
  ];
  const headline = content(`${scenario.title}. ${scenario.subject ?? ''}`);
  const body = content(scenario.description).filter((t) => !headline.includes(t));
  return { headline, body };
}
