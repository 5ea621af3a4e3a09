// The stories svc-game tells: an explicit start creates a company, a quarter is
// played, money is spent on a simulation or a decision, the council's graded
// resolutions land. Each story reads the game, runs the pure engine, and
// writes the new state with its events in one versioned update.
import { randomInt, randomUUID } from 'node:crypto';
import type { DomainEvent, QuarterlyLevers } from '@ai-council/contracts';
import { departmentOfCategory, PROPOSALS_PER_DEPARTMENT_PER_QUARTER } from '@ai-council/rules';
import { AppError, badRequest, conflict, notFound } from '@ai-council/service-kit';
import { advanceQuarter, type QuarterResult } from '../engine/quarter';
import { createCompany, type CompanyState } from '../engine/company';
import {
  applyDecision,
  applyScenarioResolution,
  assertActive,
  resolutionCashEffect,
  type ScenarioResolutionInput,
} from '../engine/effects';
import { isDefaultLevers, leverProblems } from '../engine/quarterly-levers';
import type { FinancialEvent } from '../engine/money';
import type { DecisionLogEntry } from '../replay/decision-log';
import {
  StaleGameError,
  type DailyChallenge,
  type GameDoc,
  type GamesRepository,
  type OpenScenario,
  type StoredDecision,
  type StoredFinancialEvent,
} from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';
import { challengeDay, challengeSeed, judgeChallengeEntry } from './daily-challenge';
import { leversFor } from './quarterly-levers';

export interface GameFlowsDeps {
  games: GamesRepository;
  /** Publishes a saved game's outbox (best effort; the sweep covers failures). */
  relay(gameId: string): Promise<void>;
  now?: () => Date;
  /** Where a new game's seed comes from: the only randomness outside the engine. */
  newSeed?: () => number;
}

/** Before the player's first start there is no game to read or change: the web app starts one. */
export const noGameYet = () =>
  new AppError(409, 'You have no game yet: start one to meet your council.', 'no-company-yet');

/**
 * Resolutions kept waiting for their scenario's late opening: a few at most, so a stream of
 * resolutions for scenarios never opened costs nothing but a short, bounded list.
 */
const MAX_EARLY_RESOLUTIONS = 8;

/** Optimistic writes other than advancing retry on a fresh read: they do not depend on the quarter. */
const maxRetries = 5;

export function createGameFlows(deps: GameFlowsDeps) {
  const { games } = deps;
  const now = deps.now ?? (() => new Date());
  const newSeed = deps.newSeed ?? (() => randomInt(1, 2 ** 31 - 1));

  const ledgerEntries = (events: FinancialEvent[], at: Date): StoredFinancialEvent[] =>
    events.map((event) => ({ ...event, id: randomUUID(), occurredAt: at.toISOString() }));

  function newGameDoc(userId: string, seed = newSeed(), challenge?: DailyChallenge): GameDoc {
    const at = now();
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

  /** The player's current game. Reading never creates one: until a start there is none (409 `no-company-yet`). */
  async function currentGame(userId: string): Promise<GameDoc> {
    const existing = await games.current(userId);
    if (!existing) throw noGameYet();
    return existing;
  }

  /** Creates the player's game and announces it (game.started); a racing start resolves to the winner's game. */
  async function createGame(userId: string): Promise<{ doc: GameDoc; created: boolean }> {
    const inserted = await games.insertCurrent(newGameDoc(userId));
    if (inserted.created) await deps.relay(inserted.doc._id);
    return inserted;
  }

  /** Re-reads and re-applies a change until it lands on the version it read. */
  async function withFreshGame<T>(userId: string, change: (doc: GameDoc) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const doc = await currentGame(userId);
      try {
        return await change(doc);
      } catch (error) {
        if (!(error instanceof StaleGameError) || attempt >= maxRetries) throw error;
      }
    }
  }

  /** The log with these entries appended; a game begun before the log existed keeps none. */
  const logged = (doc: GameDoc, ...entries: DecisionLogEntry[]): Partial<GameDoc> =>
    doc.log ? { log: [...doc.log, ...entries] } : {};

  /** Retires the current game, if any, and begins another, from `seed`. */
  async function replaceGame(userId: string, seed?: number, challenge?: DailyChallenge): Promise<GameDoc> {
    // A player with no game yet (today's challenge as a first game) just begins one.
    const doc = await games.current(userId);
    try {
      if (doc) await games.retire(doc);
    } catch (error) {
      if (error instanceof StaleGameError) throw conflict('The game changed meanwhile. Try again.');
      throw error;
    }
    const { doc: created } = await games.insertCurrent(newGameDoc(userId, seed, challenge));
    await deps.relay(created._id);
    // What is kept per player stays bounded. The new game has begun whatever happens here: a prune
    // that fails leaves a few more old games, and the next Play Again prunes them.
    await games.pruneRetired(userId).catch(() => 0);
    return created;
  }

  async function save(doc: GameDoc, changes: Partial<GameDoc>, events: DomainEvent[]) {
    await games.save(doc, doc.version, changes, events);
    if (events.length > 0) await deps.relay(doc._id);
  }

  const flows = {
    currentGame,

    /** The player's current game if there is one: for reads that must not start a game. */
    existingGame: (userId: string): Promise<GameDoc | null> => games.current(userId),

    /** Starts the player's game; idempotent: when one exists it is returned unchanged (`created` false). */
    async start(userId: string): Promise<{ doc: GameDoc; created: boolean }> {
      const existing = await games.current(userId);
      if (existing) return { doc: existing, created: false };
      return createGame(userId);
    },

    /** Plays the current quarter. A request that read a stale game loses with 409 instead of replaying it. */
    async advance(userId: string): Promise<{ doc: GameDoc; result: QuarterResult }> {
      const doc = await currentGame(userId);
      // The quarterly levers set for this quarter are pulled as it is played, then cleared.
      const levers = leversFor(doc);
      const result = advanceQuarter(doc.company, { openScenarios: doc.openScenarios, levers });
      const at = now();
      const ids = { userId, gameId: doc._id };
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
      const escalated = new Map(result.escalations.map((e) => [e.scenarioId, e.severity]));
      const changes: Partial<GameDoc> = {
        company: result.state,
        ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
        openScenarios: doc.openScenarios.map((s) => ({ ...s, severity: escalated.get(s.id) ?? s.severity })),
        ...(doc.quarterlyLevers ? { quarterlyLevers: null } : {}),
        ...logged(doc, levers ? { kind: 'quarter-advanced', levers } : { kind: 'quarter-advanced' }),
      };
      // A challenge game's entry is judged as it ends, in the same update: by replaying its log.
      if (result.ended && doc.challenge) {
        changes.challenge = {
          ...doc.challenge,
          entry: judgeChallengeEntry(result.state, changes.log, at),
        };
      }
      try {
        await save(doc, changes, events);
      } catch (error) {
        if (error instanceof StaleGameError) {
          throw conflict('Another request advanced this quarter first. Refresh and try again.');
        }
        throw error;
      }
      return { doc: { ...doc, ...changes, version: doc.version + 1 }, result };
    },

    /** Play Again: the current game is retired and a new one (new gameId, new seed) begins. */
    async restart(userId: string): Promise<GameDoc> {
      return replaceGame(userId);
    },

    /** Today's challenge: a new game on the seed of the UTC date, the same for every player that day. */
    async startChallenge(player: {
      userId: string;
      mode: DailyChallenge['mode'];
      /** What the leaderboard shows: the first name only if the player opted in. */
      firstName: string;
    }): Promise<GameDoc> {
      const day = challengeDay(now());
      return replaceGame(player.userId, challengeSeed(day), {
        day,
        mode: player.mode,
        firstName: player.firstName,
      });
    },

    async implementDecision(userId: string, decisionId: string): Promise<StoredDecision> {
      return withFreshGame(userId, async (doc) => {
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
        const at = now();
        const implemented: StoredDecision = {
          ...decision,
          status: 'implemented',
          implementedAt: at.toISOString(),
        };
        await save(
          doc,
          {
            company: result.state,
            ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
            decisions: doc.decisions.map((d) => (d.id === decisionId ? implemented : d)),
            ...logged(doc, { kind: 'decision-implemented', decision: input }),
          },
          [
            gameEvent(
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
            ),
          ],
        );
        return implemented;
      });
    },

    /**
     * Sets the quarterly levers for the coming quarter (the defaults clear them). Checked against
     * the company now: a setting it cannot take is a 400 saying why; an ended game takes none (409).
     */
    async setQuarterlyLevers(userId: string, levers: QuarterlyLevers): Promise<GameDoc> {
      return withFreshGame(userId, async (doc) => {
        assertActive(doc.company);
        const problems = leverProblems(doc.company, levers);
        if (problems.length > 0) throw badRequest(problems.join(' '));
        const quarterlyLevers = isDefaultLevers(levers)
          ? null
          : { quarter: doc.company.currentQuarter, levers };
        await save(doc, { quarterlyLevers }, []);
        return { ...doc, quarterlyLevers, version: doc.version + 1 };
      });
    },

    /** Applies a change that came over the bus once, to the game it names. */
    async applyOnce(
      event: DomainEvent,
      change: (doc: GameDoc) => { changes: Partial<GameDoc>; events?: DomainEvent[] } | null,
    ): Promise<void> {
      for (let attempt = 1; ; attempt += 1) {
        const doc = await games.byId(event.gameId);
        // Events for a game that no longer exists or is not this user's are dropped, not retried.
        if (!doc || doc.userId !== event.userId || doc.appliedEvents[event.id]) return;
        const outcome = change(doc);
        const appliedEvents = { ...doc.appliedEvents, [event.id]: true as const };
        try {
          await save(doc, { ...(outcome?.changes ?? {}), appliedEvents }, outcome?.events ?? []);
          return;
        } catch (error) {
          if (!(error instanceof StaleGameError) || attempt >= maxRetries) throw error;
        }
      }
    },

    scenarioGenerated(doc: GameDoc, scenario: OpenScenario) {
      if (doc.openScenarios.some((s) => s.id === scenario.id)) return null;
      if (doc.company.resolvedScenarioIds.includes(scenario.id)) return null;
      // After the end nothing escalates any more: the log stops where the game did.
      const log = doc.company.status === 'active' ? logged(doc, { kind: 'scenario-opened', scenario }) : {};
      const opened: Partial<GameDoc> = { openScenarios: [...doc.openScenarios, scenario], ...log };
      // Its resolution came first (a relay that crashed sends the opening late): opened, then resolved at once.
      const early = doc.earlyResolutions?.find((r) => r.scenarioId === scenario.id);
      if (!early) return { changes: opened };
      const earlyResolutions = doc.earlyResolutions!.filter((r) => r !== early);
      const resolved = flows.scenarioResolved({ ...doc, ...opened }, early);
      return {
        changes: { ...opened, ...resolved.changes, earlyResolutions },
        ...(resolved.events ? { events: resolved.events } : {}),
      };
    },

    /** A resolution applies only to a scenario this game opened: svc-game never takes one it did not see raised. */
    scenarioResolved(
      doc: GameDoc,
      resolution: ScenarioResolutionInput,
    ): { changes: Partial<GameDoc>; events?: DomainEvent[] } {
      if (
        !doc.openScenarios.some((s) => s.id === resolution.scenarioId) &&
        !doc.company.resolvedScenarioIds.includes(resolution.scenarioId)
      ) {
        const kept = (doc.earlyResolutions ?? []).filter((r) => r.scenarioId !== resolution.scenarioId);
        return { changes: { earlyResolutions: [...kept, resolution].slice(-MAX_EARLY_RESOLUTIONS) } };
      }
      const openScenarios = doc.openScenarios.filter((s) => s.id !== resolution.scenarioId);
      if (doc.company.status !== 'active') return { changes: { openScenarios } };
      const result = applyScenarioResolution(doc.company, resolution);
      if (!result.applied) return { changes: { openScenarios } };
      const at = now();
      return {
        changes: {
          company: result.state,
          ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
          openScenarios,
          ...logged(doc, { kind: 'scenario-resolved', resolution }),
        },
        // The council follows the money: its advisors quote the books as they now stand.
        events: result.applied
          ? [
              gameEvent(
                'game.scenario.applied',
                { userId: doc.userId, gameId: doc._id },
                {
                  scenarioId: resolution.scenarioId,
                  cashEffect: resolutionCashEffect(resolution),
                  company: companySnapshot(result.state),
                },
                at,
              ),
            ]
          : [],
      };
    },

    decisionProposed(doc: GameDoc, proposed: StoredDecision): { changes: Partial<GameDoc> } | null {
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
      const {
        id: decisionId,
        title,
        category,
        financialImpact,
        timeImpact,
        driverEffects,
        levers,
      } = decision;
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
    },

    /** For simulations: a change computed from the current company, saved with retries. */
    async changeCompany(
      userId: string,
      change: (
        company: CompanyState,
        doc: GameDoc,
      ) => {
        company: CompanyState;
        financialEvents: FinancialEvent[];
        events: (ids: { userId: string; gameId: string }, at: Date) => DomainEvent[];
        extra?: Partial<GameDoc>;
        /** What the log records of this change. */
        logEntry: DecisionLogEntry;
      },
    ): Promise<GameDoc> {
      return withFreshGame(userId, async (doc) => {
        const at = now();
        const outcome = change(doc.company, doc);
        const changes: Partial<GameDoc> = {
          ...outcome.extra,
          company: outcome.company,
          ledger: [...doc.ledger, ...ledgerEntries(outcome.financialEvents, at)],
          ...logged(doc, outcome.logEntry),
        };
        await save(doc, changes, outcome.events({ userId, gameId: doc._id }, at));
        return { ...doc, ...changes, version: doc.version + 1 };
      });
    },
  };
  return flows;
}
export type GameFlows = ReturnType<typeof createGameFlows>;
