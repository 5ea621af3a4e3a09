// One player action is one trace: with tracing on (spans to an in-memory
// exporter here, to OTLP in production), a quarter advance runs from the
// gateway's span through svc-game's request, its store writes and its publish,
// across the in-process bus into svc-council and svc-analytics; every span of
// it hangs off the gateway's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, SERVICE_ATTRIBUTE, type ReadableSpan } from '@ai-council/service-kit';
import { waitFor } from '@ai-council/service-kit/testing';
import { startEmbedded, type EmbeddedSystem } from '../src/start';
import { asPlayer, guestCookie } from './support/system';

const exporter = new InMemorySpanExporter();
let system: EmbeddedSystem;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-telemetry-traces-'));
  system = await startEmbedded(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SKIP_WEB_BUILD: '1' },
    { spanExporter: exporter },
  );
});
afterAll(async () => {
  await system?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const serviceOf = (span: ReadableSpan) => span.attributes[SERVICE_ATTRIBUTE] as string;
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('a quarter advance, traced in the embedded process', () => {
  it('when a player advances, then one trace covers the gateway, svc-game, the bus, svc-council and svc-analytics', async () => {
    const player = asPlayer(system.url, await guestCookie(system.url));
    expect((await player.call('POST', '/api/game/start')).status).toBe(201);
    exporter.reset();

    expect((await player.call('PATCH', '/api/game/advance-quarter')).status).toBe(200);

    const root = await waitFor(() =>
      exporter
        .getFinishedSpans()
        .find((s) => serviceOf(s) === 'gateway' && s.name === 'PATCH /api/game/advance-quarter'),
    );
    const traceId = root.spanContext().traceId;
    const inTrace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    await waitFor(
      () =>
        ['svc-council', 'svc-analytics'].every((service) =>
          inTrace().some((s) => serviceOf(s) === service && s.name === 'process game.quarter.advanced'),
        ),
      10_000,
      () =>
        `the consumers' spans; have ${inTrace()
          .map((s) => `${serviceOf(s)}:${s.name}`)
          .join(', ')}`,
    );
    const spans = inTrace();
    expect(new Set(spans.map(serviceOf))).toEqual(
      new Set(['gateway', 'svc-game', 'svc-council', 'svc-analytics']),
    );
    expect(parentOf(root)).toBeUndefined();

    // svc-game's request is the gateway's child; the publish is within it; each consumer continues the publish.
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const served = spans.find(
      (s) => serviceOf(s) === 'svc-game' && s.name === 'PATCH /api/game/advance-quarter',
    )!;
    expect(parentOf(served)).toBe(root.spanContext().spanId);
    const publish = spans.find((s) => s.name === 'publish game.quarter.advanced')!;
    expect(serviceOf(publish)).toBe('svc-game');
    const ancestors = (span: ReadableSpan): string[] => {
      const parent = byId.get(parentOf(span) ?? '');
      return parent ? [parent.spanContext().spanId, ...ancestors(parent)] : [];
    };
    expect(ancestors(publish)).toContain(served.spanContext().spanId);
    for (const service of ['svc-council', 'svc-analytics']) {
      const consumed = spans.find(
        (s) => serviceOf(s) === service && s.name === 'process game.quarter.advanced',
      )!;
      expect(parentOf(consumed), service).toBe(publish.spanContext().spanId);
    }
    // The store operations of the advance are in it too.
    expect(spans.some((s) => serviceOf(s) === 'svc-game' && s.name === 'store.update games')).toBe(true);
    // Every span but the gateway's hangs off another span of the same trace: nothing is orphaned
    // (once the work the advance set off, such as the council's briefing and its events, has ended).
    const orphans = () => {
      const all = inTrace();
      const ids = new Set(all.map((s) => s.spanContext().spanId));
      return all
        .filter((s) => s !== root && !ids.has(parentOf(s) ?? ''))
        .map((s) => `${serviceOf(s)}:${s.name}`);
    };
    await waitFor(
      () => orphans().length === 0,
      10_000,
      () => `no orphans; have ${orphans().join(', ')}`,
    );
    console.log(
      `[traces] one quarter advance: ${inTrace().length} spans in one trace over ${[...new Set(inTrace().map(serviceOf))].join(', ')}`,
    );
  });
});
