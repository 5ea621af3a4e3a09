// svc-game listens to the council: scenarios it opens (they escalate each
// quarter while open), graded resolutions (applied to the company) and
// proposed decisions (stored as pending). The bus hands over events already
// checked against their contract; a poisoned one never reaches this file.
import type { EventBus } from '@ai-council/service-kit';
import type { GameFlows } from '../../domain/use-cases/game-flows';

export async function subscribeToCouncil(bus: EventBus, flows: GameFlows): Promise<void> {
  await bus.subscribe('scenario.generated', async (event) => {
    const { scenarioId, department, severity } = event.payload;
    await flows.applyOnce(event, (doc) =>
      flows.scenarioGenerated(doc, { id: scenarioId, department, severity }),
    );
  });

  await bus.subscribe('scenario.resolved', async (event) => {
    const { scenarioId, department, grade, cashEffect, driverEffects, durationQuarters, title } =
      event.payload;
    await flows.applyOnce(event, (doc) =>
      flows.scenarioResolved(doc, {
        scenarioId,
        department,
        grade,
        cashEffect,
        driverEffects,
        durationQuarters,
        title,
      }),
    );
  });

  await bus.subscribe('decision.proposed', async (event) => {
    const {
      decisionId,
      title,
      description,
      category,
      financialImpact,
      timeImpact,
      driverEffects,
      proposedBy,
    } = event.payload;
    await flows.applyOnce(event, (doc) =>
      flows.decisionProposed(doc, {
        id: decisionId,
        title,
        description,
        category,
        financialImpact,
        timeImpact,
        driverEffects,
        status: 'pending',
        proposedBy,
        createdAt: event.occurredAt,
        implementedAt: null,
      }),
    );
  });
}
