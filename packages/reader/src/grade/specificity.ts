// Specificity, the third part of a grade: does the decision say who, when and
// how much, in figures of its own rather than the scenario's.
import { read, type Reading } from '../read/read';
import { list, withoutFigures } from './grading';

export interface Specificity {
  specificity: number;
  owned: boolean;
  timed: boolean;
  measured: boolean;
  /** The part's sentence of the rationale. */
  sentence: string;
}

/** Specificity out of 30. */
export function specificityOf(
  reading: Reading,
  description: string,
  offTopic: boolean,
  title = '',
): Specificity {
  // The scenario's own title ("Major System Outage") quoted back is no one's name.
  const titleWords = new Set(title.toLowerCase().split(/\s+/));
  const owners = reading.owners.filter((o) => !o.split(/\s+/).every((w) => titleWords.has(w.toLowerCase())));
  const owned = owners.length > 0;
  const timed = reading.times.length > 0;
  // Measurable: the player's own figure, not one the scenario already states ("the two supplier contracts").
  const given = figuresOf(description);
  const measured =
    reading.amounts.length > 0 ||
    reading.percents.some((p) => !given.has(p)) ||
    reading.clauses.some((c) => c.counts.some((n) => !given.has(n.value))) ||
    /\b\d+\s*\/\s*100\b/.test(reading.text);
  let specificity = (owned ? 10 : 0) + (timed ? 10 : 0) + (measured ? 10 : 0);
  if (offTopic) specificity = Math.round(specificity / 2);
  const named = [
    owned ? `an owner (${list(owners.slice(0, 3))})` : '',
    timed ? `a time (${reading.times[0]!.text})` : '',
    measured ? 'something measurable' : '',
  ].filter(Boolean);
  const unnamed = [
    owned ? '' : 'no owner',
    timed ? '' : 'no time',
    measured ? '' : 'nothing measurable',
  ].filter(Boolean);
  const sentence =
    unnamed.length === 0
      ? `It names ${list(named)} (specificity ${specificity}/30).`
      : named.length === 0
        ? `It names ${list(unnamed)} (specificity ${specificity}/30).`
        : `It names ${list(named)}, but ${list(unnamed)} (specificity ${specificity}/30).`;
  return { specificity, owned, timed, measured, sentence };
}

const figureCache = new Map<string, Set<number>>();

/** The numbers a scenario's own text states, in words ("four resignations") or digits. */
function figuresOf(description: string): Set<number> {
  const key = withoutFigures(description);
  let inWords = figureCache.get(key);
  if (!inWords) {
    const reading = read(key);
    inWords = new Set([...reading.clauses.flatMap((c) => c.counts.map((n) => n.value)), ...reading.percents]);
    if (figureCache.size > 2000) figureCache.clear();
    figureCache.set(key, inWords);
  }
  const figures = new Set([...inWords, ...(description.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)]);
  // "…/100" is the scale of a driver, not a figure of the scenario.
  figures.delete(100);
  return figures;
}
