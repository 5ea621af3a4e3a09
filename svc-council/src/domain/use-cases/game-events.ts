// The council's read of the company follows svc-game's events. Each event is
// applied at most once (its id is recorded), and everything it creates has a
// stable id, so a redelivery - even after a crash halfway - changes nothing.
import type { CompanySnapshot, DomainEvent } from '@ai-council/contracts';
import { endReasonSchema } from '@ai-council/contracts';
import type { CouncilContext } from './context';
import { welcome } from './council-view';
import { raiseQuarterContent } from './scenario-creation';

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale';

/** game.started and game.quarter.advanced: the new company state, and what the quarter brings. */
export async function applyCompanyState(
  ctx: CouncilContext,
  event: DomainEvent,
  company: CompanySnapshot,
): Promise<ApplyOutcome> {
  // No opening content here: the real company is about to replace the opening one.
  const { player } = await ctx.players.ensure(event.userId, ctx.now());
  if (player.appliedEventIds.includes(event.id)) return 'duplicate';
  const now = ctx.now();
  const newGame = event.gameId !== player.gameId;

  if (newGame && player.companySource === 'opening') {
    // svc-game's first word on this player: what the council raised meanwhile belongs to this game,
    // and the events it held back go out under the real game id.
    await adoptOpening(ctx, player.userId, player.gameId, event.gameId, company);
  } else if (newGame) {
    // Play Again: the old game's meetings close; its scenarios stay with it.
    await ctx.meetings.endAllOpen(player.userId, player.gameId, now.toISOString());
    await ctx.players.setActiveMeeting(player.userId, null);
  } else if (player.companySource === 'game' && company.currentQuarter < player.company.currentQuarter) {
    // An older quarter arriving late must not roll the council back.
    await ctx.players.markApplied(player, event.id);
    return 'stale';
  }

  await ctx.players.setCompany(player.userId, event.gameId, company, now);
  if (newGame && (await ctx.communications.recent(player.userId, event.gameId, 1)).length === 0) {
    await welcome(ctx, player.userId, event.gameId, company);
  }
  await raiseQuarterContent(ctx, {
    userId: player.userId,
    gameId: event.gameId,
    company,
    briefing: event.type === 'game.quarter.advanced',
  });
  const fresh = (await ctx.players.find(player.userId)) ?? player;
  return (await ctx.players.markApplied(fresh, event.id)) ? 'applied' : 'duplicate';
}

/** The opening council's content joins the real game and its held events go out under its id. */
async function adoptOpening(
  ctx: CouncilContext,
  userId: string,
  openingGameId: string,
  gameId: string,
  company: CompanySnapshot,
): Promise<void> {
  await ctx.scenarios.adopt(userId, openingGameId, gameId);
  await ctx.meetings.adopt(userId, openingGameId, gameId);
  await ctx.communications.adopt(userId, openingGameId, gameId);
  await ctx.players.adoptIntoGame(userId, gameId, company, ctx.now());
  await ctx.relays.players(userId);
}

/** game.ended: the council stops raising scenarios; the board stays readable. */
export async function applyGameEnded(
  ctx: CouncilContext,
  event: DomainEvent,
  company: CompanySnapshot | null,
): Promise<ApplyOutcome> {
  const { player } = await ctx.players.ensure(event.userId, ctx.now());
  if (player.appliedEventIds.includes(event.id)) return 'duplicate';
  if (event.gameId === player.gameId || player.companySource === 'opening') {
    const reason = endReasonSchema.safeParse(event.payload.reason ?? event.payload.endReason);
    const ended: CompanySnapshot = company ?? {
      ...player.company,
      status: 'ended',
      endReason: reason.success ? reason.data : player.company.endReason,
    };
    if (player.companySource === 'opening') {
      await adoptOpening(ctx, player.userId, player.gameId, event.gameId, { ...ended, status: 'ended' });
    } else {
      await ctx.players.setCompany(player.userId, event.gameId, { ...ended, status: 'ended' }, ctx.now());
    }
  }
  const fresh = (await ctx.players.find(player.userId)) ?? player;
  return (await ctx.players.markApplied(fresh, event.id)) ? 'applied' : 'duplicate';
}
