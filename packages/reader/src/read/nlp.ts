// The library layer: wink-nlp (with its English model) tokenises, tags parts
// of speech, lemmatises, marks negation and its scope, and finds entities
// (money, durations, dates, percentages, cardinals). Everything above this
// file works on the tokens it hands out.
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemEntity, type ItemToken } from 'wink-nlp';

const wink = winkNLP(model);
const its = wink.its;

export interface Token {
  /** As written. */
  text: string;
  lower: string;
  lemma: string;
  pos: string;
  /** Inside the scope of a negation ("we will not hide anything"). */
  negated: boolean;
  /** The token starts a new line or follows a bullet. */
  lineStart: boolean;
  /** The white space before it, so a clause can be quoted as written. */
  space: string;
}

export interface Entity {
  type: 'MONEY' | 'DURATION' | 'DATE' | 'TIME' | 'PERCENT' | 'CARDINAL' | 'ORDINAL' | string;
  text: string;
  /** Token positions, inclusive. */
  start: number;
  end: number;
}

// wink-nlp's typings declare its.lemma with the add-on signature rather than a token helper; it works as one.
const lemmaOf = (t: ItemToken): string => (t.out as (helper: unknown) => string)(its.lemma);

export interface Parsed {
  tokens: Token[];
  entities: Entity[];
}

/** Tokens and entities of a text, by wink-nlp. */
export function parse(text: string): Parsed {
  const doc = wink.readDoc(text);
  const tokens: Token[] = [];
  let lineStart = true;
  doc.tokens().each((t: ItemToken) => {
    const type = t.out(its.type);
    const raw = t.out();
    if (type === 'tabCRLF' || raw.includes('\n') || t.out(its.precedingSpaces).includes('\n')) {
      lineStart = true;
      if (type === 'tabCRLF' || /^\s+$/.test(raw)) return;
    }
    const lower = raw.toLowerCase();
    tokens.push({
      text: raw,
      lower,
      // The model's lemma for "lay" is "lie"; a plan's layoffs are not lies.
      lemma: lower === 'laid' || lower === 'lay' || lower === 'laying' ? 'lay' : lemmaOf(t).toLowerCase(),
      pos: t.out(its.pos),
      negated: Boolean(t.out(its.negationFlag)),
      lineStart,
      space: tokens.length === 0 || lineStart ? '' : t.out(its.precedingSpaces).replace(/\s+/g, ' '),
    });
    lineStart = false;
  });
  // Entity spans index wink's tokens, which include line breaks dropped above: map by text offsets instead.
  const entities: Entity[] = [];
  doc.entities().each((e: ItemEntity) => {
    const detail = e.out(its.detail) as { value: string; type: string };
    entities.push({ type: detail.type, text: detail.value, start: -1, end: -1 });
  });
  extendNegationScope(tokens);
  stopNegationAtLineBreaks(tokens);
  placeEntities(tokens, entities);
  return { tokens, entities };
}

const NEGATION_CUES = new Set([
  'not',
  "n't",
  'never',
  'no',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'without',
  'none',
  'cannot',
]);
const SCOPE_ENDS = new Set([
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  'and',
  'but',
  'so',
  'because',
  'until',
  'unless',
  'instead',
  'then',
  'while',
  'rather',
  'except',
  'if',
  'when',
  'once',
  'before',
  'after',
]);

/**
 * A dash that ends a thought: an em dash, or a hyphen or en dash with a space on each side. "follow-up" and
 * "Q1–Q2" are one word.
 */
export function isClauseDash(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token || i === 0) return false;
  return (
    token.text === '—' || (/^[-–]+$/.test(token.text) && token.space !== '' && tokens[i - 1]!.space !== '')
  );
}

/**
 * The model's negation scope stops early ("will not treat this as a
 * support-volume problem or hide behind…" ends at "as"); a manager's negation
 * runs to the end of its clause: to punctuation or a turn ("but", "until",
 * "instead"). It carries over "or" ("not hide anything or blame the team")
 * but not over "and", which starts the next step ("drop whatever isn't
 * essential and give people clearer priorities"). What follows "rather
 * than" or "instead of" is ruled out. Union with the model's flags.
 */
function extendNegationScope(tokens: Token[]): void {
  const clauseDash = (k: number) => isClauseDash(tokens, k);
  for (let i = 0; i < tokens.length; i++) {
    if (!isNegationCue(tokens, i)) continue;
    for (let k = i + 1; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (SCOPE_ENDS.has(t.lower) || t.lineStart || clauseDash(k)) break;
      t.negated = true;
      // The model keeps a full stop on a short word ("got in."): the sentence ends there too.
      if (/\w\.$/.test(t.text)) break;
    }
  }
  // The model's own scope stops at a dash that ends a thought ("Don't give me the speech - should we cut…"),
  // as ours does (it already stops at a semicolon; not at a colon: "What we won't do: cut the team").
  for (let i = 1; i < tokens.length; i++) {
    if (!clauseDash(i) || !tokens[i - 1]?.negated) continue;
    for (let k = i + 1; k < tokens.length && !NEGATION_CUES.has(tokens[k]!.lower); k++)
      tokens[k]!.negated = false;
  }
  // The model's own scope also stops at "and".
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.lower !== 'and' || !tokens[i - 1]!.negated) continue;
    const cueBefore = tokens.slice(Math.max(0, i - 12), i).some((t) => NEGATION_CUES.has(t.lower));
    if (!cueBefore) continue;
    for (
      let k = i + 1;
      k < tokens.length && tokens[k]!.negated && !NEGATION_CUES.has(tokens[k]!.lower);
      k++
    ) {
      if (/^[.,;:!?]$/.test(tokens[k]!.text)) break;
      tokens[k]!.negated = false;
    }
  }
}

/** A word that starts a negation's scope: "not", "never", "without" …, and what follows "rather than" or "instead of". */
function isNegationCue(tokens: Token[], i: number): boolean {
  const lower = tokens[i]!.lower;
  return (
    NEGATION_CUES.has(lower) ||
    (lower === 'than' && tokens.slice(Math.max(0, i - 12), i).some((t) => t.lower === 'rather')) ||
    (lower === 'of' && tokens[i - 1]?.lower === 'instead')
  );
}

/**
 * A negation never runs onto the next line: in a bullet list ("- Budget: $30k, no more" then "- Restore service
 * within 24 hours") the model's scope, which ends only at punctuation, would rule out the next bullet's step.
 */
function stopNegationAtLineBreaks(tokens: Token[]): void {
  let cueOnLine = false;
  tokens.forEach((token, i) => {
    if (token.lineStart) cueOnLine = false;
    if (isNegationCue(tokens, i)) cueOnLine = true;
    if (token.negated && !cueOnLine) token.negated = false;
  });
}

/** Finds each entity's tokens by walking the token texts in order. */
function placeEntities(tokens: Token[], entities: Entity[]): void {
  let from = 0;
  for (const entity of entities) {
    const target = entity.text.replace(/\s+/g, '').toLowerCase();
    for (let i = from; i < tokens.length; i++) {
      let joined = '';
      let j = i;
      while (j < tokens.length && joined.length < target.length) {
        joined += tokens[j]!.lower;
        j += 1;
      }
      if (joined === target) {
        entity.start = i;
        entity.end = j - 1;
        from = j;
        break;
      }
    }
  }
}

const numberCache = new Map<string, number | null>();

const UNITS: Record<string, number> = {
  zero: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  half: 0.5,
  couple: 2,
};
const SCALES: Record<string, number> = {
  dozen: 12,
  hundred: 100,
  thousand: 1e3,
  k: 1e3,
  grand: 1e3,
  million: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
};

/**
 * The value of a number written in digits or words: "forty thousand" → 40000, "1,200" → 1200, "2.5" → 2.5,
 * "forty-eight" → 48. The model finds cardinals but gives no values; compromise does, but draws term ids from
 * Math.random, and the game's rules are deterministic (GAME.md), so English cardinals are read here.
 */
export function numberValue(text: string): number | null {
  const key = text.trim().toLowerCase();
  const cached = numberCache.get(key);
  if (cached !== undefined) return cached;
  let value: number | null = null;
  const digits = key.replace(/,(?=\d{3}\b)/g, '');
  if (/^\d+(\.\d+)?$/.test(digits)) value = Number(digits);
  else {
    const words = key.split(/[\s-]+/).filter((w) => w && w !== 'and');
    let total = 0;
    let current = 0;
    let ok = words.length > 0;
    for (const word of words) {
      const numeric = /^\d+(\.\d+)?$/.test(word.replace(/,/g, ''))
        ? Number(word.replace(/,/g, ''))
        : undefined;
      if (numeric !== undefined) current += numeric;
      else if (UNITS[word] !== undefined) current += UNITS[word]!;
      else if (SCALES[word] !== undefined) {
        const scale = SCALES[word]!;
        if (scale < 1000) current = (current || 1) * scale;
        else {
          total += (current || 1) * scale;
          current = 0;
        }
      } else {
        ok = false;
        break;
      }
    }
    // "a" or "half" alone are not numbers a player writes as one.
    value =
      ok && !(words.length === 1 && ['a', 'an', 'half', 'couple'].includes(words[0]!))
        ? total + current
        : null;
  }
  if (numberCache.size > 2000) numberCache.clear();
  numberCache.set(key, value);
  return value;
}

const lemmaCache = new Map<string, string[]>();

/** The lemmas of a lexicon phrase, as the model lemmatises a player's text, so both match alike. */
export function lemmasOf(phrase: string): string[] {
  const cached = lemmaCache.get(phrase);
  if (cached) return cached;
  const lemmas = parse(phrase).tokens.map((t) => t.lemma);
  lemmaCache.set(phrase, lemmas);
  return lemmas;
}
