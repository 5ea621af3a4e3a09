// What the council's events do to a game: each is applied once (its id is
// kept in the same update), a scenario it opens escalates until resolved, and
// a graded resolution lands on the company only for a scenario this game saw
// opened (one that arrives first waits, bounded, for its late opening).
import type { DomainEvent } from '@ai-council/contracts';
import {
  applyScenarioResolution,
  resolutionCashEffect,
  type ScenarioResolutionInput,
} from '../engine/effects';
import { StaleGameError, type GameDoc, type OpenScenario } from '../../data-access/games.repository';
import { companySnapshot, gameEvent } from './game-events';
import { ledgerEntries, logged, MAX_RETRIES, save, type GameContext } from './game-record';

/**
 * Resolutions kept waiting for their scenario's late opening: a few at most, so a stream of
 * resolutions for scenarios never opened costs nothing but a short, bounded list.
 */
const MAX_EARLY_RESOLUTIONS = 8;

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

export function scenarioGenerated(
  ctx: GameContext,
  doc: GameDoc,
  scenario: OpenScenario,
): EventOutcome | null {
  if (doc.openScenarios.some((s) => s.id === scenario.id)) return null;
  if (doc.company.resolvedScenarioIds.includes(scenario.id)) return null;
  // After the end nothing escalates any more: the log stops where the game did.
  const log = doc.company.status === 'active' ? logged(doc, { kind: 'scenario-opened', scenario }) : {};
  const opened: Partial<GameDoc> = { openScenarios: [...doc.openScenarios, scenario], ...log };
  // Its resolution came first (a relay that crashed sends the opening late): opened, then resolved at once.
  const early = doc.earlyResolutions?.find((r) => r.scenarioId === scenario.id);
  if (!early) return { changes: opened };
  const earlyResolutions = doc.earlyResolutions!.filter((r) => r !== early);
  const resolved = scenarioResolved(ctx, { ...doc, ...opened }, early);
  return {
    changes: { ...opened, ...resolved.changes, earlyResolutions },
    ...(resolved.events ? { events: resolved.events } : {}),
  };
}

/** A resolution applies only to a scenario this game opened: svc-game never takes one it did not see raised. */
export function scenarioResolved(
  ctx: GameContext,
  doc: GameDoc,
  resolution: ScenarioResolutionInput,
): EventOutcome {
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
  const at = ctx.now();
  return {
    changes: {
      company: result.state,
      ledger: [...doc.ledger, ...ledgerEntries(result.events, at)],
      openScenarios,
      ...logged(doc, { kind: 'scenario-resolved', resolution }),
    },
    // The council follows the money: its advisors quote the books as they now stand.
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
