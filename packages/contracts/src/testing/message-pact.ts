// A message pact of a service that consumes events: each interaction states an
// event type and the payload it relies on (type matchers over a valid sample),
// and hands the message, parsed as the bus parses it, to the consumer's real
// handler. The provider's suite answers each type with an event its real flows
// published (verifyPacts + messagesFrom).
import { MatchersV3 } from '@pact-foundation/pact';
import { parseDomainEvent, type DomainEvent, type EventType } from '../events/index';
import { consumerPact } from './pact';
import { sampleEvent } from './samples';

const at = new Date('2030-01-06T09:00:00.000Z');

/**
 * The example of an event type: a valid sample with fixed ids, without the
 * optional payload fields the consumer does not read (`drop`); a free-form
 * object (driver effects) is empty, so any keys match.
 */
export function messageExample(type: EventType, drop: readonly string[] = []) {
  const event = sampleEvent(type, {
    id: `pact-${type.replace(/\./g, '-')}`,
    userId: 'pact-player',
    gameId: 'pact-game',
    at,
  });
  const payload: Record<string, unknown> = { ...(event.payload as Record<string, unknown>) };
  for (const key of drop) delete payload[key];
  if ('driverEffects' in payload) payload.driverEffects = {};
  return MatchersV3.like({ ...event, payload });
}

/** A message as the consumer's bus hands it over: checked against its contract, or refused. */
export function receivedEvent<T extends EventType>(type: T, content: unknown): DomainEvent<T> {
  const raw: unknown = Buffer.isBuffer(content) ? JSON.parse(content.toString()) : content;
  const parsed = parseDomainEvent(raw);
  if (!parsed.ok) throw new Error(`the bus would dead-letter this ${type}: ${parsed.error}`);
  if (parsed.event.type !== type) throw new Error(`expected ${type}, got ${parsed.event.type}`);
  return parsed.event as DomainEvent<T>;
}

export interface MessageInteraction<T extends EventType> {
  /** What the provider's flows did to publish it. */
  state: string;
  type: T;
  /** Optional payload fields the consumer does not read. */
  drop?: readonly string[];
  /** Hands the event to the consumer's real handler and checks what it did. */
  receive: (event: DomainEvent<T>) => Promise<void>;
}

/** A consumer's message pact with one provider; `settle()` after the last interaction. */
export function messagePact(consumer: string, provider: string) {
  const { pact, settle } = consumerPact(consumer, provider);
  return {
    settle,
    expect: <T extends EventType>(interaction: MessageInteraction<T>) =>
      pact
        .addAsynchronousInteraction()
        .given(interaction.state)
        .expectsToReceive(interaction.type, (message) =>
          message.withJSONContent(messageExample(interaction.type, interaction.drop)),
        )
        .executeTest(async (message) =>
          interaction.receive(receivedEvent(interaction.type, message.contents.content)),
        ),
  };
}
