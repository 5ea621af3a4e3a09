// svc-game listens to the council: scenarios it opens (they escalate each
// quarter while open), graded resolutions (applied to the company) and
// proposed decisions (stored as pending). The bus hands over events already
// checked against their contract; a poisoned one never reaches this file.
import type { EventBus } from '@ai-council/service-kit';
import type { GameFlows } from '../../domain/use-cases/game-flows';

export async function subscribeToCouncil(bus: EventBus, flows: GameFlows): Promise<void> {
  // Every handler is registered in the same turn (Promise.all), before the first
  // delivery: a backlog waiting in the queue after a restart must not reach a
  // bus that knows only some of its types (it would dead-letter the others).
  await Promise.all([
    bus.subscribe('scenario.generated', async (event) => {
      const { scenarioId, department, severity, opportunity } = event.payload;
      await flows.applyOnce(event, (doc) =>
        flows.scenarioGenerated(doc, {
          id: scenarioId,
          department,
          severity,
          ...(opportunity ? { opportunity } : {}),
        }),
      );
    }),

    bus.subscribe('scenario.resolved', async (event) => {
      const { scenarioId, department, grade, cashEffect, driverEffects, durationQuarters, title, plan } =
        event.payload;
      // The plan goes into the decision log with the rest, so a replay books and runs it the same way.
      await flows.applyOnce(event, (doc) =>
        flows.scenarioResolved(doc, {
          scenarioId,
          department,
          grade,
          cashEffect,
          driverEffects,
          durationQuarters,
          title,
          ...(plan ? { plan } : {}),
        }),
      );
    }),

    bus.subscribe('decision.proposed', async (event) => {
      // The vote's consensus stays with the council; the proposal is stored as it came, pending.
      const { decisionId, consensusLevel: _consensus, levers, ...proposal } = event.payload;
      await flows.applyOnce(event, (doc) =>
        flows.decisionProposed(doc, {
          id: decisionId,
          ...proposal,
          status: 'pending',
          createdAt: event.occurredAt,
          implementedAt: null,
          // The levers implementing it pulls (a lever the player asked the council about).
          ...(levers?.length ? { levers } : {}),
        }),
      );
    }),
  ]);
}
