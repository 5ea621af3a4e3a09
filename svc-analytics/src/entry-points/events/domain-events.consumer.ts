// The consumer of every domain event (game and council). The bus hands over
// events already checked against their contract; a malformed one was
// dead-lettered before it got here. A failure while recording is retried a
// bounded number of times, then dead-lettered.
import { eventTypes } from '@ai-council/contracts';
import type { EventBus } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { handleDomainEvent } from '../../domain/handle-domain-event';

export async function consumeDomainEvents(bus: EventBus, ctx: AnalyticsContext): Promise<void> {
  await bus.subscribe(eventTypes, (event) => handleDomainEvent(event, ctx));
}
