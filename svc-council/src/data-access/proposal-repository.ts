// The proposals the council made in each game: the proposal rules read them
// (a one-off carried out is not proposed again; one item a quarter), and the
// track records score a carried-out one against its projection.
import type { Collection } from '@ai-council/service-kit';
import type { ProposalRecord } from '../domain/decisions/proposals';
import { insertOnce, type ProposalDoc, type ProposalFields } from './documents';

export const proposalId = (p: { userId: string; gameId: string; quarter: number; item: string }) =>
  `${p.userId}:${p.gameId}:q${p.quarter}:${p.item}`;

export function proposalRepository(proposals: Collection<ProposalDoc>) {
  return {
    /** Records the proposal; false when its item was proposed this quarter already. */
    claim: (doc: ProposalFields) => insertOnce(proposals, { ...doc, _id: proposalId(doc) }),

    async ofGame(userId: string, gameId: string): Promise<ProposalRecord[]> {
      return proposals.find({ userId, gameId }, { sort: { quarter: 1, createdAt: 1 } });
    },

    /** Who proposed the item this quarter, if anyone. */
    async holder(p: { userId: string; gameId: string; quarter: number; item: string }) {
      return proposals.findOne({ _id: proposalId(p), userId: p.userId });
    },

    /** Marks the proposal behind a decision carried out; null when the council has none (or it was marked). */
    async markImplemented(userId: string, decisionId: string, quarter: number): Promise<ProposalDoc | null> {
      const matched = await proposals.update(
        { userId, decisionId, status: 'pending' },
        { $set: { status: 'implemented', implementedQuarter: quarter } },
      );
      return matched > 0 ? proposals.findOne({ userId, decisionId }) : null;
    },
  };
}

export type ProposalRepository = ReturnType<typeof proposalRepository>;
