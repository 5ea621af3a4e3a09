// One sitting of the council on a question (Get Recommendations): what the
// agents' recommendations, the collective view and the deliberation are all
// written from, and the readings of it they share.
import type { CompanySnapshot, EnhancedCouncilMessage, RiskSignal } from '@ai-council/contracts';
import { agentCatalogue, type AgentProfile } from '../board/agents';
import { money } from '../board/company';
import type { AgentState } from '../board/council-state';
import type { Approach, RecommendationOption, Vote } from '../decisions/recommendations';
import { impactOf } from '../decisions/templates';

export type Urgency = EnhancedCouncilMessage['priority'];

/** One sitting of the council: the question, the company, the options and how everyone voted. */
export interface CouncilSitting {
  company: CompanySnapshot;
  question: string;
  category: string;
  urgency: Urgency;
  options: readonly RecommendationOption[];
  votes: readonly Vote[];
  recommendedOption: string;
  consensusLevel: number;
  /** The agent the player asked, and what it answered. */
  asked: AgentProfile;
  answer: string;
  /** The board's live state (status, risk, department health). */
  agents: readonly AgentState[];
  signals: readonly RiskSignal[];
  at: Date;
}

/** SPEC §4: agents speak 3 s apart; the deliberation's timestamps follow that pace. */
export const SPEAKING_INTERVAL_MS = 3000;

export const approachRank: Record<Approach, number> = { conservative: 0, balanced: 1, aggressive: 2 };

export function optionNamed(s: CouncilSitting, title: string): RecommendationOption {
  return s.options.find((o) => o.title === title) ?? s.options[0]!;
}

export function profileOf(agentId: string): AgentProfile {
  return agentCatalogue.find((a) => a.id === agentId)!;
}

/** The members who voted for an option, by name. */
export function backersOf(s: CouncilSitting, title: string): string[] {
  return s.votes.filter((v) => v.preferredOption === title).map((v) => v.agentName);
}

/** What an option does to cash: the engine's figure when it priced it, else its share of revenue. */
export function impactOfOption(option: RecommendationOption, c: CompanySnapshot): number {
  return option.impact ?? impactOf(option.revenueShare, c);
}

/** What an option does to cash, in the game's money: negative impact costs money. */
export function costPhrase(option: RecommendationOption, c: CompanySnapshot): string {
  const impact = impactOfOption(option, c);
  if (impact === 0) return 'costs nothing now';
  return impact < 0 ? `costs about ${money(-impact)}` : `frees about ${money(impact)}`;
}
