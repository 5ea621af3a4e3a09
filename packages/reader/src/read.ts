// The plain-English reader: what a player's text says, clause by clause. It
// finds negation and its scope, owners (roles, departments, people's names),
// times (in digits or words, dates, "before Friday"), amounts of money and
// percentages, and counts of things ("ten engineers"). The grader, the plan
// parser and the council read players through it.
import { isClauseDash, numberValue, parse, type Entity, type Token } from './nlp';

export interface Money {
  cents: number;
  text: string;
  /** Token position in its clause. */
  at: number;
}

export interface TimeSpan {
  text: string;
  /** How long, when the text gives a span ("two weeks" → 14); null for a date or a rhythm. */
  days: number | null;
}

export interface Count {
  value: number;
  /** The lemma of what is counted ("engineer"). */
  noun: string;
  at: number;
}

export interface Clause {
  text: string;
  tokens: Token[];
  owners: string[];
  times: TimeSpan[];
  amounts: Money[];
  percents: number[];
  counts: Count[];
}

export interface Reading {
  text: string;
  clauses: Clause[];
  /** Words, not counting punctuation. */
  wordCount: number;
  owners: string[];
  times: TimeSpan[];
  amounts: Money[];
  percents: number[];
}

const SEPARATORS = new Set(['.', '!', '?', ';', ':', '•', '*', '–', '—']);

/** Roles and leadership words that name who owns a step. */
const ROLE_WORDS = new Set(
  (
    'ceo cfo cto coo cmo chro ciso cio cpo cro clo cso vp svp evp director manager lead leader owner founder ' +
    'controller counsel lawyer attorney treasurer chair chairman chairwoman chief head captain'
  ).split(' '),
);
const ROLE_PHRASES = [
  ['general', 'counsel'],
  ['head', 'of'],
  ['vice', 'president'],
  ['in', 'charge'],
  ['point', 'person'],
];
/** Departments and teams: "the security team", "Finance builds a forecast". */
const TEAM_WORDS = new Set(
  (
    'finance operations ops legal compliance security sales marketing product engineering technology hr people ' +
    'procurement support it strategy executive data platform infrastructure devops sre qa design growth ' +
    'recruiting talent communications comms pr customer success leadership'
  ).split(' '),
);
const TEAM_NOUNS = new Set(['team', 'department', 'group', 'function', 'office', 'squad', 'org', 'unit']);
/** Verbs that say someone takes a step: a name or a team before one of these owns it. */
const OWNING_VERBS = new Set(
  (
    'lead head run own drive coordinate manage oversee chair take handle build write call draft work review set ' +
    'talk meet brief sign present prepare check contact do get make will shall pair start send ' +
    'negotiate audit train hire interview sit join report track monitor fix patch plan reach'
  ).split(' '),
);
/** Capitalised words that are not people. */
const NOT_PEOPLE = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december q1 q2 q3 q4 i we our us you they it this that the a an if and but or so ' +
    'then also first next no not do dont don’t stop let make please okay ok yes gdpr sla soc iso usd eu uk us ' +
    'aws azure gcp ai api crm erp kpi okr roi saas second third finally then after once plan steps step target ' +
    'budget goal measure week day month today tonight tomorrow phase stage pressure everyone nobody'
  ).split(' '),
);

const UNIT_DAYS: Record<string, number> = {
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

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const readings = new Map<string, Reading>();

/** Reads a player's text. Readings are kept by text: the same words always read the same. */
export function read(text: string): Reading {
  const cached = readings.get(text);
  if (cached) return cached;
  const reading = readFresh(text);
  if (readings.size >= 5000) readings.delete(readings.keys().next().value!);
  readings.set(text, reading);
  return reading;
}

function readFresh(text: string): Reading {
  const { tokens, entities } = parse(text);
  const clauses = splitClauses(tokens).map((span) => clauseOf(tokens, entities, span));
  return {
    text,
    clauses,
    wordCount: tokens.filter((t) => /[a-z0-9]/i.test(t.text)).length,
    owners: unique(clauses.flatMap((c) => c.owners)),
    times: clauses.flatMap((c) => c.times),
    amounts: clauses.flatMap((c) => c.amounts),
    percents: clauses.flatMap((c) => c.percents),
  };
}

/** Clause spans [start, end): sentences, and their parts split at semicolons, colons, dashes, bullets and line breaks. */
function splitClauses(tokens: Token[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  const close = (end: number) => {
    if (end > start) spans.push([start, end]);
    start = end;
  };
  tokens.forEach((token, i) => {
    if (i > start && token.lineStart) close(i);
    const decimal =
      token.text === '.' && /\d$/.test(tokens[i - 1]?.text ?? '') && /^\d/.test(tokens[i + 1]?.text ?? '');
    const clock = token.text === ':' && /\d$/.test(tokens[i - 1]?.text ?? '');
    // "…capped at $200K. Also…": the model keeps a money suffix's full stop in the token ("K.").
    const suffixStop = /^[a-z]{1,3}\.$/i.test(token.text) && /^[A-Z]/.test(tokens[i + 1]?.text ?? '');
    // "Don't give me the speech - should we cut…": a dash that ends a thought ends the clause.
    const dash = isClauseDash(tokens, i) && i > start;
    if ((SEPARATORS.has(token.text) && !decimal && !clock) || suffixStop || dash) close(i + 1);
    else if (token.text === '-' && token.lineStart) close(i + 1);
  });
  close(tokens.length);
  return spans;
}

function clauseOf(all: Token[], allEntities: Entity[], [start, end]: [number, number]): Clause {
  const tokens = all.slice(start, end);
  const entities = allEntities
    .filter((e) => e.start >= start && e.end < end)
    .map((e) => ({ ...e, start: e.start - start, end: e.end - start }));
  return {
    text: tokens
      .map((t, i) => (i === 0 ? t.text : t.space + t.text))
      .join('')
      .trim(),
    tokens,
    owners: ownersIn(tokens),
    times: timesIn(tokens, entities),
    amounts: amountsIn(tokens, entities),
    percents: percentsIn(tokens, entities),
    counts: countsIn(tokens, entities),
  };
}

function ownersIn(tokens: Token[]): string[] {
  const owners: string[] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    // "lead the response" is a verb; "the platform lead takes it" a role.
    const leadsSomething = token.lower === 'lead' && ['DET', 'PRON', 'ADP'].includes(next?.pos ?? '');
    if (ROLE_WORDS.has(token.lower) && !leadsSomething) {
      owners.push(token.text);
      return;
    }
    if (ROLE_PHRASES.some((phrase) => phrase.every((word, k) => tokens[i + k]?.lower === word))) {
      owners.push(
        tokens
          .slice(i, i + 3)
          .map((t) => t.text)
          .join(' '),
      );
      return;
    }
    if (TEAM_WORDS.has(token.lower)) {
      // "the security team", "Finance builds…", "Ops to own it", "with legal"
      if (next && TEAM_NOUNS.has(next.lemma)) owners.push(`${token.text} ${next.text}`);
      else if (/^[A-Z]/.test(token.text) && next && OWNING_VERBS.has(next.lemma) && next.pos !== 'NOUN')
        owners.push(token.text);
      return;
    }
    // "I'll call their CEO": the player takes the step.
    if (
      token.text === 'I' &&
      next &&
      ['AUX', 'VERB'].includes(next.pos) &&
      next.lemma !== 'be' &&
      !next.negated
    ) {
      owners.push('you');
      return;
    }
    if (isName(token, previous, next)) owners.push(token.text);
  });
  return unique(owners);
}

/** A person's name: a capitalised proper noun that acts ("Priya leads", "Maria in finance builds…") or is given a step. */
function isName(token: Token, previous: Token | undefined, next: Token | undefined): boolean {
  if (!/^[A-Z][a-z-]+$/.test(token.text) || token.pos !== 'PROPN' || NOT_PEOPLE.has(token.lower))
    return false;
  if (TEAM_WORDS.has(token.lower) || ROLE_WORDS.has(token.lower)) return false;
  const acts =
    next !== undefined &&
    ((OWNING_VERBS.has(next.lemma) && ['VERB', 'AUX'].includes(next.pos)) ||
      ['from', 'in', 'on', 'and', ',', "'s", '’s', '(', 'to'].includes(next.lower));
  const given =
    previous !== undefined &&
    ['ask', 'have', 'let', 'with', 'by', 'assign', 'owner', ':', 'and', 'get', 'tell'].includes(
      previous.lemma,
    );
  const midSentence = previous !== undefined && !previous.lineStart && !SEPARATORS.has(previous.text);
  return acts || given || (midSentence && next !== undefined && next.pos !== 'NOUN');
}

function timesIn(tokens: Token[], entities: Entity[]): TimeSpan[] {
  const times: TimeSpan[] = [];
  const taken = new Set<number>();
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
  tokens.forEach((token, i) => {
    if (taken.has(i)) return;
    const next = tokens[i + 1];
    const unit = UNIT_DAYS[token.lemma];
    if (unit !== undefined) {
      // "two weeks", "a one-quarter pilot", "48 hours", "next quarter", "this week", "end of the month"
      const before = tokens[i - 1]?.text === '-' ? tokens[i - 2] : tokens[i - 1];
      if (
        before &&
        (numberValue(before.lower) !== null ||
          ['a', 'an', 'one', 'next', 'this', 'the', 'each', 'every', 'per', 'few', 'couple'].includes(
            before.lower,
          ))
      ) {
        const value =
          numberValue(before.lower) ??
          (['a', 'an', 'next', 'this', 'the', 'each', 'every', 'per'].includes(before.lower) ? 1 : 2);
        times.push({ text: `${before.text} ${token.text}`, days: Math.round(value * unit * 10) / 10 });
        return;
      }
    }
    if (RHYTHMS.has(token.lower) || MOMENTS.has(token.lower) || /^q[1-4]$/.test(token.lower)) {
      if (token.lower === 'now' && !['right', 'from'].includes(tokens[i - 1]?.lower ?? '')) return;
      times.push({
        text: token.text,
        days:
          token.lower === 'immediately' || token.lower === 'today' || token.lower === 'tonight' ? 1 : null,
      });
      return;
    }
    if (
      DEADLINE_WORDS.has(token.lower) &&
      next &&
      (WEEKDAYS.test(next.lower) ||
        MONTHS.test(next.lower) ||
        [
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
        ].includes(next.lower))
    ) {
      times.push({ text: `${token.text} ${next.text}`, days: null });
      return;
    }
    if (
      token.lower === 'deadline' ||
      token.lower === 'timeline' ||
      (token.lower === 'right' && next?.lower === 'away')
    ) {
      times.push({ text: token.text, days: null });
    }
  });
  return times;
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

function amountsIn(tokens: Token[], entities: Entity[]): Money[] {
  const amounts: Money[] = [];
  const seen = new Set<number>();
  for (const entity of entities) {
    if (entity.type !== 'MONEY' || entity.start < 0) continue;
    const words = tokens.slice(entity.start, entity.end + 1);
    let end = entity.end;
    const numeric = words.filter(
      (t) => !['$', 'usd', 'dollar', 'dollars', 'us$', '€', '£'].includes(t.lower),
    );
    let value = numberValue(
      numeric
        .filter((t) => MULTIPLIERS[t.lower.replace(/\.$/, '')] === undefined)
        .map((t) => t.lower)
        .join(' '),
    );
    if (value === null) continue;
    for (const t of numeric) {
      const multiplier = MULTIPLIERS[t.lower.replace(/\.$/, '')];
      if (multiplier && !/^\d/.test(t.lower)) value *= multiplier;
    }
    // "$40k", "$1.2M": the model leaves the suffix outside the entity.
    const suffix = tokens[end + 1];
    const multiplier = suffix ? MULTIPLIERS[suffix.lower.replace(/\.$/, '')] : undefined;
    if (multiplier && !numeric.some((t) => MULTIPLIERS[t.lower] !== undefined)) {
      value *= multiplier;
      end += 1;
    }
    for (let k = entity.start; k <= end; k++) seen.add(k);
    amounts.push({
      cents: Math.round(value * 100),
      // As written, with the suffix the model split off joined again: "$40K", "USD 40,000".
      text: tokens
        .slice(entity.start, end + 1)
        .map((t, k) => (k === 0 ? t.text : t.space + t.text))
        .join('')
        .replace(/\.$/, ''),
      at: entity.start,
    });
  }
  // "40k", "150K budget", "2 million", "USD 5,000" the model did not mark: a number with a money suffix.
  tokens.forEach((token, i) => {
    if (seen.has(i)) return;
    const glued = /^(\d+(?:[.,]\d+)*)(k|m|mm|bn)$/i.exec(token.text);
    const next = tokens[i + 1];
    let value: number | null = null;
    let end = i;
    if (glued) value = numberValue(glued[1]!)! * MULTIPLIERS[glued[2]!.toLowerCase()]!;
    else if (/^\d/.test(token.text) && next && ['k', 'grand'].includes(next.lower)) {
      value = numberValue(token.text)! * 1e3;
      end = i + 1;
    }
    if (value !== null && Number.isFinite(value)) {
      amounts.push({
        cents: Math.round(value * 100),
        text: tokens
          .slice(i, end + 1)
          .map((t, k) => (k === 0 ? t.text : t.space + t.text))
          .join(''),
        at: i,
      });
    }
  });
  // "twenty-five thousand dollars", "twenty grand": number words before a money word the model did not mark.
  const moneyWords: Record<string, number> = { dollar: 1, dollars: 1, bucks: 1, grand: 1e3 };
  tokens.forEach((token, i) => {
    const unit = moneyWords[token.lower];
    if (unit === undefined || seen.has(i)) return;
    let start = i;
    while (
      start > 0 &&
      i - start < 6 &&
      (numberValue(tokens[start - 1]!.lower) !== null ||
        tokens[start - 1]!.text === '-' ||
        ['hundred', 'thousand', 'million', 'and'].includes(tokens[start - 1]!.lower))
    )
      start -= 1;
    if (start === i || amounts.some((a) => a.at >= start && a.at < i)) return;
    const value = numberValue(
      tokens
        .slice(start, i)
        .map((t) => t.lower)
        .join(' '),
    );
    if (value === null || value <= 0) return;
    amounts.push({
      cents: Math.round(value * unit * 100),
      text: tokens
        .slice(start, i + 1)
        .map((t, k) => (k === 0 ? t.text : t.space + t.text))
        .join(''),
      at: start,
    });
  });
  return amounts.sort((a, b) => a.at - b.at);
}

function percentsIn(tokens: Token[], entities: Entity[]): number[] {
  const percents: number[] = [];
  for (const entity of entities) {
    if (entity.type !== 'PERCENT' || entity.start < 0) continue;
    const value = numberValue(
      tokens
        .slice(entity.start, entity.end + 1)
        .filter((t) => !['%', 'percent', 'per', 'cent', 'pct'].includes(t.lower))
        .map((t) => t.lower)
        .join(' '),
    );
    if (value !== null) percents.push(value);
  }
  if (percents.length === 0) {
    tokens.forEach((token, i) => {
      if (['percent', 'pct', '%'].includes(token.lower) && tokens[i - 1]) {
        const value = numberValue(tokens[i - 1]!.lower);
        if (value !== null) percents.push(value);
      }
      if (token.lower === 'half' || token.lower === 'halve') percents.push(50);
      if (token.lower === 'double') percents.push(100);
    });
  }
  return percents;
}

function countsIn(tokens: Token[], entities: Entity[]): Count[] {
  const counts: Count[] = [];
  const moneyTokens = new Set<number>();
  entities
    .filter((e) => ['MONEY', 'PERCENT', 'DURATION', 'DATE', 'TIME'].includes(e.type))
    .forEach((e) => {
      for (let k = e.start; k <= e.end; k++) moneyTokens.add(k);
    });
  tokens.forEach((token, i) => {
    if (moneyTokens.has(i) || token.pos !== 'NUM') return;
    const value = numberValue(token.lower);
    if (value === null) return;
    // The counted noun: the next noun within two words ("ten more engineers", "12 senior hires").
    for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
      const t = tokens[k]!;
      if (t.pos === 'NOUN' || (t.pos === 'VERB' && t.lemma === 'hire')) {
        if (UNIT_DAYS[t.lemma] === undefined) counts.push({ value, noun: t.lemma, at: i });
        break;
      }
      if (!['ADJ', 'ADV', 'NOUN', 'PROPN'].includes(t.pos) && t.lower !== 'more' && t.lower !== 'new') break;
    }
  });
  return counts;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
