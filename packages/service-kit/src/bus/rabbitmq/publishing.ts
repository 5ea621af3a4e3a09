// Publishing: every message is persistent and waits for the broker's confirm;
// a publish that loses its channel is sent again on the next connection.
import type { ConfirmChannel, ConsumeMessage, Options } from 'amqplib';
import type { DomainEvent } from '@ai-council/contracts';
import { checkedForPublish } from '../envelope';
import { inSpan, SpanKind, traceHeaders } from '../../telemetry/tracing';
import { PUBLISHED_AT_HEADER, type BusContext } from './context';
import type { HealingConnection } from './connection';

export async function publishEvent(
  context: BusContext,
  connection: HealingConnection,
  event: DomainEvent,
): Promise<void> {
  const { settings } = context;
  // A malformed event is the publisher's bug: fail at its source.
  const valid = checkedForPublish(event);
  const content = Buffer.from(JSON.stringify(valid));
  await inSpan(
    settings.service,
    `publish ${valid.type}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'rabbitmq',
        'messaging.destination.name': settings.exchange,
        'messaging.message.id': valid.id,
      },
    },
    () =>
      publishConfirmed(context, connection, valid, content).catch((error: unknown) => {
        settings.counters.publishFailed(valid.type);
        throw error;
      }),
  );
}

async function publishConfirmed(
  { settings, state }: BusContext,
  connection: HealingConnection,
  valid: DomainEvent,
  content: Buffer,
): Promise<void> {
  const { counters } = settings;
  const properties = publishProperties(valid, settings.user);
  counters.published(valid.type);
  const deadline = Date.now() + settings.waitMs;
  for (let attempt = 1; ; attempt += 1) {
    const target = await connection.waitForLive(deadline);
    try {
      await confirmPublish(target.publisher, settings.exchange, valid.type, content, properties);
      counters.confirmed(valid.type);
      return;
    } catch (error) {
      // The broker's reason comes as the channel's error, around the failed confirm.
      await new Promise((resolve) => setImmediate(resolve));
      const refused = refusalIn(state.lastError);
      if (refused) {
        // Not this service's to send (its user's permissions): sending again cannot help.
        throw new Error(`the broker refused ${valid.type} from ${settings.service}: ${refused}`);
      }
      // The channel died under the publish: send it again on the next
      // connection (a duplicate is fine, consumers dedupe by event id).
      state.lastError = error;
      if (state.closing || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(50 * attempt, 500)));
    }
  }
}

/** The broker's message when it refused access (403), as amqplib reports a channel closed for it. */
function refusalIn(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 403 && error instanceof Error ? error.message : null;
}

function publishProperties(valid: DomainEvent, user: string): Options.Publish {
  return {
    persistent: true,
    contentType: 'application/json',
    messageId: valid.id,
    type: valid.type,
    timestamp: Math.floor(Date.now() / 1000),
    // The broker refuses a user id other than the connection's ("validated
    // user-id"), so consumers can trust it to name the publishing service.
    userId: user,
    // The trace context travels in the headers (W3C traceparent), so the consumers continue it.
    headers: { [PUBLISHED_AT_HEADER]: Date.now(), ...traceHeaders() },
  };
}

export function confirmPublish(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  properties: Options.Publish,
): Promise<void> {
  // amqplib throws synchronously on a channel that is already closed: the promise rejects with it.
  return new Promise((resolve, reject) => {
    channel.publish(exchange, routingKey, content, properties, (error: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    });
  });
}

/** The properties a republished or dead-lettered message keeps from the original. */
export function carriedProperties(message: ConsumeMessage): Options.Publish {
  const { contentType, messageId, type, timestamp } = message.properties as {
    contentType?: string;
    messageId?: string;
    type?: string;
    timestamp?: number;
  };
  return { persistent: true, contentType, messageId, type, timestamp };
}
