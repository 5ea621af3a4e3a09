// Who owns a step: roles ("the CFO", "head of sales"), departments and teams
// ("the security team", "Finance builds…"), people's names ("Priya leads"),
// and the player ("I'll call their CEO").
import type { Token } from './nlp';
import { SEPARATORS, unique } from './reading';

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
    'negotiate audit train hire interview sit join report track monitor fix patch plan reach reset rotate ' +
    'restore rebuild rewrite notify email phone ring visit ship test update schedule approve chase follow'
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

/** Verbs that act on a team rather than give it a step: "cut the support team" names no owner. */
const ACTED_ON = new Set([
  'cut',
  'lay',
  'fire',
  'reduce',
  'shrink',
  'disband',
  'outsource',
  'halve',
  'slash',
  'blame',
]);

/**
 * The owners a clause names. A word in a ruled-out part ("we will not cut the support team") names no owner, nor
 * does a team something is done to; capitalised words in a row are one name when they act or are given a step
 * ("Viktor Novak patches…"), and a title otherwise ("Major System Outage" is no one). `following` holds the
 * next clause's first words.
 */
export function ownersIn(
  clause: Token[],
  following: readonly Token[] = [],
  preceding: readonly Token[] = [],
): string[] {
  // The words after the clause are only looked at, as "Ana Lopez:" is given the step its colon leads to.
  const tokens = [...clause, ...following];
  const owners: string[] = [];
  // "Owner: Priya Shah": a label's colon gives the clause after it its owner.
  let labelled = preceding.at(-1)?.text === ':' && OWNER_LABELS.has(preceding.at(-2)?.lower ?? '');
  for (let i = 0; i < clause.length; i++) {
    const run = capitalisedRun(clause, i);
    if (run > 0 && labelled && !clause[i]!.negated) {
      owners.push(
        clause
          .slice(i, i + run)
          .map((t) => t.text)
          .join(' '),
      );
      labelled = false;
      i += run - 1;
      continue;
    }
    if (run > 1) {
      const name = nameRun(tokens, i, run);
      if (name) owners.push(name);
      i += run - 1;
      continue;
    }
    // "Owner:" and "Lead:" are a list's labels, not people.
    if (OWNER_LABELS.has(clause[i]!.lower) && clause[i + 1]?.text === ':') continue;
    if (clause[i]!.negated || actedOn(clause, i)) continue;
    const owner = ownerAt(tokens, i);
    if (owner) owners.push(owner);
  }
  return unique(owners);
}

/** The owner a single token names: a role, a team, the player, or a one-word name. */
function ownerAt(tokens: Token[], i: number): string | undefined {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  // "lead the response" is a verb; "the platform lead takes it" a role.
  const leadsSomething = token.lower === 'lead' && ['DET', 'PRON', 'ADP'].includes(next?.pos ?? '');
  if (ROLE_WORDS.has(token.lower) && !leadsSomething) return token.text;
  if (ROLE_PHRASES.some((phrase) => phrase.every((word, k) => tokens[i + k]?.lower === word))) {
    return tokens
      .slice(i, i + 3)
      .map((t) => t.text)
      .join(' ');
  }
  if (TEAM_WORDS.has(token.lower)) {
    // "the security team", "Finance builds…", "Ops to own it", "with legal"
    if (next && TEAM_NOUNS.has(next.lemma)) return `${token.text} ${next.text}`;
    if (/^[A-Z]/.test(token.text) && next && OWNING_VERBS.has(next.lemma) && next.pos !== 'NOUN')
      return token.text;
    return undefined;
  }
  // "I'll call their CEO": the player takes the step.
  if (
    token.text === 'I' &&
    next &&
    ['AUX', 'VERB'].includes(next.pos) &&
    next.lemma !== 'be' &&
    !next.negated
  )
    return 'you';
  return isName(tokens, i) ? token.text : undefined;
}

/** "cut the support team", "lay off two engineers": the team is what the step is done to. */
function actedOn(tokens: Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (['DET', 'NUM', 'ADJ', 'ADP'].includes(tokens[k]!.pos) || tokens[k]!.lower === 'half'))
    k -= 1;
  return k >= 0 && ACTED_ON.has(tokens[k]!.lemma);
}

const capitalised = (token: Token | undefined) =>
  token !== undefined &&
  /^[A-Z][a-z-]+$/.test(token.text) &&
  !NOT_PEOPLE.has(token.lower) &&
  !TEAM_WORDS.has(token.lower) &&
  !ROLE_WORDS.has(token.lower);

/** How many capitalised words stand in a row from i (1 when only i's, 0 when none). */
function capitalisedRun(tokens: Token[], i: number): number {
  let n = 0;
  while (capitalised(tokens[i + n]) && tokens[i + n]!.pos === 'PROPN') n += 1;
  return n;
}

/** A run of capitalised words is a person's name when it acts or is given a step, not in quotes. */
function nameRun(tokens: Token[], start: number, length: number): string | undefined {
  const first = tokens[start]!;
  const previous = tokens[start - 1];
  const next = tokens[start + length];
  // Quoted, or after an article ("the Major System Outage"), it is a title, not a person.
  if (first.negated || /^["“‘']$/.test(previous?.text ?? '') || previous?.pos === 'DET') return undefined;
  // Third-person verbs the model reads as plural nouns ("patches") still act.
  const verb = next?.lemma ?? '';
  const acts =
    next !== undefined &&
    !next.negated &&
    (OWNING_VERBS.has(verb) ||
      actingVerb(next) ||
      (next.pos === 'VERB' && next.lemma !== 'be') ||
      followedAsName(tokens, start + length));
  const given =
    previous !== undefined &&
    ['ask', 'have', 'let', 'with', 'by', 'assign', 'owner', ':', 'get', 'tell'].includes(previous.lemma);
  // A run of three or more that does nothing is a title ("Major System Outage").
  if (!acts && !given) return undefined;
  return tokens
    .slice(start, start + length)
    .map((t) => t.text)
    .join(' ');
}

/** A person's name: a capitalised proper noun that acts ("Priya leads", "Maria in finance builds…") or is given a step. */
function isName(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  const previous = tokens[i - 1];
  const next = tokens[i + 1];
  if (!/^[A-Z][a-z-]+$/.test(token.text) || token.pos !== 'PROPN' || NOT_PEOPLE.has(token.lower))
    return false;
  if (TEAM_WORDS.has(token.lower) || ROLE_WORDS.has(token.lower)) return false;
  const acts = next !== undefined && (actingVerb(next) || followedAsName(tokens, i + 1));
  const given = previous !== undefined && (GIVING.includes(previous.lemma) || givenWithAnother(tokens, i));
  const midSentence = previous !== undefined && !previous.lineStart && !SEPARATORS.has(previous.text);
  // A capitalised word beside another is part of a title ("Security Breach Detected"), unless it acts;
  // after "our" or "their" it is a thing the company has ("our Competitive and Position"), not a person.
  const inTitle =
    /^[A-Z]/.test(previous?.text ?? '') ||
    /^[A-Z]/.test(next?.text ?? '') ||
    (previous?.lower === 'and' && /^[A-Z]/.test(tokens[i - 2]?.text ?? '')) ||
    next?.lower === 'and';
  const owned = previous?.pos === 'PRON' || previous?.pos === 'DET';
  // Before "the" it is a verb at a clause's start ("and Position the product upmarket").
  const plain = next !== undefined && next.pos !== 'NOUN' && next.pos !== 'DET';
  return acts || given || (midSentence && !inTitle && !owned && plain);
}

/** A list's labels for who owns a step: "Owner: Ana Lopez", "Lead: the CTO", "Responsible: Finance team". */
const OWNER_LABELS = new Set([
  'owner',
  'owners',
  'lead',
  'responsible',
  'accountable',
  'dri',
  'assignee',
  'who',
]);

/** Words before a name that give it a step: "ask Priya", "with Tom", "owner: Ana". */
const GIVING = ['ask', 'have', 'let', 'with', 'by', 'assign', 'owner', ':', 'get', 'tell'];

/** What follows a name that is given a step: "Maria in finance", "Ana Lopez: rotates…", "Tom's team". */
const NAME_FOLLOWERS = ['from', 'in', 'on', ',', "'s", '’s', '(', 'to', '-', '–', '—'];

/**
 * Whether the words from k follow a name as a name is followed. "Priya and Tom lead" and "Ana Lopez:
 * rotates…" do; "Competitive and Position by…" and "Competitive Position: the CMO…" do not: a name
 * joined by "and" must act with the other, and a name before a colon must be given the step after it.
 */
function followedAsName(tokens: Token[], k: number): boolean {
  const next = tokens[k];
  if (next === undefined) return false;
  if (next.lower === ':') return tokens[k + 1] !== undefined && stepVerb(tokens[k + 1]!);
  if (next.lower !== 'and') return NAME_FOLLOWERS.includes(next.lower);
  let j = k + 1;
  while (tokens[j] && (/^[A-Z]/.test(tokens[j]!.text) || tokens[j]!.pos === 'DET')) j += 1;
  return tokens[j] !== undefined && (stepVerb(tokens[j]!) || NAME_FOLLOWERS.includes(tokens[j]!.lower));
}

/** "with Priya and Tom": the second name is given the step only beside a first that is given it. */
function givenWithAnother(tokens: Token[], i: number): boolean {
  if (tokens[i - 1]?.lower !== 'and') return false;
  const first = tokens[i - 2];
  const before = tokens[i - 3];
  return (
    first !== undefined && /^[A-Z]/.test(first.text) && before !== undefined && GIVING.includes(before.lemma)
  );
}

/** A verb that takes a step: one of the owning verbs, or any verb but "be". */
function stepVerb(token: Token): boolean {
  return actingVerb(token) || (token.pos === 'VERB' && token.lemma !== 'be');
}

/** A verb of taking a step, as the model tags it or as a third-person form it reads as a noun ("patches"). */
function actingVerb(next: Token): boolean {
  if (next.negated) return false;
  if (['VERB', 'AUX'].includes(next.pos) && OWNING_VERBS.has(next.lemma)) return true;
  return OWNING_VERBS.has(next.lower.replace(/e?s$/, '')) || OWNING_VERBS.has(next.lower.replace(/s$/, ''));
}
