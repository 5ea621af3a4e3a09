// Turns one real council recommendation (the asked agent's answer and every
// executive's vote) into the messages the Deep Communication tab plays back.
import type { Agent } from '@ai-council/contracts';
import type { CouncilRecommendation } from '../../../lib/api/request-recommendation';
import { CEO_ID, EXECUTIVE_IDS } from '../../../lib/executives';
import type { Urgency } from '../../../lib/recommendation-form';

export type CouncilMessageType = 'analysis' | 'question' | 'proposal' | 'support' | 'concern' | 'data';
export type CouncilMessagePriority = 'low' | 'medium' | 'high' | 'critical';

/** SPEC §3 Council message. */
export interface CouncilMessage {
  id: string;
  agentId: string;
  agentName: string;
  agentRole: string;
  department: string;
  content: string;
  type: CouncilMessageType;
  timestamp: string;
  confidence: number;
  priority: CouncilMessagePriority;
}

/** SPEC §4: agents speak 3 s apart. */
export const SPEAKING_INTERVAL_MS = 3000;

const raise: Record<CouncilMessagePriority, CouncilMessagePriority> = {
  low: 'medium',
  medium: 'high',
  high: 'critical',
  critical: 'critical',
};

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The asked agent opens with their recommendation, the other executives answer
 * with their votes (support when they back the council's choice, a concern
 * otherwise), and the CEO closes with the decision and who dissented.
 */
export function councilMessages(
  recommendation: CouncilRecommendation,
  agents: readonly Agent[],
  urgency: Urgency,
  startedAt: Date,
): CouncilMessage[] {
  const byId = new Map(agents.map((a) => [a.id, a]));
  const voteOf = (id: string) => recommendation.votes.find((v) => v.agentId === id);
  const asked = recommendation.agent.id;
  const speakers = [asked, ...EXECUTIVE_IDS.filter((id) => id !== asked)];
  const at = (index: number) => new Date(startedAt.getTime() + index * SPEAKING_INTERVAL_MS).toISOString();
  const base: CouncilMessagePriority = urgency;

  const messages: CouncilMessage[] = [];
  for (const id of speakers) {
    const agent = byId.get(id);
    const vote = voteOf(id);
    if (!agent || !vote) continue;
    const opening = id === asked;
    const agrees = vote.preferredOption === recommendation.recommendedOption;
    messages.push({
      id: `${id}-${messages.length}`,
      agentId: id,
      agentName: agent.name,
      agentRole: agent.role,
      department: agent.department,
      content: opening ? recommendation.recommendation : vote.reasoning,
      type: opening ? 'analysis' : agrees ? 'support' : 'concern',
      timestamp: at(messages.length),
      confidence: vote.confidence,
      priority: opening || agrees ? base : raise[base],
    });
  }

  const chair = byId.get(CEO_ID);
  if (chair) {
    const dissent = recommendation.votes
      .filter((v) => (EXECUTIVE_IDS as readonly string[]).includes(v.agentId))
      .filter((v) => v.preferredOption !== recommendation.recommendedOption)
      .map((v) => v.agentName);
    messages.push({
      id: `decision-${messages.length}`,
      agentId: chair.id,
      agentName: chair.name,
      agentRole: chair.role,
      department: chair.department,
      content:
        `Decision: "${recommendation.recommendedOption}", with ${recommendation.consensusLevel}% of the council behind it.` +
        (dissent.length
          ? ` ${listNames(dissent)} ${dissent.length === 1 ? 'prefers' : 'prefer'} another route; we will track their concerns as we execute.`
          : ' The executive team is united on this.'),
      type: 'proposal',
      timestamp: at(messages.length),
      confidence: recommendation.consensusLevel,
      priority: base,
    });
  }
  return messages;
}
