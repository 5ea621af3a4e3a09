// What the council's events do to a game: each is applied once (its id is
// kept in the same update). A scenario it opens escalates each quarter until
// resolved; a graded resolution lands on the company when it arrives, opened
// here or not (the event carries all it needs, the bus checks its contract),
// and never twice (the company's resolvedScenarioIds).
import type { DomainEvent } from '@ai-council/contracts';
import { resolutionCashEffect } from '@ai-council/rules';
import { applyScenarioResolution, type ScenarioResolutionInput } from '../engine/effects';
import { StaleGameError, type GameDoc, type OpenScenario } from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';
import { ledgerEntries, logged, MAX_RETRIES, save, type GameContext } from './game-record';

/** What an event changes in the game, and the events that change publishes. */
export interface EventOutcome {
  changes: Partial<GameDoc>;
  events?: DomainEvent[];
}

/** Applies a change that came over the bus once, to the game it names. */
export async function applyOnce(
  ctx: GameContext,
  event: DomainEvent,
  change: (doc: GameDoc) => EventOutcome | null,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const doc = await ctx.games.byId(event.gameId);
    // Events for a game that no longer exists or is not this user's are dropped, not retried.
    if (!doc || doc.userId !== event.userId || doc.appliedEvents[event.id]) return;
    const outcome = change(doc);
    const appliedEvents = { ...doc.appliedEvents, [event.id]: true as const };
    try {
      await save(ctx, doc, { ...(outcome?.changes ?? {}), appliedEvents }, outcome?.events ?? []);
      return;
    } catch (error) {
      if (!(error instanceof StaleGameError) || attempt >= MAX_RETRIES) throw error;
    }
  }
}

/** An opening for a scenario already resolved (it came late) is ignored: a resolution is final. */
export function scenarioGenerated(doc: GameDoc, scenario: OpenScenario): EventOutcome | null {
  if (doc.openScenarios.some((s) => s.id === scenario.id)) return null;
  if (doc.company.resolvedScenarioIds.includes(scenario.id)) return null;
  // After the end nothing escalates any more: the log stops where the game did.
  const log = doc.company.status === 'active' ? logged(doc, { kind: 'scenario-opened', scenario }) : {};
  return { changes: { openScenarios: [...doc.openScenarios, scenario], ...log } };
}

/** A resolution lands at once, whether or not this game saw its scenario opened, and stops its escalation. */
export function scenarioResolved(
  ctx: GameContext,
  doc: GameDoc,
  resolution: ScenarioResolutionInput,
): EventOutcome {
  const openScenarios = doc.openScenarios.filter((s) => s.id !== resolution.scenarioId);
  if (doc.company.status !== 'active') return { changes: { openScenarios } };
  const result = applyScenarioResolution(doc.company, resolution);
  if (!result.applied) return { changes: { openScenarios } };
  const at = ctx.now();
  return {
    changes: {
      company: result.state,
      ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
      openScenarios,
      ...logged(doc, { kind: 'scenario-resolved', resolution }),
    },
    // svc-council moved its read by the cash when it graded; this confirms it with the books as they
    // stand (the drivers the response moved, and a quarter played before the resolution arrived).
    events: [
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
    ],
  };
}
