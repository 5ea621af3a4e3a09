// The council's read of the company follows svc-game's events, and only them:
// the council never prices or raises anything on a company it made up. Each
// event is applied at most once (its id is recorded), and everything it
// creates has a stable id, so a redelivery, even after a crash halfway, or a
// second replica handling it, changes nothing.
import type { CompanySnapshot, DomainEvent } from '@ai-council/contracts';
import type { CouncilContext } from './context';
import { welcome } from './council-view';
import { raiseQuarterContent } from './scenario-creation';

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale';

/**
 * game.started and game.quarter.advanced: the new company state, and what it
 * brings. A game's opening council (the CEO's welcome, the first scenarios)
 * is raised here, once, when game.started arrives. What an event brings is
 * raised before the council's read moves to its game, so no view ever shows
 * a game whose opening is half raised: until then a new player's views answer
 * "no company yet", and a replayed game's views still show the old game.
 */
export async function applyCompanyState(
  ctx: CouncilContext,
  event: DomainEvent<'game.started' | 'game.quarter.advanced'>,
): Promise<ApplyOutcome> {
  const { company } = event.payload;
  const { userId, gameId } = event;
  const now = ctx.now();
  const player = await ctx.players.find(userId);
  if (player?.appliedEventIds.includes(event.id)) return 'duplicate';
  const newGame = player?.gameId !== gameId;

  if (player && newGame) {
    // Play Again: the old game's meetings close (its documents go once the new game stands, below).
    await ctx.meetings.endAllOpen(userId, player.gameId, now.toISOString());
    await ctx.players.setActiveMeeting(userId, null);
  } else if (player && company.currentQuarter < player.company.currentQuarter) {
    // An older quarter arriving late must not roll the council back.
    await ctx.players.markApplied(player, event.id);
    return 'stale';
  }

  if ((await ctx.communications.recent(userId, gameId, 1)).length === 0) {
    await welcome(ctx, userId, gameId, company);
  }
  await raiseQuarterContent(ctx, {
    userId,
    gameId,
    company,
    briefing: event.type === 'game.quarter.advanced',
  });
  if (player) await ctx.players.setCompany(userId, gameId, company, now);
  else {
    const created = await ctx.players.createFromGame(userId, gameId, company, now);
    // Another replica created the record first, from an earlier quarter: the later one stands.
    if (created.gameId === gameId && created.company.currentQuarter < company.currentQuarter)
      await ctx.players.setCompany(userId, gameId, company, now);
  }
  const fresh = await ctx.players.find(userId);
  const outcome = fresh && (await ctx.players.markApplied(fresh, event.id)) ? 'applied' : 'duplicate';
  // The council keeps the current game only. A prune that fails leaves the old game for the next Play Again.
  if (player && newGame && event.type === 'game.started')
    await ctx.retiredGames.prune(userId, gameId).catch(() => 0);
  return outcome;
}

/** game.ended: the council stops raising scenarios; the board stays readable. */
export async function applyGameEnded(
  ctx: CouncilContext,
  event: DomainEvent<'game.ended'>,
): Promise<ApplyOutcome> {
  const ended: CompanySnapshot = {
    ...event.payload.company,
    status: 'ended',
    endReason: event.payload.endReason,
  };
  const player =
    (await ctx.players.find(event.userId)) ??
    (await ctx.players.createFromGame(event.userId, event.gameId, ended, ctx.now()));
  if (player.appliedEventIds.includes(event.id)) return 'duplicate';
  if (event.gameId === player.gameId)
    await ctx.players.setCompany(player.userId, event.gameId, ended, ctx.now());
  const fresh = (await ctx.players.find(player.userId)) ?? player;
  return (await ctx.players.markApplied(fresh, event.id)) ? 'applied' : 'duplicate';
}

/**
 * Money moved between quarters (a simulation's cost or return, a decision
 * implemented, a scenario's graded resolution applied): the council's read of the company follows, so an advisor
 * never quotes cash the company no longer has. Nothing new is raised.
 */
export async function applyMoneyMoved(
  ctx: CouncilContext,
  event: DomainEvent<
    'game.cost.applied' | 'game.simulation.completed' | 'decision.implemented' | 'game.scenario.applied'
  >,
): Promise<ApplyOutcome> {
  const player = await ctx.players.find(event.userId);
  // No game known yet: game.started will bring the company as it stands.
  if (!player || player.gameId !== event.gameId) return 'stale';
  if (player.appliedEventIds.includes(event.id)) return 'duplicate';
  const { company } = event.payload;
  if (company.currentQuarter < player.company.currentQuarter) {
    await ctx.players.markApplied(player, event.id);
    return 'stale';
  }
  await ctx.players.setCompany(player.userId, event.gameId, company, ctx.now());
  const fresh = (await ctx.players.find(player.userId)) ?? player;
  return (await ctx.players.markApplied(fresh, event.id)) ? 'applied' : 'duplicate';
}
