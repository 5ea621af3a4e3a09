import type { DomainEvent, Scenario } from '@ai-council/contracts';
import type { ScenarioKind } from '@ai-council/rules';
import type { Collection } from '@ai-council/service-kit';
import { insertOnce, type ScenarioDoc } from './documents';

export function scenarioRepository(scenarios: Collection<ScenarioDoc>) {
  return {
    insertOnce: (doc: ScenarioDoc) => insertOnce(scenarios, doc),

    async list(userId: string, gameId: string): Promise<ScenarioDoc[]> {
      return scenarios.find({ userId, gameId }, { sort: { createdAt: -1, _id: 1 } });
    },

    /** The latest scenario of a kind in a game, but `exceptId` (the one being raised). */
    async lastOfKind(
      userId: string,
      gameId: string,
      kind: ScenarioKind,
      exceptId: string,
    ): Promise<ScenarioDoc | null> {
      const earlier = (await scenarios.find({ userId, gameId, kind })).filter((s) => s._id !== exceptId);
      // Quarter first: scenarios raised in one moment share a creation time.
      earlier.sort((a, b) => b.quarter - a.quarter || b.createdAt.localeCompare(a.createdAt));
      return earlier[0] ?? null;
    },

    async active(userId: string, gameId: string): Promise<ScenarioDoc[]> {
      return scenarios.find({ userId, gameId, status: 'active' }, { sort: { createdAt: 1 } });
    },

    async get(userId: string, id: string): Promise<ScenarioDoc | null> {
      return scenarios.findOne({ _id: id, userId });
    },

    /** Resolves an active scenario and queues its event in one update; false when it was not active. */
    async resolve(
      userId: string,
      id: string,
      change: { playerDecision: string; grade: NonNullable<Scenario['grade']>; resolvedAt: string },
      event: DomainEvent,
    ): Promise<boolean> {
      const matched = await scenarios.update(
        { _id: id, userId, status: 'active' },
        { $set: { status: 'resolved', ...change }, $push: { outbox: event } },
      );
      return matched > 0;
    },

    async setSeverity(userId: string, id: string, severity: Scenario['severity']): Promise<void> {
      await scenarios.update({ _id: id, userId, status: 'active' }, { $set: { severity } });
    },

    /** Moves what was created before svc-game's first event into the real game. */
    async adopt(userId: string, fromGameId: string, toGameId: string): Promise<void> {
      await scenarios.update({ userId, gameId: fromGameId }, { $set: { gameId: toGameId } }, { multi: true });
    },
  };
}

export type ScenarioRepository = ReturnType<typeof scenarioRepository>;
