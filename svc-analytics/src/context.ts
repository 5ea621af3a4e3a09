// The service's data access, built once per store and shared by the HTTP
// routes and the event consumer (one summary sink, so its per-user ordering
// covers both entry points).
import type { DocumentStore } from '@ai-council/service-kit';
import { createAccountBudget, type AccountBudget } from './data-access/account-budget';
import { createDashboardReader } from './data-access/dashboard-reader';
import { createEventLog } from './data-access/event-log';
import { createCardRenderer, type CardRenderer } from './data-access/card-renderer';
import { createFactStore } from './data-access/fact-store';
import { createSessionRepository } from './data-access/session-repository';
import { createShareStore } from './data-access/share-store';
import { createStoreSummarySink } from './data-access/summary-sink';
import type { FactStore } from './domain/achievements/achievements';
import type { ShareStore } from './domain/achievements/shares';
import type { Clock } from './domain/clock';
import type { DashboardReader } from './domain/analytics/dashboard';
import type { EventLog } from './domain/analytics/record-event';
import type { ExpiringEvents } from './domain/analytics/retention';
import type { SessionRepository } from './domain/analytics/sessions';
import type { SummarySink } from './domain/analytics/summaries';

export interface AnalyticsContext {
  now: Clock;
  log: EventLog & ExpiringEvents;
  sink: SummarySink;
  reader: DashboardReader;
  sessions: SessionRepository;
  facts: FactStore;
  /** Shared achievements, by player and by share id. */
  shares: ShareStore;
  /** Draws shared achievements' cards as PNGs. */
  cards: CardRenderer;
  /** Events one player's browser may record in a UTC day (issue 12: what a player stores is bounded). */
  clientEventsPerDay: number;
  /** Bytes one account's browser may have stored in a UTC day (issue 43: events vary in size). */
  clientBytesPerDay: number;
  accountBudget: AccountBudget;
}

export const CLIENT_EVENTS_PER_DAY = 5_000;
/**
 * A day of play's page views and feature use many times over (an event is about 0.5 KB, at most
 * about 6 KB with properties), and small enough that the accounts one address may start in a day
 * stay small against the store's bound (README, "Storage per account and per address").
 */
export const CLIENT_BYTES_PER_DAY = 2 * 2 ** 20;

export function createAnalyticsContext(
  store: DocumentStore,
  now: Clock,
  clientEventsPerDay = CLIENT_EVENTS_PER_DAY,
  clientBytesPerDay = CLIENT_BYTES_PER_DAY,
): AnalyticsContext {
  return {
    now,
    clientEventsPerDay,
    clientBytesPerDay,
    accountBudget: createAccountBudget(store),
    log: createEventLog(store),
    sink: createStoreSummarySink(store),
    reader: createDashboardReader(store),
    sessions: createSessionRepository(store),
    facts: createFactStore(store),
    shares: createShareStore(store),
    cards: createCardRenderer(),
  };
}
