// The checked-in AsyncAPI document is the one the event schemas generate, so
// a reviewer sees every change of an event's shape in the diff.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asyncApiDocument, asyncApiJson, eventTypes } from '../src/index';

const checkedIn = readFileSync(new URL('../generated/asyncapi.json', import.meta.url), 'utf8');

describe('the checked-in AsyncAPI document', () => {
  it('when the event schemas are generated again, then they match generated/asyncapi.json (else run npm run docs -w @ai-council/contracts)', () => {
    expect(checkedIn).toBe(asyncApiJson());
  });

  it('when it is read, then every event type has a channel whose message carries that type and its payload schema', () => {
    const doc = asyncApiDocument() as unknown as {
      channels: Record<string, { address: string }>;
      components: {
        messages: Record<string, { name: string; payload: { properties: Record<string, unknown> } }>;
      };
    };
    expect(Object.values(doc.channels).map((c) => c.address)).toEqual(eventTypes);
    const advanced = doc.components.messages['game_quarter_advanced']!.payload.properties;
    expect(advanced.type).toEqual({ type: 'string', const: 'game.quarter.advanced' });
    expect((advanced.payload as { required: string[] }).required).toEqual(
      expect.arrayContaining(['quarter', 'company', 'escalations']),
    );
  });
});
