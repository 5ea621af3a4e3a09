import { quarterLabel } from '@ai-council/rules';
// Filing a proposal under the proposal rules, and following it once the
// player carries it out: its item is claimed for the quarter (a second chief
// proposing it that quarter is turned away), and a carried-out one with an
// engine projection opens calls on it, scored when the quarters it covered
// have been played (track records of recommendations).
import type { CompanySnapshot, DomainEvent } from '@ai-council/contracts';
import type { ProposalDoc } from '../../data-access/documents';
import type { AgentProfile } from '../board/agents';
import type { Candidate } from '../advice/candidates';
import { stillPending } from '../decisions/proposals';
import { scoreRecommendation, type RecommendationCall } from '../board/track-record';
import type { CouncilContext } from './context';

/** How sure an advisor is of the proposal it files alone. */
export const PROPOSER_CONFIDENCE = 70;

export interface Filing {
  userId: string;
  gameId: string;
  company: CompanySnapshot;
  candidate: Pick<Candidate, 'item' | 'oneOff' | 'title' | 'departmentId'>;
  decisionId: string;
  agent: AgentProfile;
  proposedBy: string;
  forecast: ProposalDoc['forecast'];
  backers?: ProposalDoc['backers'];
}

export type Filed =
  { filed: true } | { filed: false; holder: { proposedBy: string; title: string; quarter?: number } };

/** Claims the item for this quarter; when another proposal holds it, says whose. */
export async function fileProposal(ctx: CouncilContext, f: Filing): Promise<Filed> {
  const quarter = f.company.currentQuarter;
  const waiting = stillPending(await ctx.proposals.ofGame(f.userId, f.gameId), f.candidate.item);
  if (waiting) {
    const { proposedBy, title } = waiting;
    return {
      filed: false,
      holder: { proposedBy, title, ...(waiting.quarter < quarter ? { quarter: waiting.quarter } : {}) },
    };
  }
  const claimed = await ctx.proposals.claim({
    userId: f.userId,
    gameId: f.gameId,
    quarter,
    item: f.candidate.item,
    oneOff: f.candidate.oneOff,
    title: f.candidate.title,
    departmentId: f.candidate.departmentId,
    decisionId: f.decisionId,
    proposedBy: f.proposedBy,
    agentId: f.agent.id,
    status: 'pending',
    implementedQuarter: null,
    forecast: f.forecast,
    backers: f.backers ?? [{ agentId: f.agent.id, backed: true, confidence: PROPOSER_CONFIDENCE }],
    createdAt: ctx.now().toISOString(),
  });
  if (claimed) return { filed: true };
  const holder = await ctx.proposals.holder({ ...f, quarter, item: f.candidate.item });
  return {
    filed: false,
    holder: { proposedBy: holder?.proposedBy ?? 'the council', title: holder?.title ?? f.candidate.title },
  };
}

/** The sentence after an answer: where the proposal waits, or who holds it already. */
export function filingSentence(filed: Filed, title: string): string {
  return filed.filed
    ? `It is waiting in your pending decisions as "${title}".`
    : `"${filed.holder.title}" is already in your pending decisions: ${filed.holder.proposedBy} proposed it${filed.holder.quarter === undefined ? ' this quarter' : ` in ${quarterLabel(filed.holder.quarter)}`}.`;
}

/** decision.implemented: the proposal is carried out; a projected one opens its advisors' calls. */
export async function proposalImplemented(
  ctx: CouncilContext,
  event: DomainEvent<'decision.implemented'>,
): Promise<void> {
  const { decisionId, financialImpact, company } = event.payload;
  const proposal = await ctx.proposals.markImplemented(event.userId, decisionId, company.currentQuarter);
  if (!proposal?.forecast) return;
  const { quarters, startNetWorth, projectedNetWorth } = proposal.forecast;
  const calls: RecommendationCall[] = proposal.backers.map((b) => ({
    agentId: b.agentId,
    gameId: event.gameId,
    decisionId,
    title: proposal.title,
    backed: b.backed,
    confidence: b.confidence,
    quarter: company.currentQuarter,
    dueQuarter: company.currentQuarter + quarters,
    startNetWorth: company.netWorth - financialImpact,
    projectedChange: projectedNetWorth - startNetWorth,
  }));
  const doc = await ctx.trackRecords.get(event.userId);
  doc.openRecommendations = { ...doc.openRecommendations, [decisionId]: calls };
  await ctx.trackRecords.save(doc, ctx.now());
}

/** game.quarter.advanced: every call whose projected quarters are played is scored against the books, once. */
export async function scoreRecommendations(
  ctx: CouncilContext,
  event: DomainEvent<'game.quarter.advanced'>,
): Promise<void> {
  const { company } = event.payload;
  const doc = await ctx.trackRecords.get(event.userId);
  // Calls of another game (the player played again) can no longer be scored: they are dropped.
  const open = Object.entries(doc.openRecommendations ?? {});
  const kept = open.filter(([, calls]) => calls[0]?.gameId === event.gameId);
  const due = kept.filter(([, calls]) => calls.every((c) => c.dueQuarter <= company.currentQuarter));
  if (due.length === 0 && kept.length === open.length) return;
  doc.openRecommendations = Object.fromEntries(kept.filter((entry) => !due.includes(entry)));
  doc.scored = [
    ...doc.scored,
    ...due.flatMap(([, calls]) => calls.map((c) => scoreRecommendation(c, company.netWorth))),
  ];
  await ctx.trackRecords.save(doc, ctx.now());
}
