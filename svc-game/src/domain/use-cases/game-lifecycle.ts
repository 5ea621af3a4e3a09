// A game's beginning and its replacement: the explicit start, Play Again and
// today's challenge. A new game is announced (game.started) from its outbox.
import { randomUUID } from 'node:crypto';
import { conflict } from '@ai-council/service-kit';
import { createCompany } from '../engine/company';
import { StaleGameError, type DailyChallenge, type GameDoc } from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';
import { challengeDay, challengeSeed } from './daily-challenge';
import type { GameContext } from './game-record';

function newGameDoc(
  ctx: GameContext,
  userId: string,
  seed = ctx.newSeed(),
  challenge?: DailyChallenge,
): GameDoc {
  const at = ctx.now();
  const gameId = randomUUID();
  const company = createCompany(seed);
  return {
    ...(challenge ? { challenge } : {}),
    log: [],
    _id: gameId,
    userId,
    activeKey: userId,
    version: 1,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    company,
    ledger: [],
    decisions: [],
    openScenarios: [],
    appliedEvents: {},
    outbox: [gameEvent('game.started', { userId, gameId }, { company: companySnapshot(company) }, at)],
  };
}

/** Starts the player's game; idempotent: when one exists it is returned unchanged (`created` false). */
export async function startGame(
  ctx: GameContext,
  userId: string,
): Promise<{ doc: GameDoc; created: boolean }> {
  const existing = await ctx.games.current(userId);
  if (existing) return { doc: existing, created: false };
  // A racing start resolves to the winner's game.
  const inserted = await ctx.games.insertCurrent(newGameDoc(ctx, userId));
  if (inserted.created) await ctx.relay(inserted.doc._id);
  return inserted;
}

/** Retires the current game, if any, and begins another, from `seed` (Play Again: a new gameId and seed). */
export async function replaceGame(
  ctx: GameContext,
  userId: string,
  seed?: number,
  challenge?: DailyChallenge,
): Promise<GameDoc> {
  // A player with no game yet (today's challenge as a first game) just begins one.
  const doc = await ctx.games.current(userId);
  try {
    if (doc) await ctx.games.retire(doc);
  } catch (error) {
    if (error instanceof StaleGameError) throw conflict('The game changed meanwhile. Try again.');
    throw error;
  }
  const { doc: created } = await ctx.games.insertCurrent(newGameDoc(ctx, userId, seed, challenge));
  await ctx.relay(created._id);
  // What is kept per player stays bounded. The new game has begun whatever happens here: a prune
  // that fails leaves a few more old games, and the next Play Again prunes them.
  await ctx.games.pruneRetired(userId).catch(() => 0);
  return created;
}

/** Today's challenge: a new game on the seed of the UTC date, the same for every player that day. */
export async function startChallenge(
  ctx: GameContext,
  player: {
    userId: string;
    mode: DailyChallenge['mode'];
    /** What the leaderboard shows: the first name only if the player opted in. */
    firstName: string;
  },
): Promise<GameDoc> {
  const day = challengeDay(ctx.now());
  // Only the first completed attempt of the day is ranked: a later one is practice from its start.
  const practice = await ctx.games.hasCompletedChallenge(player.userId, day);
  return replaceGame(ctx, player.userId, challengeSeed(day), {
    day,
    mode: player.mode,
    firstName: player.firstName,
    ...(practice ? { practice } : {}),
  });
}
