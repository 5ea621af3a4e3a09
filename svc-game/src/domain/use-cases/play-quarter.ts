// Playing a quarter: the levers set for it are pulled as it is played, the
// engine books the quarter, and the game says so (game.quarter.advanced, and
// game.ended with a challenge entry judged when it was the last).
import { isDefaultQuarterlyLevers, type DomainEvent, type QuarterlyLevers } from '@ai-council/contracts';
import { badRequest, conflict } from '@ai-council/service-kit';
import { advanceQuarter, type QuarterResult } from '../engine/quarter';
import { assertActive } from '../engine/effects';
import { leverProblems } from '../engine/quarterly-levers';
import { StaleGameError, type GameDoc } from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';
import { judgeChallengeEntry } from './daily-challenge';
import { expireDecisions } from './decisions';
import { currentGame, ledgerEntries, logged, save, withFreshGame, type GameContext } from './game-record';
import { leversFor } from './quarterly-levers';

/** Plays the current quarter. A request that read a stale game loses with 409 instead of replaying it. */
export async function advance(
  ctx: GameContext,
  userId: string,
): Promise<{ doc: GameDoc; result: QuarterResult }> {
  const doc = await currentGame(ctx, userId);
  // The quarterly levers set for this quarter are pulled as it is played, then cleared.
  const levers = leversFor(doc);
  const result = advanceQuarter(doc.company, { openScenarios: doc.openScenarios, levers });
  const at = ctx.now();
  const events = quarterEvents(doc, result, at);
  const practice = result.ended && doc.challenge ? await isPractice(ctx, doc) : false;
  const changes = quarterChanges(doc, result, { levers, at, practice });
  try {
    await save(ctx, doc, changes, events);
  } catch (error) {
    if (error instanceof StaleGameError) {
      throw conflict('Another request advanced this quarter first. Refresh and try again.');
    }
    throw error;
  }
  return { doc: { ...doc, ...changes, version: doc.version + 1 }, result };
}

function quarterEvents(doc: GameDoc, result: QuarterResult, at: Date): DomainEvent[] {
  const ids = { userId: doc.userId, gameId: doc._id };
  const company = companySnapshot(result.state);
  const events: DomainEvent[] = [
    gameEvent(
      'game.quarter.advanced',
      ids,
      {
        quarter: result.quarter,
        company,
        escalations: result.escalations,
        marketShock: result.marketShock,
        financialEvents: result.events.length,
      },
      at,
    ),
  ];
  const { endReason, finalScore } = result.state;
  if (result.ended) {
    if (!endReason || finalScore === null) throw new Error('an ended game has an end reason and a score');
    events.push(gameEvent('game.ended', ids, { company, endReason, finalScore }, at));
  }
  return events;
}

/** A challenge game ending after the player completed another of its day is practice. */
async function isPractice(ctx: GameContext, doc: GameDoc): Promise<boolean> {
  if (!doc.challenge) return false;
  return doc.challenge.practice === true || ctx.games.hasCompletedChallenge(doc.userId, doc.challenge.day);
}

function quarterChanges(
  doc: GameDoc,
  result: QuarterResult,
  played: { levers: QuarterlyLevers | undefined; at: Date; practice: boolean },
): Partial<GameDoc> {
  const { levers, at, practice } = played;
  const escalated = new Map(result.escalations.map((e) => [e.scenarioId, e.severity]));
  // Proposals whose last quarter this was expire with it.
  const decisions = expireDecisions(doc.decisions, doc.company.currentQuarter);
  const changes: Partial<GameDoc> = {
    ...(decisions ? { decisions } : {}),
    company: result.state,
    ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
    openScenarios: doc.openScenarios.map((s) => ({ ...s, severity: escalated.get(s.id) ?? s.severity })),
    ...(doc.quarterlyLevers ? { quarterlyLevers: null } : {}),
    ...logged(doc, levers ? { kind: 'quarter-advanced', levers } : { kind: 'quarter-advanced' }),
  };
  // A challenge game's entry is judged as it ends, in the same update: by replaying its log.
  if (result.ended && doc.challenge) {
    const entry = judgeChallengeEntry(result.state, changes.log, at);
    changes.challenge = {
      ...doc.challenge,
      ...(practice ? { practice } : {}),
      entry: practice ? { ...entry, practice } : entry,
    };
  }
  return changes;
}

/**
 * Sets the quarterly levers for the coming quarter (the defaults clear them). Checked against
 * the company now: a setting it cannot take is a 400 saying why; an ended game takes none (409).
 */
export function setQuarterlyLevers(
  ctx: GameContext,
  userId: string,
  levers: QuarterlyLevers,
): Promise<GameDoc> {
  return withFreshGame(ctx, userId, async (doc) => {
    assertActive(doc.company);
    const problems = leverProblems(doc.company, levers);
    if (problems.length > 0) throw badRequest(problems.join(' '));
    const quarterlyLevers = isDefaultQuarterlyLevers(levers)
      ? null
      : { quarter: doc.company.currentQuarter, levers };
    await save(ctx, doc, { quarterlyLevers }, []);
    return { ...doc, quarterlyLevers, version: doc.version + 1 };
  });
}
