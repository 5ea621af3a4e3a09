// The write limiter's counters: shared by every gateway replica on one store,
// in fixed one-minute windows, one count per call even when calls race.
import { testStore } from '@ai-council/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { documentStoreCounters, writeBuckets } from '../src/routing/write-limits';

const stores: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

describe('write limits', () => {
  it('when two gateway replicas count on one store, then they count together', async () => {
    const store = testStore();
    stores.push(store);
    let now = 1_700_000_000_000;
    const replicaA = documentStoreCounters(store, 'writes', () => now);
    const replicaB = documentStoreCounters(store, 'writes', () => now);
    await replicaA.increment('player-1');
    await replicaB.increment('player-1');
    expect((await replicaA.increment('player-1')).totalHits).toBe(3);
    expect((await replicaB.increment('player-2')).totalHits).toBe(1);
    // The next minute starts from zero.
    now += 60_000;
    expect((await replicaB.increment('player-1')).totalHits).toBe(1);
  });

  it('when calls of one player race, then each is counted once and each sees its own count', async () => {
    const store = testStore();
    stores.push(store);
    const counters = documentStoreCounters(store, 'analytics', () => 1_700_000_000_000);
    const totals = await Promise.all(Array.from({ length: 50 }, () => counters.increment('player-1')));
    expect(totals.map((t) => t.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('puts each write in its tightest bucket first, and every write in the general one', () => {
    const bucketsOf = (method: string, path: string) =>
      writeBuckets.filter((b) => b.matches(method, path)).map((b) => b.name);
    expect(bucketsOf('POST', '/analytics/events')).toEqual(['analytics', 'writes']);
    expect(bucketsOf('POST', '/agents/simulate-action')).toEqual(['agent-actions', 'writes']);
    expect(bucketsOf('POST', '/scenarios/generate')).toEqual(['scenario-generation', 'writes']);
    expect(bucketsOf('PATCH', '/scenarios/sc-1')).toEqual(['scenario-decisions', 'writes']);
    expect(bucketsOf('PATCH', '/game/advance-quarter')).toEqual(['writes']);
    expect(bucketsOf('GET', '/scenarios')).toEqual([]);
  });
});
