import { createStore, type DocumentStore } from '@ai-council/service-kit';
import { describe, expect, it } from 'vitest';
import { summaryCollections } from '../src/data-access/collections';
import { createDashboardReader } from '../src/data-access/dashboard-reader';
import { distinctUsers } from '../src/domain/analytics/dashboard';
import { createMemorySummaries } from '../src/data-access/memory-summary-sink';
import { createStoreSummarySink } from '../src/data-access/summary-sink';
import {
  summarizeEvent,
  summarizeSessionEnd,
  summarizeSessionStart,
  type SummarySink,
} from '../src/domain/analytics/summaries';
import { recordedFeatureUsage, recordedFromClient } from '../src/domain/analytics/recorded-event';

const event = (userId: string, iso: string, eventType = 'page_view', eventName = '/dashboard') =>
  eventType === 'feature_usage'
    ? recordedFeatureUsage(`${userId}-${iso}`, userId, eventName, new Date(iso))
    : recordedFromClient(`${userId}-${iso}`, userId, { eventType, eventName, properties: {} }, new Date(iso));

async function dump(store: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const [name, spec] of Object.entries(summaryCollections)) {
    const docs = await store.collection(spec).find({});
    out[name] = docs.sort((a, b) => a._id.localeCompare(b._id));
  }
  return out;
}

describe('distinct users from activity summaries', () => {
  it("when a user's days arrive out of order, then every window still counts them once", async () => {
    const store = createStore({ dataDir: null });
    const sink = createStoreSummarySink(store);
    // Late deliveries: the 1st arrives after the 5th, the 3rd after both.
    for (const iso of [
      '2025-03-05T10:00:00Z',
      '2025-03-01T10:00:00Z',
      '2025-03-03T10:00:00Z',
      '2025-03-03T11:00:00Z',
    ]) {
      await summarizeEvent(event('alice', iso), sink);
    }
    await summarizeEvent(event('bob', '2025-03-03T12:00:00Z'), sink);
    const reader = createDashboardReader(store);
    const usersIn = async (start: string, end: string) => distinctUsers(await reader.days(start, end), start);
    expect(await usersIn('2025-03-01', '2025-03-05')).toBe(2);
    expect(await usersIn('2025-03-02', '2025-03-05')).toBe(2);
    expect(await usersIn('2025-03-03', '2025-03-03')).toBe(2);
    expect(await usersIn('2025-03-04', '2025-03-05')).toBe(1);
    expect(await usersIn('2025-03-02', '2025-03-02')).toBe(0);
    const days = await reader.days('2025-03-01', '2025-03-05');
    expect(days.map((d) => [d.day, d.users, d.events])).toEqual([
      ['2025-03-01', 1, 1],
      ['2025-03-03', 2, 3],
      ['2025-03-05', 1, 1],
    ]);
    await store.close();
  });
});

describe('distinct users and feature users from gap histograms', () => {
  it('when activity arrives in any order, then every window counts exactly the users a full scan would', async () => {
    // A deterministic shuffle of 5 players' activity over 12 days, 2 features.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}`;
    const activity = Array.from({ length: 60 }, () => ({
      userId: `u${Math.floor(random() * 5)}`,
      d: 1 + Math.floor(random() * 12),
      feature: random() < 0.5 ? 'council-chat' : null,
    }));
    const store = createStore({ dataDir: null });
    const sink = createStoreSummarySink(store);
    for (const [i, a] of activity.entries()) {
      const iso = `${day(a.d)}T10:${String(i % 60).padStart(2, '0')}:00.000Z`;
      await summarizeEvent(
        event(a.userId, iso, a.feature ? 'feature_usage' : 'page_view', a.feature ?? '/x'),
        sink,
      );
    }
    const reader = createDashboardReader(store);
    for (let start = 1; start <= 12; start += 1) {
      for (let end = start; end <= 12; end += 1) {
        const inWindow = activity.filter((a) => a.d >= start && a.d <= end);
        const days = await reader.days(day(start), day(end));
        expect(distinctUsers(days, day(start))).toBe(new Set(inWindow.map((a) => a.userId)).size);
        const features = await reader.featureDays(day(start), day(end));
        expect(distinctUsers(features, day(start))).toBe(
          new Set(inWindow.filter((a) => a.feature).map((a) => a.userId)).size,
        );
      }
    }
    await store.close();
  });
});

describe('summaries built in memory for bulk loading', () => {
  it('when the same events go to memory and to the store, then the summary documents are identical', async () => {
    // A small deterministic mix of users, days (some out of order), types and features.
    const users = ['alice', 'bob', 'carol'];
    const features = ['council-chat', 'financial-dashboard'];
    const types = ['page_view', 'feature_usage', 'login', 'error'];
    const events = Array.from({ length: 120 }, (_, i) => {
      const day = 1 + ((i * 7) % 9);
      const iso = `2025-03-${String(day).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`;
      return event(users[i % 3]!, iso, types[(i * 5) % 4], features[i % 2]);
    });

    const store = createStore({ dataDir: null });
    const viaStore: SummarySink = createStoreSummarySink(store);
    const memory = createMemorySummaries();
    for (const sink of [viaStore, memory.sink]) {
      for (const e of events) await summarizeEvent(e, sink);
      await summarizeSessionStart('2025-03-02', sink);
      await summarizeSessionEnd(
        '2025-03-02',
        { ended: false, durationMinutes: 0, pageViews: 0 },
        { ended: true, durationMinutes: 4, pageViews: 1 },
        sink,
      );
    }
    const loaded = createStore({ dataDir: null });
    await memory.load(loaded);
    expect(await dump(loaded)).toEqual(await dump(store));
    await store.close();
    await loaded.close();
  });
});
