// The stories svc-game tells: first contact creates a company, a quarter is
// played, money is spent on a simulation or a decision, the council's graded
// resolutions land. Each story reads the game, runs the pure engine, and
// writes the new state with its events in one versioned update.
import { randomInt, randomUUID } from 'node:crypto';
import type { DomainEvent } from '@ai-council/contracts';
import { conflict, notFound } from '@ai-council/service-kit';
import { advanceQuarter, type QuarterResult } from '../engine/quarter';
import { createCompany, type CompanyState } from '../engine/company';
import { applyDecision, applyScenarioResolution } from '../engine/effects';
import type { FinancialEvent } from '../engine/money';
import {
  StaleGameError,
  type GameDoc,
  type GamesRepository,
  type OpenScenario,
  type StoredDecision,
  type StoredFinancialEvent,
} from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';

export interface GameFlowsDeps {
  games: GamesRepository;
  /** Publishes a saved game's outbox (best effort; the sweep covers failures). */
  relay(gameId: string): Promise<void>;
  now?: () => Date;
  /** Where a new game's seed comes from: the only randomness outside the engine. */
  newSeed?: () => number;
}

/** Optimistic writes other than advancing retry on a fresh read: they do not depend on the quarter. */
const maxRetries = 5;

export function createGameFlows(deps: GameFlowsDeps) {
  const { games } = deps;
  const now = deps.now ?? (() => new Date());
  const newSeed = deps.newSeed ?? (() => randomInt(1, 2 ** 31 - 1));

  const ledgerEntries = (events: FinancialEvent[], at: Date): StoredFinancialEvent[] =>
    events.map((event) => ({ ...event, id: randomUUID(), occurredAt: at.toISOString() }));

  function newGameDoc(userId: string): GameDoc {
    const at = now();
    const gameId = randomUUID();
    const company = createCompany(newSeed());
    return {
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

  async function currentGame(userId: string): Promise<GameDoc> {
    const existing = await games.current(userId);
    if (existing) return existing;
    const created = await games.insertCurrent(newGameDoc(userId));
    await deps.relay(created._id);
    return created;
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

  async function save(doc: GameDoc, changes: Partial<GameDoc>, events: DomainEvent[]) {
    await games.save(doc, doc.version, changes, events);
    if (events.length > 0) await deps.relay(doc._id);
  }

  return {
    currentGame,

    /** Plays the current quarter. A request that read a stale game loses with 409 instead of replaying it. */
    async advance(userId: string): Promise<{ doc: GameDoc; result: QuarterResult }> {
      const doc = await currentGame(userId);
      const result = advanceQuarter(doc.company, { openScenarios: doc.openScenarios });
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
      };
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
      const doc = await currentGame(userId);
      try {
        await games.retire(doc);
      } catch (error) {
        if (error instanceof StaleGameError) throw conflict('The game changed meanwhile. Try again.');
        throw error;
      }
      const created = await games.insertCurrent(newGameDoc(userId));
      await deps.relay(created._id);
      return created;
    },

    async implementDecision(userId: string, decisionId: string): Promise<StoredDecision> {
      return withFreshGame(userId, async (doc) => {
        const decision = doc.decisions.find((d) => d.id === decisionId);
        if (!decision) throw notFound(`No such decision: ${decisionId}.`);
        if (decision.status === 'implemented') throw conflict('This decision has already been implemented.');
        const result = applyDecision(doc.company, {
          decisionId,
          financialImpact: decision.financialImpact,
          timeImpact: decision.timeImpact,
          driverEffects: decision.driverEffects,
          title: decision.title,
        });
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
      return { changes: { openScenarios: [...doc.openScenarios, scenario] } };
    },

    scenarioResolved(
      doc: GameDoc,
      resolution: Parameters<typeof applyScenarioResolution>[1],
    ): { changes: Partial<GameDoc> } | null {
      const openScenarios = doc.openScenarios.filter((s) => s.id !== resolution.scenarioId);
      if (doc.company.status !== 'active') return { changes: { openScenarios } };
      const result = applyScenarioResolution(doc.company, resolution);
      return {
        changes: {
          company: result.state,
          ledger: [...doc.ledger, ...ledgerEntries(result.events, now())],
          openScenarios,
        },
      };
    },

    decisionProposed(doc: GameDoc, decision: StoredDecision): { changes: Partial<GameDoc> } | null {
      if (doc.decisions.some((d) => d.id === decision.id)) return null;
      return { changes: { decisions: [...doc.decisions, decision] } };
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
      },
    ): Promise<GameDoc> {
      return withFreshGame(userId, async (doc) => {
        const at = now();
        const outcome = change(doc.company, doc);
        const changes: Partial<GameDoc> = {
          ...outcome.extra,
          company: outcome.company,
          ledger: [...doc.ledger, ...ledgerEntries(outcome.financialEvents, at)],
        };
        await save(doc, changes, outcome.events({ userId, gameId: doc._id }, at));
        return { ...doc, ...changes, version: doc.version + 1 };
      });
    },
  };
}
export type GameFlows = ReturnType<typeof createGameFlows>;
