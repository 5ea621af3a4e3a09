// AsyncAPI 3.0 for the events, generated from the payload schemas the bus
// checks: one channel per event type (its routing key), one message whose
// payload is the envelope with that type's payload. A copy is checked in at
// generated/asyncapi.json (`npm run docs -w @ai-council/contracts`) so a
// change of an event's shape shows in review; a test fails when it is stale.
import { z } from 'zod';
import { eventEnvelopeSchema } from '../events/envelope';
import { eventPayloadSchemas, eventTypes } from '../events/index';
import { jsonSchema } from './json-schema';

export function asyncApiDocument() {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const type of eventTypes) {
    const name = type.replace(/\./g, '_');
    messages[name] = {
      name: type,
      contentType: 'application/json',
      payload: jsonSchema(
        eventEnvelopeSchema.extend({ type: z.literal(type), payload: eventPayloadSchemas[type] }),
        'output',
      ),
    };
    channels[name] = { address: type, messages: { [name]: { $ref: `#/components/messages/${name}` } } };
    operations[`on_${name}`] = { action: 'receive', channel: { $ref: `#/channels/${name}` } };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'AI Council events',
      version: '1.0.0',
      description:
        'Domain events on the RabbitMQ topic exchange (routing key = event type). Each is stored with the change that caused it and relayed at least once; consumers dedupe by id.',
    },
    channels,
    operations,
    components: { messages },
  };
}

/** The document as it is checked in: two-space JSON and a final newline. */
export const asyncApiJson = () => `${JSON.stringify(asyncApiDocument(), null, 2)}\n`;
