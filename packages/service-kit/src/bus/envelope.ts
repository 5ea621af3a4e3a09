// How a message body becomes a DomainEvent on the consuming side, shared by
// both bus adapters: a consumer validates each message like an HTTP body and
// rejects a poisoned one instead of handing it to domain code.
import { domainEventSchema, type DomainEvent } from '@ai-council/contracts';

export const DEFAULT_MAX_ATTEMPTS = 5;

export type ParsedEvent = { ok: true; value: DomainEvent } | { ok: false; error: string };

export function parseEvent(body: string): ParsedEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return { ok: false, error: `not JSON: ${errorMessage(error)}` };
  }
  const result = domainEventSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    return { ok: false, error: `not a domain event: ${issues.join('; ')}` };
  }
  return { ok: true, value: result.data };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
