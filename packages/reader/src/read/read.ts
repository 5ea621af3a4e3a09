// The plain-English reader: what a player's text says, clause by clause. It
// finds negation and its scope, owners (roles, departments, people's names),
// times (in digits or words, dates, "before Friday"), amounts of money and
// percentages, and counts of things ("ten engineers"), each in a file of its
// own (read-owners, read-times, read-figures). The grader, the plan parser and
// the council read players through it.
import { isClauseDash, parse, type Entity, type Token } from './nlp';
import { amountsIn, countsIn, percentsIn } from './figures';
import { ownersIn } from './owners';
import { timesIn } from './times';
import { SEPARATORS, textOf, unique, type Clause, type Reading } from './reading';

export type { Clause, Count, Money, Reading, TimeSpan } from './reading';

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
    text: textOf(tokens).trim(),
    tokens,
    owners: ownersIn(tokens, all.slice(end, end + 2), all.slice(Math.max(0, start - 2), start)),
    times: timesIn(tokens, entities),
    amounts: amountsIn(tokens, entities),
    percents: percentsIn(tokens, entities),
    counts: countsIn(tokens, entities),
  };
}
