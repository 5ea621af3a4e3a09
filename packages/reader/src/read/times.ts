// When a step happens: spans ("two weeks", "48 hours"), dates and weekdays,
// rhythms ("weekly"), moments ("today"), deadlines ("before Friday").
import { numberValue, type Entity, type Token } from './nlp';
import type { TimeSpan } from './reading';

export const UNIT_DAYS: Record<string, number> = {
  hour: 1 / 24,
  hr: 1 / 24,
  day: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  quarter: 91,
  year: 365,
};
const WEEKDAYS = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/;
const MONTHS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
const RHYTHMS = new Set(['weekly', 'daily', 'monthly', 'quarterly', 'biweekly', 'fortnightly', 'hourly']);
const MOMENTS = new Set(['today', 'tonight', 'tomorrow', 'immediately', 'asap', 'now', 'yesterday']);
const DEADLINE_WORDS = new Set(['by', 'before', 'until', 'till', 'within', 'through', 'inside']);

export function timesIn(tokens: Token[], entities: Entity[]): TimeSpan[] {
  const taken = new Set<number>();
  const times = markedTimes(tokens, entities, taken);
  tokens.forEach((token, i) => {
    if (taken.has(i)) return;
    const time = spanAt(tokens, i) ?? momentAt(tokens, i) ?? deadlineAt(tokens, i);
    if (time) times.push(time);
  });
  return times;
}

/** The dates, times and durations the model marked that name a time; their tokens go into `taken`. */
function markedTimes(tokens: Token[], entities: Entity[], taken: Set<number>): TimeSpan[] {
  const times: TimeSpan[] = [];
  for (const entity of entities) {
    if (!['DURATION', 'DATE', 'TIME'].includes(entity.type) || entity.start < 0) continue;
    const words = tokens.slice(entity.start, entity.end + 1);
    const timely = words.some(
      (t) =>
        UNIT_DAYS[t.lemma] !== undefined ||
        WEEKDAYS.test(t.lower) ||
        MONTHS.test(t.lower) ||
        /^q[1-4]$/.test(t.lower) ||
        /^\d/.test(t.lower) ||
        ['end', 'tomorrow', 'today', 'tonight', 'next', 'eod', 'eow'].includes(t.lower),
    );
    if (!timely) continue;
    for (let k = entity.start; k <= entity.end; k++) taken.add(k);
    times.push({ text: entity.text, days: spanDays(words) });
  }
  return times;
}

/** "two weeks", "a one-quarter pilot", "48 hours", "next quarter", "this week", "end of the month". */
function spanAt(tokens: Token[], i: number): TimeSpan | null {
  const token = tokens[i]!;
  const unit = UNIT_DAYS[token.lemma];
  if (unit === undefined) return null;
  const before = tokens[i - 1]?.text === '-' ? tokens[i - 2] : tokens[i - 1];
  if (
    !before ||
    (numberValue(before.lower) === null &&
      !['a', 'an', 'one', 'next', 'this', 'the', 'each', 'every', 'per', 'few', 'couple'].includes(
        before.lower,
      ))
  )
    return null;
  const value =
    numberValue(before.lower) ??
    (['a', 'an', 'next', 'this', 'the', 'each', 'every', 'per'].includes(before.lower) ? 1 : 2);
  return { text: `${before.text} ${token.text}`, days: Math.round(value * unit * 10) / 10 };
}

/** A rhythm ("weekly"), a moment ("today", "right now") or a quarter ("Q3"). */
function momentAt(tokens: Token[], i: number): TimeSpan | null {
  const token = tokens[i]!;
  if (!(RHYTHMS.has(token.lower) || MOMENTS.has(token.lower) || /^q[1-4]$/.test(token.lower))) return null;
  if (token.lower === 'now' && !['right', 'from'].includes(tokens[i - 1]?.lower ?? '')) return null;
  return {
    text: token.text,
    days: token.lower === 'immediately' || token.lower === 'today' || token.lower === 'tonight' ? 1 : null,
  };
}

const DEADLINE_ENDS = [
  'eod',
  'eow',
  'eom',
  'end',
  'midnight',
  'noon',
  'close',
  'month-end',
  'quarter-end',
  'year-end',
];

/** "before Friday", "by end", "within March"; or a word that is itself one ("deadline", "right away"). */
function deadlineAt(tokens: Token[], i: number): TimeSpan | null {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  if (
    DEADLINE_WORDS.has(token.lower) &&
    next &&
    (WEEKDAYS.test(next.lower) || MONTHS.test(next.lower) || DEADLINE_ENDS.includes(next.lower))
  ) {
    return { text: `${token.text} ${next.text}`, days: null };
  }
  if (
    token.lower === 'deadline' ||
    token.lower === 'timeline' ||
    (token.lower === 'right' && next?.lower === 'away')
  ) {
    return { text: token.text, days: null };
  }
  return null;
}

function spanDays(words: Token[]): number | null {
  for (let i = 0; i < words.length; i++) {
    const unit = UNIT_DAYS[words[i]!.lemma];
    if (unit === undefined) continue;
    const before = words[i - 1]?.text === '-' ? words[i - 2] : words[i - 1];
    const value = before ? numberValue(before.lower) : null;
    if (value !== null) return Math.round(value * unit * 10) / 10;
    if (before && ['a', 'an', 'one'].includes(before.lower)) return unit;
  }
  return null;
}
