// The game document's plumbing every story shares: reading the player's
// current game, writing a change with its events in one versioned update,
// retrying a change that lost a race, and the ledger and log lines it appends.
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@ai-council/contracts';
import { AppError } from '@ai-council/service-kit';
import type { CompanyState } from '../engine/company';
import type { FinancialEvent } from '../engine/money';
import type { DecisionLogEntry } from '../replay/decision-log';
import {
  StaleGameError,
  type GameDoc,
  type GamesRepository,
  type StoredFinancialEvent,
} from '../../data-access/games.repository';

/** What the stories are handed: the games, the outbox relay, the clock and the source of seeds. */
export interface GameContext {
  games: GamesRepository;
  /** Publishes a saved game's outbox (best effort; the sweep covers failures). */
  relay(gameId: string): Promise<void>;
  now(): Date;
  /** Where a new game's seed comes from: the only randomness outside the engine. */
  newSeed(): number;
}

/** Before the player's first start there is no game to read or change: the web app starts one. */
export const noGameYet = () =>
  new AppError(409, 'You have no game yet: start one to meet your council.', 'no-company-yet');

/** Optimistic writes other than advancing retry on a fresh read: they do not depend on the quarter. */
export const MAX_RETRIES = 5;

export const ledgerEntries = (events: FinancialEvent[], at: Date): StoredFinancialEvent[] =>
  events.map((event) => ({ ...event, id: randomUUID(), occurredAt: at.toISOString() }));

/** The log with these entries appended; a game begun before the log existed keeps none. */
export const logged = (doc: GameDoc, ...entries: DecisionLogEntry[]): Partial<GameDoc> =>
  doc.log ? { log: [...doc.log, ...entries] } : {};

/** The player's current game. Reading never creates one: until a start there is none (409 `no-company-yet`). */
export async function currentGame(ctx: GameContext, userId: string): Promise<GameDoc> {
  const existing = await ctx.games.current(userId);
  if (!existing) throw noGameYet();
  return existing;
}

/** Re-reads and re-applies a change until it lands on the version it read. */
export async function withFreshGame<T>(
  ctx: GameContext,
  userId: string,
  change: (doc: GameDoc) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const doc = await currentGame(ctx, userId);
    try {
      return await change(doc);
    } catch (error) {
      if (!(error instanceof StaleGameError) || attempt >= MAX_RETRIES) throw error;
    }
  }
}

/** Writes the changes and their events on the version read, then relays the events. */
export async function save(
  ctx: GameContext,
  doc: GameDoc,
  changes: Partial<GameDoc>,
  events: DomainEvent[],
): Promise<void> {
  await ctx.games.save(doc, doc.version, changes, events);
  if (events.length > 0) await ctx.relay(doc._id);
}

/** A change to the company, computed from the current one (simulations). */
export type CompanyChange = (
  company: CompanyState,
  doc: GameDoc,
) => {
  company: CompanyState;
  financialEvents: FinancialEvent[];
  events: (ids: { userId: string; gameId: string }, at: Date) => DomainEvent[];
  extra?: Partial<GameDoc>;
  /** What the log records of this change. */
  logEntry: DecisionLogEntry;
};

/** Applies a change computed from the current company, saved with retries; answers the game as saved. */
export function changeCompany(ctx: GameContext, userId: string, change: CompanyChange): Promise<GameDoc> {
  return withFreshGame(ctx, userId, async (doc) => {
    const at = ctx.now();
    const outcome = change(doc.company, doc);
    const changes: Partial<GameDoc> = {
      ...outcome.extra,
      company: outcome.company,
      ledger: [...doc.ledger, ...ledgerEntries(outcome.financialEvents, at)],
      ...logged(doc, outcome.logEntry),
    };
    await save(ctx, doc, changes, outcome.events({ userId, gameId: doc._id }, at));
    return { ...doc, ...changes, version: doc.version + 1 };
  });
}
