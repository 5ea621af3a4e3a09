// Finding phrases in a reading, by lemma, with the negation the reader found.
// A phrase's words may have up to three others between them ("tell our
// affected customers" matches "tell customer"), within one clause.
import { lemmasOf, type Token } from './nlp';
import type { Clause, Reading } from './read';

export interface PhraseHit {
  phrase: string;
  clause: Clause;
  /** Token position of the phrase's first word in its clause. */
  at: number;
  negated: boolean;
}

const GAP = 3;

interface Compiled {
  phrase: string;
  words: Array<{ lemma: string; surface: string }>;
}

const compiledLists = new WeakMap<readonly string[], Compiled[]>();

function compile(phrases: readonly string[]): Compiled[] {
  let compiled = compiledLists.get(phrases);
  if (!compiled) {
    compiled = phrases.map((phrase) => {
      const surfaces = phrase.toLowerCase().split(/\s+/);
      const lemmas = lemmasOf(phrase.toLowerCase());
      // The model may split a surface word ("can't"): fall back to the surface words then.
      const words =
        lemmas.length === surfaces.length
          ? surfaces.map((surface, i) => ({ surface, lemma: lemmas[i]! }))
          : surfaces.map((surface) => ({ surface, lemma: surface }));
      return { phrase, words };
    });
    compiledLists.set(phrases, compiled);
  }
  return compiled;
}

const same = (token: Token, word: { lemma: string; surface: string }) =>
  token.lemma === word.lemma || token.lower === word.surface || token.lemma === word.surface;

const indexes = new WeakMap<Clause, Map<string, number[]>>();

/** Token positions of a clause by lemma and by lower-case word, so a phrase is looked up, not scanned for. */
function indexOf(clause: Clause): Map<string, number[]> {
  let index = indexes.get(clause);
  if (!index) {
    index = new Map();
    clause.tokens.forEach((token, i) => {
      for (const key of new Set([token.lemma, token.lower])) {
        const positions = index!.get(key);
        if (positions) positions.push(i);
        else index!.set(key, [i]);
      }
    });
    indexes.set(clause, index);
  }
  return index;
}

/** Where a phrase list occurs in one clause; `gap` words may stand between a phrase's words. */
export function findInClause(clause: Clause, phrases: readonly string[], gap = GAP): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const tokens = clause.tokens;
  const index = indexOf(clause);
  for (const { phrase, words } of compile(phrases)) {
    const first = words[0]!;
    const byLemma = index.get(first.lemma);
    const bySurface = first.surface === first.lemma ? undefined : index.get(first.surface);
    // Most phrases of a list are not in a given clause: only a first word that occurs costs a merge.
    if (!byLemma && !bySurface) continue;
    const starts =
      byLemma && bySurface
        ? [...new Set([...byLemma, ...bySurface])].sort((a, b) => a - b)
        : (byLemma ?? bySurface)!;
    for (const i of starts) {
      let position = i;
      let ok = true;
      for (let w = 1; w < words.length && ok; w++) {
        let found = -1;
        for (let k = position + 1; k <= position + 1 + gap && k < tokens.length; k++) {
          if (same(tokens[k]!, words[w]!)) {
            found = k;
            break;
          }
        }
        if (found < 0) ok = false;
        else position = found;
      }
      if (ok) {
        // A phrase is ruled out when its first word is in a negation's scope.
        hits.push({ phrase, clause, at: i, negated: tokens[i]!.negated });
        break;
      }
    }
  }
  return hits;
}

/** Where a phrase list occurs in a reading. */
export function find(reading: Reading, phrases: readonly string[], gap = GAP): PhraseHit[] {
  return reading.clauses.flatMap((clause) => findInClause(clause, phrases, gap));
}

/** Hits the player affirms (not in a negation's scope). */
export const affirmed = (hits: PhraseHit[]) => hits.filter((hit) => !hit.negated);
/** Hits the player rules out ("we will not …"). */
export const ruledOut = (hits: PhraseHit[]) => hits.filter((hit) => hit.negated);
