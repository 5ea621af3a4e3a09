// What makes a plan reckless, found by what it does: hiding the problem,
// destroying records, punishing staff, betting the company, deliberately doing
// nothing about a real threat, deceiving. A harmful act the player rules out
// ("we will not hide anything") is the opposite of reckless.
import { affirmed, find, ruledOut, type PhraseHit } from '../read/phrases';
import type { Reading } from '../read/read';
import { HARM, type HARM_KINDS } from '../lexicon';

export type HarmKind = (typeof HARM_KINDS)[number];

/** The acts of each kind of harm, word for word (harm.json). */
export const HARM_PHRASES: Record<HarmKind, readonly string[]> = HARM.phrases;
export const HARM_LABELS: Record<HarmKind, string> = HARM.labels;
/** Telling, disclosing or notifying that a plan rules out ("we won't tell customers"). */
export const TELLING: readonly string[] = HARM.telling;

export interface HarmReading {
  /** Harmful acts the plan does. */
  does: Array<{ kind: HarmKind; hit: PhraseHit }>;
  /** Harmful acts it rules out: commitments to do right. */
  rulesOut: Array<{ kind: HarmKind; hit: PhraseHit }>;
  /** Telling it rules out: withholding news from those who need it. */
  withholds: PhraseHit[];
}

export function harmIn(reading: Reading): HarmReading {
  const does: HarmReading['does'] = [];
  const rulesOut: HarmReading['rulesOut'] = [];
  (Object.keys(HARM_PHRASES) as HarmKind[]).forEach((kind) => {
    // Harmful acts are read word for word: "all tickets in three days" is not "all in".
    const hits = [
      ...find(reading, HARM_PHRASES[kind], 0),
      ...(kind === 'punish' ? find(reading, ['let go'], 3) : []),
    ];
    affirmed(hits).forEach((hit) => does.push({ kind, hit }));
    ruledOut(hits).forEach((hit) => rulesOut.push({ kind, hit }));
  });
  const withholds = ruledOut(find(reading, TELLING)).filter(
    // "we won't tell customers until…" withholds; "we won't just tell them it's fine" does not.
    (hit) =>
      hit.clause.tokens[hit.at]!.pos === 'VERB' && !/\b(just|only|merely|simply)\b/i.test(hit.clause.text),
  );
  return { does, rulesOut, withholds };
}
