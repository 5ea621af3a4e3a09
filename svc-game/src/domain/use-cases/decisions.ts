// The council's proposals as the player's decisions: a proposal is stored as
// pending (one per department a quarter), and implementing one applies it to
// the company and says so (decision.implemented).
import { departmentOfCategory, PROPOSALS_PER_DEPARTMENT_PER_QUARTER } from '@ai-council/rules';
import { conflict, notFound } from '@ai-council/service-kit';
import { applyDecision } from '../engine/effects';
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
