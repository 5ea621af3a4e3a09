// What one player may write to the council (issues 12 and 43). Per game: the
// questions and meetings one game keeps (Play Again prunes the games before,
// so this bounds what an account keeps). Per account: a byte budget a UTC day,
// across games, so Play Again does not renew it; a player at it is told to come
// back tomorrow (429), while every other player goes on. The budget is checked
// before a write and charged with what the write stored after it, so one write
// may pass it by its own size and the next is refused.
import { AppError, quotaReached } from '@ai-council/service-kit';
import type { CouncilContext } from './context';

const sizeOf = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

export async function withinAccountBudget(ctx: CouncilContext, userId: string): Promise<void> {
  const budget = ctx.quotas.bytesPerAccountPerDay;
  if ((await ctx.accountBudget.spent(userId, ctx.now())) < budget) return;
  throw new AppError(
    429,
    `Your council has taken in ${sizeOf(budget)} of questions, answers and meetings today, the most one account keeps a day. Come back tomorrow (UTC) to go on talking; your game goes on meanwhile.`,
    'quota-reached',
  );
}

/** Charges the account with the stored size of what the write kept. */
export function chargeAccount(ctx: CouncilContext, userId: string, ...stored: unknown[]): Promise<void> {
  const bytes = stored.reduce<number>((sum, doc) => sum + Buffer.byteLength(JSON.stringify(doc) ?? ''), 0);
  return ctx.accountBudget.charge(userId, ctx.now(), bytes);
}

/** A question to a board member: within the game's questions and the account's day. */
export async function withinQuestionQuota(
  ctx: CouncilContext,
  userId: string,
  gameId: string,
): Promise<void> {
  const { questionsPerGame } = ctx.quotas;
  if ((await ctx.communications.questionsAsked(userId, gameId)) >= questionsPerGame) {
    throw quotaReached(
      `You have asked your board ${questionsPerGame.toLocaleString('en-US')} questions this game, the most one game keeps. Start a new game to go on talking.`,
    );
  }
  await withinAccountBudget(ctx, userId);
}

/** A meeting convened: within the game's meetings and the account's day. */
export async function withinMeetingQuota(ctx: CouncilContext, userId: string, gameId: string): Promise<void> {
  if ((await ctx.meetings.count(userId, gameId)) >= ctx.quotas.meetingsPerGame) {
    throw quotaReached(
      `This game has held ${ctx.quotas.meetingsPerGame} council meetings, the most one game keeps. Start a new game to convene again.`,
    );
  }
  await withinAccountBudget(ctx, userId);
}
