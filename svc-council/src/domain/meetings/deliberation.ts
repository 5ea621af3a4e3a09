// The executives' deliberation for Deep Communication (SPEC §3 Council
// message, enhanced): written from the player's company and each agent's live
// state, never canned, so two companies read differently.
import type { AgentRecommendation, EnhancedCouncilMessage } from '@ai-council/contracts';
import { atLeastSeverity, nextSeverity, quarterLabel, toScore } from '@ai-council/rules';
import { agentCatalogue, type AgentProfile } from '../board/agents';
import { businessHealth, money } from '../board/company';
import type { AgentState } from '../board/council-state';
import { healthOf } from '../board/departments';
import { healthPhrase, stakeholdersOf } from '../speech/department-lines';
import { listNames, quarters, quote } from '../speech/phrases';
import {
  backersOf,
  costPhrase,
  optionNamed,
  profileOf,
  SPEAKING_INTERVAL_MS,
  type CouncilSitting,
  type Urgency,
} from './council-sitting';

type Message = EnhancedCouncilMessage;

/** What every message of one deliberation shares: its context, its tags and the pace of its timestamps. */
interface Room {
  s: CouncilSitting;
  executives: string[];
  scenarioContext: Message['scenarioContext'];
  baseTags: string[];
  at: (index: number) => string;
  stateOf: (id: string) => AgentState | undefined;
}

/** Where a message stands: its place in the deliberation, and the opening it replies to (none for the opening). */
interface Turn {
  index: number;
  openingId: string | undefined;
}

/**
 * The executives' deliberation (SPEC §3 Council message, enhanced): the asked
 * agent opens with its answer, the other executives reply to it (support,
 * a data point, a question or a concern, by their vote and confidence), and
 * the CEO closes with the decision and who dissented.
 */
export function deliberationOf(
  s: CouncilSitting,
  recommendations: readonly AgentRecommendation[],
  collectiveReasoning: string,
): Message[] {
  const room = roomOf(s);
  const speakers = [s.asked.id, ...room.executives.filter((id) => id !== s.asked.id)];
  const messages: Message[] = [];
  let openingId: string | undefined;
  for (const id of speakers) {
    const rec = recommendations.find((r) => r.agentId === id);
    if (!rec) continue;
    const message = speakerMessage(room, rec, { index: messages.length, openingId });
    messages.push(message);
    openingId ??= message.id;
  }
  const turn = { index: messages.length, openingId };
  messages.push(chairDecision(room, { recommendations, collectiveReasoning }, turn));
  return messages;
}

function roomOf(s: CouncilSitting): Room {
  const c = s.company;
  const badge = businessHealth(c);
  const baseTags = [s.category, `${s.urgency}-urgency`];
  if (badge === 'Critical') baseTags.push('crisis');
  if (c.cashFlow < 0) baseTags.push('cash-burn');
  return {
    s,
    executives: agentCatalogue.filter((a) => a.executive).map((a) => a.id),
    scenarioContext: {
      category: s.category,
      urgency: s.urgency,
      quarter: c.currentQuarter,
      summary: `${quarterLabel(c.currentQuarter)}: a ${badge.toLowerCase()} business with ${money(c.cash)} cash, ${money(c.cashFlow)} cash flow and ${s.signals.length} open risk signal${s.signals.length === 1 ? '' : 's'}; the council weighs "${quote(s.question)}".`,
    },
    baseTags,
    at: (index) => new Date(s.at.getTime() + index * SPEAKING_INTERVAL_MS).toISOString(),
    stateOf: (id) => s.agents.find((a) => a.id === id),
  };
}

/** One executive's turn: the opening answer, or a reply to it by its vote and confidence. */
function speakerMessage(room: Room, rec: AgentRecommendation, { index, openingId }: Turn): Message {
  const { s } = room;
  const c = s.company;
  const agent = profileOf(rec.agentId);
  const state = room.stateOf(rec.agentId);
  const own = state?.health ?? healthOf(agent.departmentId, c);
  const option = optionNamed(s, rec.preferredOption);
  const opening = openingId === undefined;
  const agrees = rec.preferredOption === s.recommendedOption;
  const { type, content } = opening
    ? { type: 'analysis' as const, content: s.answer }
    : replyOf(rec, agrees, agent.department, own, option);
  return {
    id: `${rec.agentId}-${index}`,
    ...speakerOf(agent),
    content,
    type,
    timestamp: room.at(index),
    confidence: rec.confidence,
    priority: opening || agrees ? s.urgency : nextSeverity(s.urgency),
    ...(opening ? {} : { replyTo: openingId }),
    emotionalTone: toneOf(state, s, agrees, rec.confidence),
    communicationStyle: agent.personality.communicationStyle,
    decisionRationale: `Backs "${option.title}", the ${option.approach} path, at ${rec.confidence}% confidence: ${agent.department} is ${healthPhrase(own)} (${own}%). ${rec.riskAssessment}`,
    stakeholderImpact: `${stakeholdersOf(agent.departmentId, c)}; "${option.title}" ${costPhrase(option, c)}.`,
    alternativeViews: alternativeViewsOf(s, option.title),
    confidenceLevel: confidenceLevelOf(rec.confidence),
    stressLevel: stressOf(state, s, agrees),
    tags: [
      ...new Set([...room.baseTags, option.approach, agent.departmentId, agrees ? 'consensus' : 'dissent']),
    ],
    scenarioContext: room.scenarioContext,
  };
}

/** A reply to the opening: a concern when it voted otherwise, else a question, the finance figures or support. */
function replyOf(
  rec: AgentRecommendation,
  agrees: boolean,
  department: string,
  own: number,
  option: { title: string; timeImpact: number },
): { type: Message['type']; content: string } {
  if (!agrees) return { type: 'concern', content: `${rec.reasoning} My concern: ${rec.concerns[0]}` };
  if (rec.confidence < 62) {
    return {
      type: 'question',
      content: `${rec.reasoning} One question before we commit: can ${department} hold at ${own}% through ${quarters(option.timeImpact)} of "${option.title}"?`,
    };
  }
  if (profileOf(rec.agentId).departmentId === 'finance') {
    return {
      type: 'data',
      content: `${rec.reasoning} For the record: ${rec.supportingData.slice(0, 3).join('; ')}.`,
    };
  }
  return { type: 'support', content: rec.reasoning };
}

/** The CEO closes: the decision, the consensus behind it and the executives who dissented. */
function chairDecision(
  room: Room,
  {
    recommendations,
    collectiveReasoning,
  }: { recommendations: readonly AgentRecommendation[]; collectiveReasoning: string },
  { index, openingId }: Turn,
): Message {
  const { s } = room;
  const c = s.company;
  const chair = agentCatalogue.find((a) => a.id === 'ceo')!;
  const chosen = optionNamed(s, s.recommendedOption);
  const dissent = recommendations
    .filter((r) => room.executives.includes(r.agentId) && r.preferredOption !== s.recommendedOption)
    .map((r) => r.agentName);
  return {
    id: `decision-${index}`,
    ...speakerOf(chair),
    content:
      `Decision: "${chosen.title}", with ${s.consensusLevel}% of the council behind it.` +
      (dissent.length
        ? ` ${listNames(dissent)} ${dissent.length === 1 ? 'prefers' : 'prefer'} another route; we will track their concerns as we execute.`
        : ' The executive team is united on this.'),
    type: 'proposal',
    timestamp: room.at(index),
    confidence: s.consensusLevel,
    priority: s.urgency,
    ...(openingId ? { replyTo: openingId } : {}),
    emotionalTone:
      atLeastSeverity(s.urgency, 'critical') || c.cash < 0
        ? 'urgent'
        : s.consensusLevel >= 60
          ? 'confident'
          : 'cautious',
    communicationStyle: chair.personality.communicationStyle,
    decisionRationale: collectiveReasoning,
    stakeholderImpact: `${stakeholdersOf(chair.departmentId, c)}; "${chosen.title}" ${costPhrase(chosen, c)} over ${quarters(chosen.timeImpact)}.`,
    alternativeViews: alternativeViewsOf(s, chosen.title),
    confidenceLevel: confidenceLevelOf(s.consensusLevel),
    stressLevel: stressOf(room.stateOf(chair.id), s, true),
    tags: [...new Set([...room.baseTags, chosen.approach, 'decision'])],
    scenarioContext: room.scenarioContext,
  };
}

/** Who speaks a message: the agent, its role and its department. */
function speakerOf(agent: AgentProfile): Pick<Message, 'agentId' | 'agentName' | 'agentRole' | 'department'> {
  return { agentId: agent.id, agentName: agent.name, agentRole: agent.role, department: agent.department };
}

function confidenceLevelOf(confidence: number): Message['confidenceLevel'] {
  if (confidence < 60) return 'low';
  if (confidence < 75) return 'moderate';
  if (confidence < 88) return 'high';
  return 'very-high';
}

const urgencyStress: Record<Urgency, number> = { low: 0, medium: 8, high: 18, critical: 28 };

function toneOf(
  state: AgentState | undefined,
  s: CouncilSitting,
  agrees: boolean,
  confidence: number,
): Message['emotionalTone'] {
  if (atLeastSeverity(s.urgency, 'critical') || s.company.cash < 0) return 'urgent';
  if (state && (state.status === 'critical' || state.health < 40)) return 'concerned';
  if (!agrees) return 'cautious';
  if (state && state.health >= 70 && confidence >= 75) return 'optimistic';
  if (confidence >= 75) return 'confident';
  return 'calm';
}

function stressOf(state: AgentState | undefined, s: CouncilSitting, agrees: boolean): number {
  return toScore(
    (state?.riskLevel ?? 50) * 0.6 +
      urgencyStress[s.urgency] +
      (s.company.cashFlow < 0 ? 8 : 0) +
      (s.company.cash < 0 ? 15 : 0) +
      (agrees ? 0 : 6),
  );
}

/** The other options in the room, each with the members who backed it. */
function alternativeViewsOf(s: CouncilSitting, mine: string): string[] {
  return s.options
    .filter((o) => o.title !== mine)
    .flatMap((o) => {
      const backers = backersOf(s, o.title);
      return backers.length ? [`"${o.title}" (${o.approach}), backed by ${listNames(backers)}`] : [];
    });
}
