// The consumer of every domain event (game, council, gateway). Like an HTTP
// route it validates what it is given: a malformed envelope or a payload
// without the fields a fact needs is thrown, so the bus retries it a bounded
// number of times and then dead-letters it.
import { domainEventSchema } from '@ai-council/contracts';
import type { EventBus, Logger } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { PoisonedEventError } from '../../domain/achievements/facts';
import { handleDomainEvent } from '../../domain/handle-domain-event';

export const ALL_EVENTS = '#';

export async function consumeDomainEvents(
  bus: EventBus,
  ctx: AnalyticsContext,
  logger: Logger,
): Promise<void> {
  await bus.subscribe(ALL_EVENTS, async (message) => {
    const event = domainEventSchema.parse(message);
    try {
      await handleDomainEvent(event, ctx);
    } catch (error) {
      if (error instanceof PoisonedEventError)
        logger.warn({ err: error, eventId: event.id }, 'rejected a poisoned event');
      throw error;
    }
  });
}
