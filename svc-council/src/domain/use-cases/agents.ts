// The board members: listing them, and an agent taking an action in its
// department (a recommendation the whole council votes on is recommendation.ts).
import { randomUUID } from 'node:crypto';
import {
  createEvent,
  type Agent,
  type CompanySnapshot,
  type DecisionProposedPayload,
} from '@ai-council/contracts';
import { notFound } from '@ai-council/service-kit';
import { findAgent, type AgentProfile } from '../board/agents';
import { departmentMove, templateCandidate, type Table } from '../advice/candidates';
import { money } from '../board/company';
import { publicAgent } from '../board/council-state';
import { healthOf } from '../board/departments';
import { departmentNumbers } from '../speech/department-lines';
import { type CouncilContext, type Player } from './context';
import { agentPost } from './communications-out';
import { communicationOut } from './mapping';
import { councilView } from './council-view';
import { moveProposal } from './engine-advice';
import { fileProposal } from './proposals';
import { trackRecords } from './track-records';

export function agentOrNotFound(key: string): AgentProfile {
  const agent = findAgent(key);
  if (!agent) throw notFound(`No board member called "${key}".`);
  return agent;
}

export async function listAgents(ctx: CouncilContext, who: Player): Promise<Agent[]> {
  const [view, records] = await Promise.all([councilView(ctx, who), trackRecords(ctx, who.userId)]);
  return view.agents.map((a) => ({ ...publicAgent(a), trackRecord: records.get(a.id) }));
}

/** The agent reviews its department and puts its move before the player, under the proposal rules. */
export async function simulateAgentAction(ctx: CouncilContext, who: Player, agentId: string) {
  const agent = agentOrNotFound(agentId);
  const { player } = await councilView(ctx, who, 'change');
  const company = player.company;
  const health = healthOf(agent.departmentId, company);
  const proposal = await proposeOwnMove(ctx, who.userId, player.gameId, agent, company);
  const review = `${agent.name} reviewed ${agent.department} (${health}% health). ${departmentNumbers(agent.departmentId, company)}`;
  const title = !proposal
    ? 'Reviewed the department: nothing new to propose'
    : health < 50
      ? `Raised an urgent proposal: ${proposal.title}`
      : `Proposed a growth move: ${proposal.title}`;
  const message = proposal
    ? `${review} Proposal: "${proposal.title}" - ${proposal.description} Estimated impact ${money(proposal.financialImpact)} over ${proposal.timeImpact} quarter${proposal.timeImpact === 1 ? '' : 's'}; it is waiting in your pending decisions.`
    : `${review} Nothing new to propose this quarter: our moves are carried out for good or already waiting in your pending decisions.`;
  const at = ctx.now();
  const envelope = { userId: who.userId, gameId: player.gameId, at };
  const doc = await agentPost(ctx, agent, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    message,
    type: 'agent_action',
    priority: health < 40 ? 'high' : 'normal',
    at,
    events: [
      createEvent(
        'agent.action.triggered',
        { agentId: agent.id, agentName: agent.name, department: agent.department, action: title, message },
        envelope,
      ),
      ...(proposal ? [createEvent('decision.proposed', proposal, envelope)] : []),
    ],
  });
  return {
    action: { agentId: agent.id, agentName: agent.name, department: agent.department, title, message },
    communication: communicationOut(doc),
    decisionId: proposal?.decisionId ?? null,
  };
}

/** The agent's own department's move this quarter, filed; null when it has none left to propose. */
async function proposeOwnMove(
  ctx: CouncilContext,
  userId: string,
  gameId: string,
  agent: AgentProfile,
  company: CompanySnapshot,
): Promise<DecisionProposedPayload | null> {
  const history = await ctx.proposals.ofGame(userId, gameId);
  const move = departmentMove(agent.departmentId, company, history);
  if (!move) return null;
  const table: Table = { company, lines: [], history, quarters: null, speaker: agent.name };
  const candidate = templateCandidate(move, table, 'own');
  const decisionId = randomUUID();
  const { payload, forecast } = await moveProposal(ctx, userId, company, candidate, decisionId, agent.name);
  const filed = await fileProposal(ctx, {
    userId,
    gameId,
    company,
    candidate,
    decisionId,
    agent,
    proposedBy: agent.name,
    forecast,
    financialImpact: payload.financialImpact,
  });
  return filed.filed ? payload : null;
}
