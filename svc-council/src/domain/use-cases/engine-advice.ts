// An advisor answering what was asked with the engine's numbers: the question
// is read, the proposals the advisor would weigh are played forward by
// svc-game's engine on a copy of the company, the best one is chosen and
// becomes a pending decision carrying that estimate.
import type { CompanySnapshot, DecisionProposedPayload, ProjectionResponse } from '@ai-council/contracts';
import {
  adviceAnswer,
  candidatesFor,
  choose,
  decisionFrom,
  departmentAnswer,
  departmentCandidates,
  intentOf,
  type Choice,
  type Intent,
} from '../advice';
import type { AgentProfile } from '../agents';
import type { CouncilContext } from './context';

/** How far the engine plays forward for an estimate. */
export const PROJECTION_QUARTERS = 2;

export interface EngineAdvice {
  intent: Intent;
  choice: Choice;
  projection: ProjectionResponse;
  /** The engine-backed part of the answer, for the voice to carry. */
  answer: string;
  decision: (decisionId: string) => DecisionProposedPayload;
}

/** Null when the question asks for nothing the engine can estimate, or svc-game cannot answer now. */
export async function engineAdvice(
  ctx: CouncilContext,
  who: { userId: string },
  gameId: string,
  agent: AgentProfile,
  company: CompanySnapshot,
  question: string,
  /** 'question': the best answer to what was asked; 'own-department': the agent's own department's part (meetings). */
  scope: 'question' | 'own-department' = 'question',
): Promise<EngineAdvice | null> {
  if (company.status !== 'active') return null;
  const open = (await ctx.scenarios.active(who.userId, gameId)).map((s) => ({
    title: s.title,
    departmentId: s.departmentId,
  }));
  const intent = intentOf(question, open);
  if (!intent) return null;
  const candidates =
    scope === 'question'
      ? candidatesFor(intent, agent, company)
      : departmentCandidates(intent, agent, company);
  const projection = await ctx.projections.project(who.userId, {
    quarters: PROJECTION_QUARTERS,
    proposals: candidates.map((c) => c.proposal),
  });
  // The engine's company moved on since the council last heard (or svc-game did not answer).
  if (!projection || projection.quarter !== company.currentQuarter) return null;
  const choice = choose(candidates, projection, company.revenue);
  if (!choice) return null;
  return {
    intent,
    choice,
    projection,
    answer:
      scope === 'question'
        ? adviceAnswer(intent, choice, projection, company)
        : departmentAnswer(agent, choice, projection),
    decision: (decisionId) => decisionFrom(choice, projection, decisionId, agent.name),
  };
}
