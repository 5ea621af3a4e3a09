// svc-game listens to the council: scenarios it opens (they escalate each
// quarter while open), graded resolutions (applied to the company) and
// proposed decisions (stored as pending). A message is validated like an HTTP
// body; a poisoned one throws and ends in the dead-letter queue.
import {
  decisionProposedPayloadSchema,
  scenarioGeneratedPayloadSchema,
  scenarioResolvedPayloadSchema,
} from '@ai-council/contracts';
import type { EventBus } from '@ai-council/service-kit';
import type { GameFlows } from '../../domain/use-cases/game-flows';

export async function subscribeToCouncil(bus: EventBus, flows: GameFlows): Promise<void> {
  await bus.subscribe('scenario.generated', async (event) => {
    const payload = scenarioGeneratedPayloadSchema.parse(event.payload);
    await flows.applyOnce(event, (doc) =>
      flows.scenarioGenerated(doc, {
        id: payload.scenarioId,
        department: payload.department,
        severity: payload.severity,
      }),
    );
  });

  await bus.subscribe('scenario.resolved', async (event) => {
    const payload = scenarioResolvedPayloadSchema.parse(event.payload);
    await flows.applyOnce(event, (doc) =>
      flows.scenarioResolved(doc, {
        scenarioId: payload.scenarioId,
        department: payload.department,
        grade: payload.grade,
        cashEffect: payload.cashEffect,
        driverEffects: payload.driverEffects,
        durationQuarters: payload.durationQuarters,
        title: payload.title,
      }),
    );
  });

  await bus.subscribe('decision.proposed', async (event) => {
    const payload = decisionProposedPayloadSchema.parse(event.payload);
    await flows.applyOnce(event, (doc) =>
      flows.decisionProposed(doc, {
        id: payload.decisionId,
        title: payload.title,
        description: payload.description,
        category: payload.category,
        financialImpact: payload.financialImpact,
        timeImpact: payload.timeImpact,
        driverEffects: payload.driverEffects,
        status: 'pending',
        proposedBy: payload.proposedBy,
        createdAt: event.occurredAt,
        implementedAt: null,
      }),
    );
  });
}
