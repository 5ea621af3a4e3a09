// Filing a proposal under the proposal rules, and following it once the
// player carries it out: its item is claimed for the quarter (a second chief
// proposing it that quarter is turned away), and a carried-out one with an
// engine projection opens calls on it, scored when the quarters it covered
// have been played (track records of recommendations).
import type { CompanySnapshot, DomainEvent } from '@ai-council/contracts';
import { PROPOSALS_PER_DEPARTMENT_PER_QUARTER, quarterLabel } from '@ai-council/rules';
import type { ProposalDoc } from '../../data-access/documents';
import type { ProposalRecord } from '../decisions/proposals';
import type { AgentProfile } from '../board/agents';
import type { Candidate } from '../advice/candidates';
import { money } from '../board/company';
import { departmentTaken, gameDepartmentOf, stillPending } from '../decisions/proposals';
import { scoreRecommendation, type RecommendationCall } from '../board/track-record';
import type { CouncilContext } from './context';

/** How sure an advisor is of the proposal it files alone. */
export const PROPOSER_CONFIDENCE = 70;

export interface Filing {
  userId: string;
  gameId: string;
  company: CompanySnapshot;
  candidate: Pick<Candidate, 'item' | 'oneOff' | 'title' | 'departmentId'> & { category?: string };
  decisionId: string;
  /** The price the decision will carry (its financialImpact), so a later mention quotes the same one. */
  financialImpact?: number;
  agent: AgentProfile;
  proposedBy: string;
  forecast: ProposalDoc['forecast'];
  backers?: ProposalDoc['backers'];
}

/** Who holds the item (or the department's one proposal this quarter), and at what price. */
export interface Holder {
  proposedBy: string;
  title: string;
  quarter?: number;
  financialImpact?: number;
  /** Set when svc-game's one proposal a quarter for this department is taken (by another item). */
  department?: string;
}

export type Filed = { filed: true } | { filed: false; holder: Holder };

/**
 * Claims the item for this quarter; when another proposal holds it, or holds
 * the department's one proposal svc-game takes this quarter, says whose: the
 * council never says a decision waits that svc-game would not store.
 */
export async function fileProposal(ctx: CouncilContext, f: Filing): Promise<Filed> {
  const quarter = f.company.currentQuarter;
  const history = await ctx.proposals.ofGame(f.userId, f.gameId);
  const waiting = stillPending(history, f.candidate.item, quarter);
  if (waiting) return { filed: false, holder: holderOf(waiting, quarter) };
  const own = { category: f.candidate.category, departmentId: f.candidate.departmentId };
  const taken =
    PROPOSALS_PER_DEPARTMENT_PER_QUARTER <= 1 ? departmentTaken(history, own, quarter) : undefined;
  if (taken && taken.item !== f.candidate.item) {
    return { filed: false, holder: { ...holderOf(taken, quarter), department: gameDepartmentOf(own) } };
  }
  const claimed = await ctx.proposals.claim({
    userId: f.userId,
    gameId: f.gameId,
    quarter,
    item: f.candidate.item,
    oneOff: f.candidate.oneOff,
    title: f.candidate.title,
    departmentId: f.candidate.departmentId,
    ...(f.candidate.category ? { category: f.candidate.category } : {}),
    ...(f.financialImpact === undefined ? {} : { financialImpact: f.financialImpact }),
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
    holder: holder ? holderOf(holder, quarter) : { proposedBy: 'the council', title: f.candidate.title },
  };
}

function holderOf(r: ProposalRecord, quarter: number): Holder {
  return {
    proposedBy: r.proposedBy,
    title: r.title,
    ...(r.quarter < quarter ? { quarter: r.quarter } : {}),
    ...(r.financialImpact === undefined ? {} : { financialImpact: r.financialImpact }),
  };
}

/** "at −$52K" / "bringing in $40K": the price a pending decision carries, as /api/decisions shows it. */
const priced = (cents: number | undefined) =>
  cents === undefined
    ? ''
    : cents < 0
      ? ` at ${money(-cents)}`
      : cents > 0
        ? ` bringing in ${money(cents)}`
        : '';

/** The sentence after an answer: where the proposal waits (at its price), or who holds it already. */
export function filingSentence(filed: Filed, title: string, financialImpact?: number): string {
  if (filed.filed) return `It is waiting in your pending decisions as "${title}"${priced(financialImpact)}.`;
  const { holder } = filed;
  const when = holder.quarter === undefined ? ' this quarter' : ` in ${quarterLabel(holder.quarter)}`;
  if (holder.department && holder.title !== title) {
    return `I have not added it to your pending decisions: the board puts one ${holder.department} proposal before you a quarter, and this quarter's is "${holder.title}"${priced(holder.financialImpact)}, from ${holder.proposedBy}. Ask again next quarter.`;
  }
  return `"${holder.title}" is already in your pending decisions${priced(holder.financialImpact)}: ${holder.proposedBy} proposed it${when}.`;
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
