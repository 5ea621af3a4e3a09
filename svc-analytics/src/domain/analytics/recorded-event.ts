import { CLIENT_EVENT_TYPES, type ClientEventType, type DomainEvent } from '@ai-council/contracts';
import { quarterLabel } from '@ai-council/rules';
import { dayOf } from '../days';

/** One analytics event as stored: what the browser sent, or a domain event seen on the bus. */
export interface RecordedEvent {
  id: string;
  userId: string;
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  userAgent: string | null;
  referrer: string | null;
  sessionId: string | null;
  createdAt: string;
  /** The UTC day of createdAt: the bucket of every summary it adds to. */
  day: string;
}

export interface ClientEvent {
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  userAgent?: string | undefined;
  referrer?: string | undefined;
  sessionId?: string | null | undefined;
}

/** The client's event type for a use of a named feature (FEATURE_NAMES). */
export const FEATURE_USAGE = 'feature_usage' satisfies ClientEventType;

/**
 * The event types a browser may report (SPEC §2 analytics); anything else is
 * counted as 'other', so no player's free text reaches the types every player sees.
 */
const clientEventType = (type: string) =>
  (CLIENT_EVENT_TYPES as readonly string[]).includes(type) ? type : 'other';

/** The server's clock dates an event; a browser's timestamp property is kept but never trusted for bucketing. */
export function recordedFromClient(id: string, userId: string, input: ClientEvent, now: Date): RecordedEvent {
  return {
    id,
    userId,
    eventType: clientEventType(input.eventType),
    eventName: input.eventName,
    properties: input.properties,
    userAgent: input.userAgent ?? null,
    referrer: input.referrer ?? null,
    sessionId: input.sessionId ?? null,
    createdAt: now.toISOString(),
    day: dayOf(now),
  };
}

export function recordedFeatureUsage(
  id: string,
  userId: string,
  featureName: string,
  now: Date,
): RecordedEvent {
  return recordedFromClient(
    id,
    userId,
    { eventType: FEATURE_USAGE, eventName: featureName, properties: {} },
    now,
  );
}

const EVENT_NAME_LIMIT = 120;

/** Readable names for the recent-events list; the type itself stays the domain event's type. */
function nameOf(event: DomainEvent): string {
  switch (event.type) {
    case 'game.quarter.advanced':
      return `Advanced to ${quarterLabel(event.payload.company.currentQuarter)}`;
    case 'game.ended':
      return `Game ended: ${event.payload.endReason}`;
    case 'scenario.generated':
      return `Scenario: ${event.payload.title}`;
    case 'scenario.resolved':
      if (event.payload.title) return `Resolved: ${event.payload.title}`;
      break;
  }
  const words = event.type.replace(/\./g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A domain event as an analytics event, keeping its id so a redelivery is recognised. */
export function recordedFromDomain(event: DomainEvent): RecordedEvent {
  return {
    id: event.id,
    userId: event.userId,
    eventType: event.type,
    eventName: nameOf(event).slice(0, EVENT_NAME_LIMIT),
    properties: { gameId: event.gameId },
    userAgent: null,
    referrer: null,
    sessionId: null,
    createdAt: new Date(event.occurredAt).toISOString(),
    day: dayOf(event.occurredAt),
  };
}
