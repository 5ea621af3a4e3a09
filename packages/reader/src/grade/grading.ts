// What the parts of the grader share: the scenario as graded, the phrases of
// a need found once per decision, and the way a list reads in a sentence.
import type { RubricDimension, ScenarioToGrade } from '@ai-council/rules';
import { NEED_PHRASES } from '../points/decision-points';
import { find, type PhraseHit } from '../read/phrases';
import type { Reading } from '../read/read';

export type GradedScenario = ScenarioToGrade & { kind?: string };

export interface DecisionToGrade {
  decision: string;
  scenario: GradedScenario;
  /** The company's cash in cents; a decision that commits more is penalised. */
  cash?: number;
  /** The same player's earlier decisions: one repeated here is boilerplate. */
  previousDecisions?: readonly string[];
  /** What a response to this scenario normally costs (rules' standardSpend); a budget far below it is too small. */
  standardSpend?: number;
  /** The company's quarterly revenue in cents: what a price cut gives away and a spending spree is weighed against. */
  revenue?: number;
}

const memos = new WeakMap<Reading, Map<string, unknown>>();

/** What depends on the decision's words alone is worked out once per text. */
export function memo<T>(reading: Reading, key: string, work: () => T): T {
  let cache = memos.get(reading);
  if (!cache) {
    cache = new Map();
    memos.set(reading, cache);
  }
  if (!cache.has(key)) cache.set(key, work());
  return cache.get(key) as T;
}

/** The places a decision speaks of a need, negated or not. */
export function needHits(reading: Reading, dimension: RubricDimension): PhraseHit[] {
  return memo(reading, `need:${dimension}`, () => find(reading, NEED_PHRASES[dimension]));
}

/** "a, b and c". */
export const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A scenario's text without its figures: what stays the same for every company it is raised for. */
export const withoutFigures = (text: string) => text.replace(/[$+-]?\d[\d.,]*[%KMB]?/g, 'several');
