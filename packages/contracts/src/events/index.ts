// Every event that crosses the bus, typed by its type: one map from type to
// payload schema, so producers and consumers compile against the same shape
// and the bus parses each message once (packages/service-kit).
import { z } from 'zod';
import { councilEventPayloadSchemas } from './council-events';
import { eventEnvelopeSchema } from './envelope';
import { gameEventPayloadSchemas } from './game-events';

export * from './envelope';
export * from './game-events';
export * from './council-events';

/** Grouped by producer: svc-game, then svc-council. */
export const eventPayloadSchemas = {
  ...gameEventPayloadSchemas,
  ...councilEventPayloadSchemas,
} as const;

export type EventType = keyof typeof eventPayloadSchemas;
export const eventTypes = Object.keys(eventPayloadSchemas) as EventType[];
export const eventTypeSchema = z.enum(eventTypes as [EventType, ...EventType[]]);

/** The services that publish events; svc-analytics only listens. */
export type EventPublisher = 'svc-game' | 'svc-council';

/**
 * The one service that may publish each event type: consumers drop an event
 * from anyone else (issue 43), and each service's broker user may send only
 * its own types (topic permissions).
 */
export const eventOwners: Record<EventType, EventPublisher> = {
  ...(Object.fromEntries(Object.keys(gameEventPayloadSchemas).map((type) => [type, 'svc-game'])) as Record<
    keyof typeof gameEventPayloadSchemas,
    'svc-game'
  >),
  ...(Object.fromEntries(
    Object.keys(councilEventPayloadSchemas).map((type) => [type, 'svc-council']),
  ) as Record<keyof typeof councilEventPayloadSchemas, 'svc-council'>),
};

/** The event types a service may publish, in the catalogue's order. */
export const eventTypesOwnedBy = (service: string): EventType[] =>
  eventTypes.filter((type) => eventOwners[type] === service);

export type EventPayload<T extends EventType> = z.output<(typeof eventPayloadSchemas)[T]>;
/** What a producer passes in (defaults not yet applied). */
export type EventPayloadInput<T extends EventType> = z.input<(typeof eventPayloadSchemas)[T]>;

interface Envelope {
  id: string;
  occurredAt: string;
  userId: string;
  gameId: string;
}

/** An event of one type (or, unparameterised, any event), its payload typed by its type. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: Envelope & { type: K; payload: EventPayload<K> };
}[T];

/** Narrows an event to one type: `events.filter(isEventOf('game.ended'))`. */
export const isEventOf =
  <T extends EventType>(type: T) =>
  (event: DomainEvent): event is Extract<DomainEvent, { type: T }> =>
    event.type === type;

export type ParsedEvent = { ok: true; event: DomainEvent } | { ok: false; error: string };

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** Checks an event as it arrives: its envelope, its type, and its payload against that type's schema. */
export function parseDomainEvent(input: unknown): ParsedEvent {
  const envelope = eventEnvelopeSchema.safeParse(input);
  if (!envelope.success) return { ok: false, error: `not a domain event: ${issuesOf(envelope.error)}` };
  const type = eventTypeSchema.safeParse(envelope.data.type);
  if (!type.success) return { ok: false, error: `unknown event type ${JSON.stringify(envelope.data.type)}` };
  const payload = eventPayloadSchemas[type.data].safeParse(envelope.data.payload);
  if (!payload.success) {
    return { ok: false, error: `${type.data} ${envelope.data.id}: payload ${issuesOf(payload.error)}` };
  }
  return { ok: true, event: { ...envelope.data, type: type.data, payload: payload.data } as DomainEvent };
}

/** Builds an event, its payload checked against its type's schema: a producer fails at the source. */
export function createEvent<T extends EventType>(
  type: T,
  payload: EventPayloadInput<T>,
  meta: { userId: string; gameId: string; at: Date; id?: string },
): DomainEvent<T> {
  return {
    // Web Crypto: the same in Node 20 and the browser, so contracts stays free of Node built-ins.
    id: meta.id ?? globalThis.crypto.randomUUID(),
    type,
    occurredAt: meta.at.toISOString(),
    userId: meta.userId,
    gameId: meta.gameId,
    payload: eventPayloadSchemas[type].parse(payload),
  } as DomainEvent<T>;
}
