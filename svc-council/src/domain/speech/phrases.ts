// The turns of phrase every advisor shares: how an answer opens and closes in
// the speaker's style (seeded by the game, so a replay reads the same), and how
// names, quotes, spans of quarters and the cash position read in a sentence.
import type { CompanySnapshot } from '@ai-council/contracts';
import { seededRandom, type Random } from '@ai-council/rules';
import type { AgentProfile, Personality } from '../board/agents';
import { money, runwayQuarters } from '../board/company';

const openers: Record<Personality['communicationStyle'], string[]> = {
  direct: ['Straight answer:', 'Here is where we stand.', 'Bottom line first.'],
  'data-driven': ['The numbers first.', 'Let me start with the data.', "Looking at this quarter's figures:"],
  warm: ['Thank you for raising this.', 'I am glad you asked.', 'Good question, and an important one.'],
  technical: [
    'From the platform side:',
    'Technically speaking:',
    'Let me look at this from the engineering view.',
  ],
  persuasive: [
    'Here is the opportunity I see.',
    'Let me make the case.',
    'This is our moment, if we play it right.',
  ],
  measured: ['Let me put this carefully.', 'A measured view:', 'Weighing it up:'],
};

/** The seeded draw for one line: the same game, quarter and words always pick the same phrase. */
export function rngFor(c: CompanySnapshot, ...parts: Array<string | number>): Random {
  return seededRandom(c.seed, c.currentQuarter, ...parts);
}

export function closing(agent: AgentProfile, rng: Random): string {
  return rng.pick(agent.personality.catchphrases);
}

export function quote(text: string, max = 80): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The opener in the speaker's style. */
export function opener(agent: AgentProfile, rng: Random): string {
  return rng.pick(openers[agent.personality.communicationStyle]);
}

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const quarters = (n: number) => `${n} quarter${n === 1 ? '' : 's'}`;

/** How long the cash lasts, or that it is already gone, in the game's money. */
export function runwayPhrase(c: CompanySnapshot): string {
  if (c.cash < 0) return `cash is already ${money(c.cash)}`;
  const runway = runwayQuarters(c);
  return runway === null
    ? `cash flow is positive at ${money(c.cashFlow)}`
    : `${money(c.cash)} of cash lasts about ${runway.toFixed(1)} quarters at ${money(c.cashFlow)} a quarter`;
}
