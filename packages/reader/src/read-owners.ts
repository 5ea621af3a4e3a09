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

export function ownersIn(tokens: Token[]): string[] {
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
