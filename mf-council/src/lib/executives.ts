// SPEC §1/§3: the five fixed executives who sit on the council screens.
import type { Agent } from '@ai-council/contracts';

export const EXECUTIVE_IDS = ['ceo', 'cfo', 'chro', 'cto', 'cmo'] as const;
export const CEO_ID = 'ceo';

/** The executives in council order, from the server's board. */
export function executivesOf(agents: readonly Agent[]): Agent[] {
  return EXECUTIVE_IDS.map((id) => agents.find((a) => a.id === id)).filter((a): a is Agent => !!a);
}
