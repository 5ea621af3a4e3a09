// Records what a service hands its bus to publish, before any check the bus
// makes, so a contract test can hold every event a service produces against
// the schema of its type (a bus that refused one would hide it).
import { eventPayloadSchemas, type DomainEvent, type EventType } from '@ai-council/contracts';
import type { EventBus } from '../bus/port';

export interface PublishedEvents {
  readonly bus: EventBus;
  /** Every event given to publish, in order, whatever became of it. */
  readonly events: DomainEvent[];
  /** Each recorded event that does not match the schema of its type (or has a type no contract names), with why. */
  violations(): Array<{ type: string; id: string; problem: string }>;
  /** Of `types`, those no recorded event has: what the flows played were to publish and did not. */
  missing(types: readonly EventType[]): EventType[];
}

export function recordPublished(bus: EventBus): PublishedEvents {
  const events: DomainEvent[] = [];
  return {
    events,
    bus: {
      get kind() {
        return bus.kind;
      },
      publish: async (event) => {
        events.push(structuredClone(event));
        await bus.publish(event);
      },
      subscribe: (types, handler, options) => bus.subscribe(types, handler, options),
      ping: () => bus.ping(),
      stopConsuming: () => bus.stopConsuming(),
      close: () => bus.close(),
    },
    missing: (types) => types.filter((type) => !events.some((event) => event.type === type)),
    violations: () =>
      events.flatMap((event) => {
        const schema = eventPayloadSchemas[event.type as keyof typeof eventPayloadSchemas];
        if (!schema) return [{ type: String(event.type), id: event.id, problem: 'unknown event type' }];
        const parsed = schema.safeParse(event.payload);
        return parsed.success
          ? []
          : [
              {
                type: event.type,
                id: event.id,
                problem: parsed.error.issues.map((i) => i.message).join('; '),
              },
            ];
      }),
  };
}
