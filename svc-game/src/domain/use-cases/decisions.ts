// The council's proposals as the player's decisions: a proposal is stored as
// pending (one per department a quarter), and implementing one applies it to
// the company and says so (decision.implemented). A pending one lasts
// PENDING_DECISION_QUARTERS after the quarter it was proposed in, then expires.
import {
  decisionExpiresAfterQuarter,
  departmentOfCategory,
  PENDING_DECISION_QUARTERS,
  PROPOSALS_PER_DEPARTMENT_PER_QUARTER,
  quarterLabel,
} from '@ai-council/rules';
import { conflict, notFound } from '@ai-council/service-kit';
import { applyDecision, assertActive } from '../engine/effects';
import type { GameDoc, StoredDecision } from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';
import { ledgerEntries, logged, save, withFreshGame, type GameContext } from './game-record';

export function implementDecision(
  ctx: GameContext,
  userId: string,
  decisionId: string,
): Promise<StoredDecision> {
  return withFreshGame(ctx, userId, async (doc) => {
    const decision = doc.decisions.find((d) => d.id === decisionId);
    if (!decision) throw notFound(`No such decision: ${decisionId}.`);
    if (decision.status === 'implemented') throw conflict('This decision has already been implemented.');
    // An ended game says so first: every proposal has lapsed with it.
    assertActive(doc.company);
    if (hasExpired(decision, doc.company.currentQuarter)) throw conflict(expiredMessage(decision));
    const input = {
      decisionId,
      financialImpact: decision.financialImpact,
      timeImpact: decision.timeImpact,
      driverEffects: decision.driverEffects,
      title: decision.title,
      ...(decision.levers?.length ? { levers: decision.levers } : {}),
    };
    const result = applyDecision(doc.company, input);
    const at = ctx.now();
    const implemented: StoredDecision = {
      ...decision,
      status: 'implemented',
      implementedAt: at.toISOString(),
    };
    const changes: Partial<GameDoc> = {
      company: result.state,
      ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
      decisions: doc.decisions.map((d) => (d.id === decisionId ? implemented : d)),
      ...logged(doc, { kind: 'decision-implemented', decision: input }),
    };
    const announced = gameEvent(
      'decision.implemented',
      { userId, gameId: doc._id },
      {
        decisionId,
        title: decision.title,
        category: decision.category,
        financialImpact: decision.financialImpact,
        company: companySnapshot(result.state),
      },
      at,
    );
    await save(ctx, doc, changes, [announced]);
    return implemented;
  });
}

/** The last quarter a pending decision can be implemented in; null for one stored before expiry existed. */
export const expiresAfterQuarterOf = (decision: StoredDecision): number | null =>
  decision.quarter === undefined ? null : decisionExpiresAfterQuarter(decision.quarter);

/** Expired: marked so when its last quarter was played, or left pending past it (the quarter now is later). */
export function hasExpired(decision: StoredDecision, currentQuarter: number): boolean {
  if (decision.status === 'expired') return true;
  const last = expiresAfterQuarterOf(decision);
  return decision.status === 'pending' && last !== null && currentQuarter > last;
}

function expiredMessage(decision: StoredDecision): string {
  const last = expiresAfterQuarterOf(decision);
  const when = last === null ? '' : ` after ${quarterLabel(last)}`;
  return `This decision expired${when}: a proposal lasts ${PENDING_DECISION_QUARTERS} quarters after the one it was made in. Ask the council again.`;
}

/** The decisions after `playedQuarter` was played: pending ones whose last quarter it was have expired. */
export function expireDecisions(
  decisions: readonly StoredDecision[],
  playedQuarter: number,
): StoredDecision[] | null {
  const expiring = (d: StoredDecision) => d.status === 'pending' && hasExpired(d, playedQuarter + 1);
  if (!decisions.some(expiring)) return null;
  return decisions.map((d) => (expiring(d) ? { ...d, status: 'expired' as const } : d));
}

/** A proposal from the council, stored as pending; a finished game or a full department takes none. */
export function decisionProposed(
  doc: GameDoc,
  proposed: StoredDecision,
): { changes: Partial<GameDoc> } | null {
  // A finished game takes no new proposals: nothing could implement them.
  if (doc.company.status === 'ended' || doc.decisions.some((d) => d.id === proposed.id)) return null;
  // One proposal per department a quarter: asking the board again and again earns no more moves.
  const quarter = doc.company.currentQuarter;
  const department = departmentOfCategory(proposed.category);
  const taken = doc.decisions.filter(
    (d) => d.quarter === quarter && departmentOfCategory(d.category) === department,
  ).length;
  if (taken >= PROPOSALS_PER_DEPARTMENT_PER_QUARTER) return null;
  const decision: StoredDecision = { ...proposed, quarter };
  const { id: decisionId, title, category, financialImpact, timeImpact, driverEffects, levers } = decision;
  return {
    changes: {
      decisions: [...doc.decisions, decision],
      ...logged(doc, {
        kind: 'decision-proposed',
        decision: {
          decisionId,
          title,
          category,
          financialImpact,
          timeImpact,
          driverEffects,
          ...(levers?.length ? { levers } : {}),
        },
      }),
    },
  };
}
