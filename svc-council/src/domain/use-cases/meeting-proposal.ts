// What a council meeting ends with, under the proposal rules: the emergency's
// plan (each run returning less), or the move of the first department in
// focus that has one left, with the engine's estimate when svc-game answers.
import type { CompanySnapshot, DecisionProposedPayload } from '@ai-council/contracts';
import { randomUUID } from 'node:crypto';
import type { MeetingDoc } from '../../data-access/documents';
import type { AgentProfile } from '../board/agents';
import {
  departmentMove,
  emergencyCandidate,
  templateCandidate,
  type Candidate,
  type Table,
} from '../advice/candidates';
import { emergencyDecisions, emergencyDepartments } from '../meetings/meeting-rules';
import { available } from '../decisions/proposals';
import type { CouncilContext } from './context';
import { moveProposal } from './engine-advice';
import { fileProposal } from './proposals';

/**
 * What a meeting puts forward: the emergency's plan (each run returning
 * less), or the move of the first department in focus that has one left.
 */
export function meetingMove(
  meeting: Pick<MeetingDoc, 'kind' | 'emergencyType' | 'focus' | 'reason'>,
  t: Table,
): Candidate | null {
  if (meeting.kind === 'emergency' && meeting.emergencyType) {
    const type = meeting.emergencyType;
    const plan = emergencyCandidate(
      type,
      emergencyDecisions[type],
      emergencyDepartments[type][0]!,
      t,
      `Agreed in the emergency council on "${meeting.reason}".`,
    );
    return available(t.history, plan.item, false, t.company.currentQuarter) ? plan : null;
  }
  for (const id of [...meeting.focus, 'executive' as const]) {
    const move = departmentMove(id, t.company, t.history);
    if (move) return templateCandidate(move, t, 'own');
  }
  return null;
}

/** The meeting's proposal, filed for the council under the proposal rules; null when it has none to make. */
export async function meetingProposal(
  ctx: CouncilContext,
  userId: string,
  meeting: MeetingDoc,
  company: CompanySnapshot,
  chair: AgentProfile,
): Promise<DecisionProposedPayload | null> {
  const history = await ctx.proposals.ofGame(userId, meeting.gameId);
  const candidate = meetingMove(meeting, {
    company,
    lines: [],
    history,
    quarters: null,
    speaker: chair.name,
  });
  if (!candidate) return null;
  const decisionId = randomUUID();
  const proposedBy = `${chair.name} for the council`;
  const { payload, forecast } = await moveProposal(ctx, userId, company, candidate, decisionId, proposedBy);
  const filed = await fileProposal(ctx, {
    userId,
    gameId: meeting.gameId,
    company,
    candidate,
    decisionId,
    agent: chair,
    proposedBy,
    forecast,
    financialImpact: payload.financialImpact,
  });
  return filed.filed ? payload : null;
}
