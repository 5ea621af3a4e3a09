// Consuming: one consumer per queue (manual acks, bounded prefetch) hands each
// message to the handlers subscribed to its routing key (its type). A failed
// message is republished to the tail of the queue with `x-attempt` + 1 and the
// original acked; after maxAttempts, or when the body is not a valid event, it
// goes to the dead-letter queue. Republish and dead-letter are confirmed
// before the ack, so a crash in between redelivers rather than loses.
import type { ConsumeMessage } from 'amqplib';
import { eventOwners, type DomainEvent } from '@ai-council/contracts';
import { errorMessage, parseEvent } from '../envelope';
import type { Subscription } from '../port';
import { extractContext, inSpan, SpanKind } from '../../telemetry/tracing';
import {
  ATTEMPT_HEADER,
  PUBLISHED_AT_HEADER,
  PUBLISHER_HEADER,
  ROUTING_KEY_HEADER,
  type BusContext,
  type Live,
} from './context';
import { carriedProperties, confirmPublish } from './publishing';

type DeadLetterReason = 'invalid-event' | 'handler-failed' | 'no-handler' | 'wrong-publisher';

/** One message being handled: where it came from and which attempt this is. */
interface Delivery {
  target: Live;
  message: ConsumeMessage;
  headers: Record<string, unknown>;
  routingKey: string;
  attempt: number;
  /** The broker user that published the event (carried across retries). */
  publisher: string | undefined;
}

/** Handles a delivery in the background; closing waits for it through `inFlight`. */
export function onMessage(context: BusContext, target: Live, message: ConsumeMessage | null): void {
  if (message === null) {
    // The broker cancelled our consumer (queue deleted): rebuild from scratch.
    target.model.close().catch(() => undefined);
    return;
  }
  const { settings, state } = context;
  const delivery = handle(context, target, message)
    .catch((error: unknown) => {
      // Not acked: the broker redelivers it once the channel is gone.
      settings.logger.warn(
        { err: errorMessage(error), service: settings.service },
        'could not settle a message; it will be redelivered',
      );
    })
    .finally(() => state.inFlight.delete(delivery));
  state.inFlight.add(delivery);
}

async function handle(context: BusContext, target: Live, message: ConsumeMessage): Promise<void> {
  const { settings, state } = context;
  const headers = message.properties.headers ?? {};
  const routingKey =
    typeof headers[ROUTING_KEY_HEADER] === 'string' ? headers[ROUTING_KEY_HEADER] : message.fields.routingKey;
  const attempt = Number(headers[ATTEMPT_HEADER] ?? 1) || 1;
  const publisher = publisherOf(context, message);
  const delivery: Delivery = { target, message, headers, routingKey, attempt, publisher };
  settings.counters.delivered(routingKey, Number(headers[PUBLISHED_AT_HEADER]));
  const event = parseEvent(message.content.toString('utf8'));
  if (!event.ok) {
    await deadLetter(context, delivery, 'invalid-event', event.error);
    return;
  }
  // With a broker user per service, only the user of the type's owner (contracts' eventOwners) may send it.
  const owner = eventOwners[event.value.type];
  if (settings.brokerUserOf && publisher !== settings.brokerUserOf(owner)) {
    // Never applied, never retried: another service's user cannot speak for the owner.
    const from = publisher === undefined ? 'an unnamed publisher' : JSON.stringify(publisher);
    const impostor = `${event.value.type} ${event.value.id} published by ${from}, not by its owner ${owner}`;
    settings.logger.warn(
      { service: settings.service, routingKey, err: impostor },
      'event from the wrong publisher dropped',
    );
    await deadLetter(context, delivery, 'wrong-publisher', impostor);
    return;
  }
  const matching = state.subscriptions.filter((s) => s.type === routingKey);
  if (matching.length === 0) {
    // A binding left by an older version, or a replica subscribed to other
    // types: park it rather than requeue it in a hot loop.
    await deadLetter(context, delivery, 'no-handler', `no handler for ${routingKey} in ${settings.service}`);
    return;
  }
  await inSpan(
    settings.service,
    `process ${routingKey}`,
    {
      kind: SpanKind.CONSUMER,
      // The publisher's trace, from the message headers: the consumer continues it.
      parent: extractContext(headers),
      attributes: {
        'messaging.system': 'rabbitmq',
        'messaging.destination.name': settings.queue,
        'messaging.message.id': event.value.id,
        'ai_council.attempt': attempt,
      },
    },
    () => dispatch(context, delivery, event.value, matching),
  );
}

/** Runs the matching handlers in turn; the first that fails retries or dead-letters the message. */
async function dispatch(
  context: BusContext,
  delivery: Delivery,
  event: DomainEvent,
  matching: Subscription[],
): Promise<void> {
  const { settings } = context;
  const { target, message, routingKey, attempt } = delivery;
  for (const subscription of matching) {
    try {
      await subscription.handler(event);
    } catch (error) {
      if (attempt >= subscription.maxAttempts) {
        settings.logger.error(
          { err: errorMessage(error), service: settings.service, routingKey, attempt },
          'event dead-lettered after its last attempt',
        );
        await deadLetter(context, delivery, 'handler-failed', errorMessage(error));
      } else {
        await retryLater(context, delivery);
      }
      return;
    }
  }
  target.consumer.ack(message);
  settings.counters.consumed(routingKey);
}

/**
 * Who published the message: the user id the broker validated, or on a retry
 * (which this service's own user sent through its own retry exchange) the
 * user the retry carried over from the first delivery.
 */
function publisherOf({ settings }: BusContext, message: ConsumeMessage): string | undefined {
  const userId = (message.properties as { userId?: string }).userId;
  if (message.fields.exchange === settings.retryExchange && userId === settings.user) {
    const first = message.properties.headers?.[PUBLISHER_HEADER];
    return typeof first === 'string' ? first : undefined;
  }
  return userId;
}

/** Republishes the message to the tail of the queue with the next attempt, then acks the original. */
async function retryLater({ settings }: BusContext, delivery: Delivery): Promise<void> {
  const { target, message, headers, routingKey, attempt, publisher } = delivery;
  await confirmPublish(target.publisher, settings.retryExchange, '', message.content, {
    ...carriedProperties(message),
    userId: settings.user,
    headers: {
      ...headers,
      [ATTEMPT_HEADER]: attempt + 1,
      [ROUTING_KEY_HEADER]: routingKey,
      ...(publisher === undefined ? {} : { [PUBLISHER_HEADER]: publisher }),
    },
  });
  target.consumer.ack(message);
  settings.counters.redelivered(routingKey);
}

async function deadLetter(
  { settings }: BusContext,
  delivery: Delivery,
  reason: DeadLetterReason,
  error: string,
): Promise<void> {
  const { target, message, routingKey, attempt } = delivery;
  await confirmPublish(target.publisher, settings.deadLetterExchange, settings.queue, message.content, {
    ...carriedProperties(message),
    headers: {
      ...(message.properties.headers ?? {}),
      [ATTEMPT_HEADER]: attempt,
      [ROUTING_KEY_HEADER]: routingKey,
      'x-dead-letter-reason': reason,
      'x-error': error.slice(0, 1_000),
    },
  });
  target.consumer.ack(message);
  settings.counters.deadLettered(routingKey, reason);
}
