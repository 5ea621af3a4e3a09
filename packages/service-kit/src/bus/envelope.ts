// How a message body becomes a typed event on the consuming side, shared by
// both bus adapters: the envelope, the type and the payload are checked at
// once, and a message that fails is never handed to domain code.
import { parseDomainEvent, type DomainEvent } from '@ai-council/contracts';

export type ParsedMessage = { ok: true; value: DomainEvent } | { ok: false; error: string };

export function parseEvent(body: string): ParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return { ok: false, error: `not JSON: ${errorMessage(error)}` };
  }
  const parsed = parseDomainEvent(json);
  return parsed.ok ? { ok: true, value: parsed.event } : parsed;
}

/** The event as the producer must send it: throws when its payload does not fit its type. */
export function checkedForPublish(event: DomainEvent): DomainEvent {
  const parsed = parseDomainEvent(event);
  if (!parsed.ok) throw new Error(`refusing to publish a malformed event: ${parsed.error}`);
  return parsed.event;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
