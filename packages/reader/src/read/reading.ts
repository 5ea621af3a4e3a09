// What the reader gives back: a text, clause by clause, with what each clause
// names (owners, times, amounts, percentages, counts).
import type { Token } from './nlp';

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

/** What ends a clause: sentence ends, semicolons, colons, bullets and dashes. */
export const SEPARATORS = new Set(['.', '!', '?', ';', ':', '•', '*', '–', '—']);

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Tokens as they were written: each after the space that stood before it. */
export function textOf(tokens: readonly Token[]): string {
  return tokens.map((t, k) => (k === 0 ? t.text : t.space + t.text)).join('');
}
