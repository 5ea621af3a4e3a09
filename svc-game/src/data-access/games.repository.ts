// One document per game holds everything a quarter changes: the company, its
// ledger, pending decisions, the open scenarios it knows of, the event ids it
// has applied and its outbox. So every state change and the events it causes
// are one atomic update, guarded by `version` (optimistic concurrency).
import type { DomainEvent, PlanLever, QuarterlyLevers } from '@ai-council/contracts';
import type { Department, Severity } from '@ai-council/rules';
import { DuplicateKeyError, type Collection, type DocumentStore } from '@ai-council/service-kit';
import type { CompanyState, EndReason, FinancialEvent } from '../domain';
import { NO_FINANCING } from '../domain/engine/financing';
import type { DecisionLogEntry } from '../domain/replay/decision-log';

export interface StoredFinancialEvent extends FinancialEvent {
  id: string;
  quarter: number;
  occurredAt: string;
}

export interface StoredDecision {
  id: string;
  title: string;
  description: string;
  category: string;
  financialImpact: number;
  timeImpact: number;
  driverEffects: Record<string, number>;
  /** 'expired': left pending past its last quarter (see PENDING_DECISION_QUARTERS); no longer listed. */
  status: 'pending' | 'implemented' | 'expired';
  proposedBy: string;
  createdAt: string;
  implementedAt: string | null;
  /** The quarter it was proposed in (absent on decisions from before the per-quarter cap). */
  quarter?: number;
  /** Engine levers implementing it starts (the lever a question to the council asked about). */
  levers?: PlanLever[];
}

export interface OpenScenario {
  id: string;
  department: Department;
  severity: Severity;
}

export interface GameDoc {
  _id: string;
  [key: string]: unknown;
  userId: string;
  /** userId while this is the player's current game; "retired:<id>" after Play Again. */
  activeKey: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  company: CompanyState;
  ledger: StoredFinancialEvent[];
  decisions: StoredDecision[];
  openScenarios: OpenScenario[];
  /** Ids of consumed bus events, as keys, so a redelivery is recognised in the same update. */
  appliedEvents: Record<string, true>;
  outbox: DomainEvent[];
  /**
   * Every game-changing input in the order applied, appended in the same update
   * as its change. Absent on games begun before the log existed: those do not replay.
   */
  log?: DecisionLogEntry[];
  /** Set on a daily challenge game: its seed comes from `day`. */
  challenge?: DailyChallenge;
  /** The quarterly levers the player set for the quarter `quarter` (pulled when it is played, then cleared). */
  quarterlyLevers?: { quarter: number; levers: QuarterlyLevers } | null;
  /** A long-retired game kept only for its daily-challenge entry (see pruneRetired). */
  summarised?: boolean;
}

export interface DailyChallenge {
  /** The UTC date, YYYY-MM-DD. */
  day: string;
  mode: 'demo' | 'llm';
  /** The name the leaderboard shows: the first name if the player opted in, else the anonymous label. */
  firstName: string;
  /** Begun after the player had completed the day's challenge: practice, never on the leaderboard. */
  practice?: boolean;
  /** Set when the game ends: the entry, accepted only if the log replays to the same score. */
  entry?: ChallengeEntry;
}

export interface ChallengeEntry {
  /** The replay check passed (a practice game is checked too, and still never ranked). */
  accepted: boolean;
  /** Not the player's first completed attempt of the day: only that one enters the leaderboard. */
  practice?: boolean;
  finalScore: number;
  endReason: EndReason;
  quartersPlayed: number;
  endedAt: string;
  /** Why an entry was refused. */
  refusal?: string;
}

/**
 * A game as the engine reads it. Games stored before a field existed get its
 * empty value here, so their documents need no migration (schemaVersion 1).
 */
function upToDate(doc: GameDoc): GameDoc {
  if (Array.isArray(doc.company.levers) && doc.company.financing) return doc;
  return {
    ...doc,
    company: {
      ...doc.company,
      levers: Array.isArray(doc.company.levers) ? doc.company.levers : [],
      financing: doc.company.financing ?? NO_FINANCING,
    },
  };
}

const upToDateOrNull = (doc: GameDoc | null): GameDoc | null => (doc ? upToDate(doc) : null);

/** Play Again keeps this many of a player's retired games whole; older ones go (see pruneRetired). */
export const RETIRED_GAMES_KEPT = 10;

export class StaleGameError extends Error {
  constructor() {
    super('The game changed while this request was being handled.');
  }
}

export function createGamesRepository(store: DocumentStore) {
  const games: Collection<GameDoc> = store.collection<GameDoc>({
    name: 'games',
    indexes: [
      { fields: { activeKey: 1 }, unique: true },
      { fields: { userId: 1 } },
      // The leaderboard's: only an ended challenge game has one, each its own moment. An index on
      // `challenge.day` held a day's games in play under one key, and the embedded store copies a
      // key's whole list at each update of one of them (bench/REPORT.md, "Embedded store indexes").
      { fields: { 'challenge.entry.endedAt': 1 }, sparse: true },
    ],
  });

  return {
    collection: games,

    current: async (userId: string) => upToDateOrNull(await games.findOne({ activeKey: userId })),

    byId: async (gameId: string) => upToDateOrNull(await games.findOne({ _id: gameId })),

    ...challengeQueries(games),

    /** Inserts a new current game; resolves to the existing one (`created` false) if another request won the race. */
    async insertCurrent(doc: GameDoc): Promise<{ doc: GameDoc; created: boolean }> {
      try {
        return { doc: await games.insert(doc), created: true };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        const existing = await games.findOne({ activeKey: doc.userId });
        if (!existing) throw error;
        return { doc: upToDate(existing), created: false };
      }
    },

    /**
     * Writes the next version of a game read at `expectedVersion`, appending
     * its events to the outbox in the same update. Throws StaleGameError when
     * another request got there first, so nothing is applied from a stale read.
     */
    async save(
      doc: GameDoc,
      expectedVersion: number,
      changes: Partial<Omit<GameDoc, '_id' | 'outbox' | 'version'>>,
      events: DomainEvent[],
    ): Promise<void> {
      const set: Record<string, unknown> = {
        ...changes,
        version: expectedVersion + 1,
        updatedAt: new Date().toISOString(),
      };
      const update = events.length ? { $set: set, $push: { outbox: { $each: events } } } : { $set: set };
      const matched = await games.update({ _id: doc._id, version: expectedVersion }, update);
      if (matched === 0) throw new StaleGameError();
    },

    /** Bounds what Play Again leaves behind (see pruneRetired). Resolves to how many games went. */
    pruneRetired: (userId: string) => pruneRetired(games, userId),

    async retire(doc: GameDoc): Promise<void> {
      const matched = await games.update(
        { _id: doc._id, version: doc.version },
        { $set: { activeKey: `retired:${doc._id}`, version: doc.version + 1 } },
      );
      if (matched === 0) throw new StaleGameError();
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;

/** The daily challenge's reads: the day's leaderboard games, and whether a player completed the day's. */
function challengeQueries(games: Collection<GameDoc>) {
  return {
    /** The day's challenge games of a mode whose entry was accepted and is no practice, best score first. */
    acceptedChallengeGames: (day: string, mode: DailyChallenge['mode']) =>
      games
        .find(
          {
            // A game of the day ends on the day or later: the range of the index that only ended games are in.
            'challenge.entry.endedAt': { $gte: day },
            'challenge.day': day,
            'challenge.mode': mode,
            'challenge.entry.accepted': true,
            'challenge.entry.practice': { $ne: true },
          },
          { sort: { 'challenge.entry.finalScore': -1 }, limit: 500 },
        )
        .then((docs) => docs.map(upToDate)),

    /** Whether the player has completed a challenge game of `day` (in either mode: the seed is the same). */
    hasCompletedChallenge: async (userId: string, day: string) =>
      (await games.findOne({ userId, 'challenge.day': day, 'challenge.entry.endedAt': { $ne: null } })) !==
      null,
  };
}

/**
 * Bounds what Play Again leaves behind: the player's newest RETIRED_GAMES_KEPT retired games
 * stay whole; an older one is deleted, unless it holds the player's ranked daily-challenge entry
 * of its day (the first completed attempt, so later ones stay practice), which stays as a summary
 * (the entry and the company's final figures, without its ledger, log, decisions or quarter
 * history) so the day's leaderboard keeps it.
 * A game whose events are not all relayed yet is left for the next time. Resolves to how many went.
 */
async function pruneRetired(games: Collection<GameDoc>, userId: string): Promise<number> {
  const retired = await games.find({ userId, activeKey: { $ne: userId } }, { sort: { createdAt: -1 } });
  const bestOfDay = bestChallengeGameOfEachDay(retired);
  let removed = 0;
  for (const doc of retired.slice(RETIRED_GAMES_KEPT)) {
    if (doc.outbox.length > 0) continue;
    if (doc.challenge && bestOfDay.get(doc.challenge.day) === doc) {
      if (!doc.summarised) await summarise(games, doc);
    } else {
      removed += await games.delete({ _id: doc._id, version: doc.version });
    }
  }
  return removed;
}

/**
 * Each day's retired game holding the player's ranked challenge entry: the one that is no practice
 * (accepted or refused); of several (games judged before practice existed), the best accepted.
 */
function bestChallengeGameOfEachDay(retired: readonly GameDoc[]): Map<string, GameDoc> {
  const bestOfDay = new Map<string, GameDoc>();
  for (const doc of retired) {
    const entry = doc.challenge?.entry;
    if (!entry || entry.practice) continue;
    const held = bestOfDay.get(doc.challenge!.day)?.challenge?.entry;
    const better = entry.accepted && (!held?.accepted || entry.finalScore > held.finalScore);
    if (!held || better) bestOfDay.set(doc.challenge!.day, doc);
  }
  return bestOfDay;
}

/** Keeps the entry and the company's final figures; the ledger, log, decisions and history go. */
async function summarise(games: Collection<GameDoc>, doc: GameDoc): Promise<void> {
  await games.update(
    { _id: doc._id, version: doc.version },
    {
      $set: {
        ledger: [],
        decisions: [],
        openScenarios: [],
        appliedEvents: {},
        log: [],
        'company.history': [],
        summarised: true,
        version: doc.version + 1,
      },
    },
  );
}
