// An advisor answering the question asked with the engine's numbers: the
// plain-English reader finds the lever and amount asked about (or the open
// scenario, or the department), svc-game's engine plays that exact change, a
// smaller step of it and the advisor's own department's move forward on a
// copy of the company, and the advisor takes a position on it. What it backs
// may become a pending decision carrying that projection.
import type { DepartmentId } from '@ai-council/rules';
import type {
  CompanySnapshot,
  CostLine,
  DecisionProposedPayload,
  ProjectionResponse,
} from '@ai-council/contracts';
import { readQuestion, type Question } from '@ai-council/reader';
import { find } from '@ai-council/reader';
import type { AgentProfile } from '../board/agents';
import { adviceAnswer, decisionFrom } from '../advice/answer';
import { askedCandidates } from '../advice/asked';
import type { Asked } from '../advice/asked-words';
import { departmentMove, templateCandidate, type Candidate, type Table } from '../advice/candidates';
import { positionOf, weigh, type Position, type Weighed } from '../advice/choice';
import { departmentDefinition } from '../board/departments';
import { spent, type ProposalRecord } from '../decisions/proposals';
import type { CouncilContext } from './context';
import type { Filing } from './proposals';

/** How far the engine plays forward for an estimate. */
export const PROJECTION_QUARTERS = 2;

export interface EngineAdvice {
  question: Question;
  position: Position;
  projection: ProjectionResponse;
  weighed: Weighed[];
  /** The engine-backed part of the answer, for the voice to carry (without the filing sentence). */
  answer: string;
  /** The proposal the advisor backs, as a pending decision; null when it holds. */
  decision: ((decisionId: string) => DecisionProposedPayload) | null;
  /** What the proposal rules need to file it. */
  filing: Pick<Filing, 'candidate' | 'forecast'> | null;
}

interface Asking {
  ctx: CouncilContext;
  userId: string;
  gameId: string;
  agent: AgentProfile;
  company: CompanySnapshot;
  question: Question;
  scope: 'question' | 'own-department';
}

/** The open scenario a question names by the words of its title, if any. */
async function scenarioAsked(a: Asking): Promise<{ title: string; departmentId: DepartmentId } | null> {
  const open = await a.ctx.scenarios.active(a.userId, a.gameId);
  return (
    open.find((s) => {
      const words = s.title
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 4);
      const found = find(a.question.reading, words, 0).length;
      return words.length > 0 && found >= Math.min(2, words.length);
    }) ?? null
  );
}

/** The company's cost lines, from the engine (a lever's amount is a share of one). */
async function costLines(a: Asking): Promise<CostLine[] | null> {
  const answer = await a.ctx.projections.project(a.userId, { quarters: PROJECTION_QUARTERS, proposals: [] });
  return answer && answer.quarter === a.company.currentQuarter ? answer.costLines : null;
}

/**
 * What is on the table: the change asked about (one-offs already carried out
 * left out) with its smaller step and what saying no costs, and the advisor's
 * own department's move (the remedy when a scenario is asked about).
 */
function tableOf(
  a: Asking,
  t: Table,
  scenario: { departmentId: DepartmentId } | null,
): { candidates: Candidate[]; done: Candidate[] } {
  const asked: Asked = a.question.lever
    ? askedCandidates(a.question.lever, t, a.agent, a.scope)
    : { asked: [], staged: null, refusal: null };
  const move = departmentMove(a.agent.departmentId, a.company, t.history, scenario ? 'remedy' : 'by-health');
  const own = move ? templateCandidate(move, t, 'own') : null;
  const all = [...asked.asked, asked.staged, own, asked.refusal].filter((c): c is Candidate => c !== null);
  const isDone = (c: Candidate) => spent(t.history, c.item, c.oneOff);
  return { candidates: all.filter((c) => !isDone(c)), done: all.filter(isDone) };
}

export function forecastOf(
  w: Weighed,
  projection: ProjectionResponse,
  company: CompanySnapshot,
): Filing['forecast'] {
  if (!w.projection.after) return null;
  return {
    quarters: projection.quarters,
    startNetWorth: company.netWorth,
    projectedNetWorth: w.projection.after.netWorth,
    baselineNetWorth: projection.baseline.netWorth,
  };
}

/** Null when the question asks for nothing the engine can estimate, or svc-game cannot answer now. */
export async function engineAdvice(
  ctx: CouncilContext,
  who: { userId: string },
  gameId: string,
  agent: AgentProfile,
  company: CompanySnapshot,
  text: string,
  /** 'question': the advisor's answer; 'own-department': its own department's part (meetings). */
  scope: 'question' | 'own-department' = 'question',
): Promise<EngineAdvice | null> {
  if (company.status !== 'active') return null;
  const a: Asking = { ctx, userId: who.userId, gameId, agent, company, question: readQuestion(text), scope };
  const scenario = await scenarioAsked(a);
  if (!a.question.lever && !scenario && a.question.departments.length === 0) return null;
  const table = await tableFor(a, scenario);
  if (!table || table.candidates.length === 0) return null;
  const projection = await projectionOf(ctx, who.userId, company, table.candidates);
  if (!projection) return null;
  const weighed = weigh(table.candidates, projection);
  const position = positionOf(weighed, agent, company.revenue);
  const answer = answerOf(a, table.done, position, projection, scenario);
  const chosen = position.chosen;
  return {
    question: a.question,
    position,
    projection,
    weighed,
    answer: scope === 'question' ? answer : `From ${agent.department}: ${answer}`,
    decision: chosen ? (id) => decisionFrom(chosen, projection, id, agent.name) : null,
    filing: chosen
      ? { candidate: chosen.candidate, forecast: forecastOf(chosen, projection, company) }
      : null,
  };
}

/** The table for the question: the company's cost lines (when a lever is asked) and the game's proposals so far. */
async function tableFor(
  a: Asking,
  scenario: { departmentId: DepartmentId } | null,
): Promise<{ candidates: Candidate[]; done: Candidate[] } | null> {
  const lines = a.question.lever ? await costLines(a) : [];
  if (!lines) return null;
  const history: ProposalRecord[] = await a.ctx.proposals.ofGame(a.userId, a.gameId);
  const t: Table = {
    company: a.company,
    lines,
    history,
    quarters: a.question.quarters,
    speaker: a.agent.name,
  };
  return tableOf(a, t, scenario);
}

/** The engine's projection of the proposals, or null when the engine's company moved on (or svc-game did not answer). */
async function projectionOf(
  ctx: CouncilContext,
  userId: string,
  company: CompanySnapshot,
  candidates: readonly Candidate[],
): Promise<ProjectionResponse | null> {
  const projection = await ctx.projections.project(userId, {
    quarters: PROJECTION_QUARTERS,
    proposals: candidates.map((c) => c.proposal),
  });
  return projection && projection.quarter === company.currentQuarter ? projection : null;
}

/** The words: a one-off asked for again is said to be done, then the position with the engine's numbers. */
function answerOf(
  a: Asking,
  done: readonly Candidate[],
  position: Position,
  projection: ProjectionResponse,
  scenario: { title: string; departmentId: DepartmentId } | null,
): string {
  return [
    ...done
      .filter((c) => c.role === 'asked')
      .map((c) => `We have carried out ${c.named} already; it is a one-off.`),
    adviceAnswer({
      position,
      projection,
      company: a.company,
      yesNo: a.question.yesNo,
      affordability: a.question.affordability,
      ...(scenario
        ? {
            scenario: { title: scenario.title, department: departmentDefinition(scenario.departmentId).name },
          }
        : {}),
    }),
  ].join(' ');
}

/** What a model speaking for an advisor is told: answer the question, do not read it back. */
export const ANSWER_DIRECTLY =
  'Take a position on exactly what was asked, with the numbers above; do not repeat the question back.';

/** What an advisor needs to know when a question names no change, no scenario and no department. */
export function needsToKnow(agent: AgentProfile): string {
  return `To answer with the engine's numbers I need the change you have in mind: a price move in percent, a number of hires, a marketing or R&D budget, a cost to cut, a raise, or an amount to spend and on what. Name it and ${agent.department} will put the projection in front of you.`;
}

/** One proposal as the engine projects it, or null when svc-game cannot answer for this quarter. */
export async function projectOne(
  ctx: CouncilContext,
  userId: string,
  company: CompanySnapshot,
  candidate: Candidate,
): Promise<{ weighed: Weighed; projection: ProjectionResponse } | null> {
  const projection = await projectionOf(ctx, userId, company, [candidate]);
  if (!projection) return null;
  const [weighed] = weigh([candidate], projection);
  return weighed ? { weighed, projection } : null;
}

/** A department's move (or an emergency plan) as a pending decision, with the engine's estimate when it answers. */
export async function moveProposal(
  ctx: CouncilContext,
  userId: string,
  company: CompanySnapshot,
  candidate: Candidate,
  decisionId: string,
  proposedBy: string,
): Promise<{ payload: DecisionProposedPayload; forecast: Filing['forecast'] }> {
  const projected = await projectOne(ctx, userId, company, candidate);
  if (projected?.weighed.projection.feasible) {
    const { weighed, projection } = projected;
    return {
      payload: decisionFrom(weighed, projection, decisionId, proposedBy),
      forecast: forecastOf(weighed, projection, company),
    };
  }
  return {
    payload: {
      decisionId,
      title: candidate.title.slice(0, 200),
      description: candidate.what.slice(0, 2000),
      category: candidate.category,
      financialImpact: candidate.proposal.financialImpact ?? 0,
      timeImpact: candidate.proposal.timeImpact,
      driverEffects: candidate.proposal.driverEffects,
      proposedBy,
    },
    forecast: null,
  };
}
