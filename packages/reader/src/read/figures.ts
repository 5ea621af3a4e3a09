// The figures of a clause: amounts of money ("$40K", "twenty grand"),
// percentages ("15%", "half") and counts of things ("ten engineers").
import { numberValue, type Entity, type Token } from './nlp';
import { textOf, type Count, type Money } from './reading';
import { UNIT_DAYS } from './times';

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

export function amountsIn(tokens: Token[], entities: Entity[]): Money[] {
  const seen = new Set<number>();
  const amounts = markedAmounts(tokens, entities, seen);
  amounts.push(...suffixedAmounts(tokens, seen));
  amounts.push(...amountsInWords(tokens, seen, amounts));
  return amounts.sort((a, b) => a.at - b.at);
}

/** The amounts the model marked as money ("$40k", "$1.2M", "USD 40,000"); their tokens go into `seen`. */
function markedAmounts(tokens: Token[], entities: Entity[], seen: Set<number>): Money[] {
  const amounts: Money[] = [];
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
      text: textOf(tokens.slice(entity.start, end + 1)).replace(/\.$/, ''),
      at: entity.start,
    });
  }
  return amounts;
}

/** "40k", "150K budget", "2 million", "USD 5,000" the model did not mark: a number with a money suffix. */
function suffixedAmounts(tokens: Token[], seen: Set<number>): Money[] {
  const amounts: Money[] = [];
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
        text: textOf(tokens.slice(i, end + 1)),
        at: i,
      });
    }
  });
  return amounts;
}

const MONEY_WORDS: Record<string, number> = { dollar: 1, dollars: 1, bucks: 1, grand: 1e3 };

/**
 * "twenty-five thousand dollars", "twenty grand": number words before a money word the model did not mark.
 * `found` are the amounts read so far: words already read as one are not read again.
 */
function amountsInWords(tokens: Token[], seen: Set<number>, found: Money[]): Money[] {
  const amounts: Money[] = [];
  tokens.forEach((token, i) => {
    const unit = MONEY_WORDS[token.lower];
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
    if (start === i || [...found, ...amounts].some((a) => a.at >= start && a.at < i)) return;
    const value = numberValue(
      tokens
        .slice(start, i)
        .map((t) => t.lower)
        .join(' '),
    );
    if (value === null || value <= 0) return;
    amounts.push({
      cents: Math.round(value * unit * 100),
      text: textOf(tokens.slice(start, i + 1)),
      at: start,
    });
  });
  return amounts;
}

export function percentsIn(tokens: Token[], entities: Entity[]): number[] {
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

export function countsIn(tokens: Token[], entities: Entity[]): Count[] {
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
