// svc-game's events, consumed like HTTP requests: each message is validated
// with its schema; a poisoned one is rejected (the bus retries, then
// dead-letters it) and never half-applied.
import { companySnapshotSchema, domainEventSchema, type DomainEvent } from '@ai-council/contracts';
import type { EventBus, Logger } from '@ai-council/service-kit';
import { z } from 'zod';
import type { CouncilContext } from '../../domain/use-cases/context';
import { applyCompanyState, applyGameEnded } from '../../domain/use-cases/game-events';

export class PoisonedMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoisonedMessageError';
  }
}

const companyPayloadSchema = z.object({ company: companySnapshotSchema }).loose();
const endedPayloadSchema = z.object({ company: companySnapshotSchema.optional() }).loose();

export function gameEventHandler(ctx: CouncilContext, logger: Logger) {
  return async (raw: DomainEvent): Promise<void> => {
    const envelope = domainEventSchema.safeParse(raw);
    if (!envelope.success)
      throw new PoisonedMessageError(`invalid event envelope: ${envelope.error.message}`);
    const event = envelope.data;
    let outcome: string;
    switch (event.type) {
      case 'game.started':
      case 'game.quarter.advanced': {
        const payload = companyPayloadSchema.safeParse(event.payload);
        if (!payload.success)
          throw new PoisonedMessageError(`${event.type} ${event.id}: payload without a valid company`);
        outcome = await applyCompanyState(ctx, event, payload.data.company);
        break;
      }
      case 'game.ended': {
        const payload = endedPayloadSchema.safeParse(event.payload);
        if (!payload.success) throw new PoisonedMessageError(`game.ended ${event.id}: invalid company`);
        outcome = await applyGameEnded(ctx, event, payload.data.company ?? null);
        break;
      }
      default:
        return;
    }
    logger.debug(
      { eventId: event.id, type: event.type, userId: event.userId, outcome },
      'game event handled',
    );
  };
}

export async function subscribeToGameEvents(
  bus: EventBus,
  ctx: CouncilContext,
  logger: Logger,
): Promise<void> {
  // One binding for the whole game topic; the handler ignores the types the council does not read.
  await bus.subscribe('game.#', gameEventHandler(ctx, logger), { maxAttempts: 5 });
}
