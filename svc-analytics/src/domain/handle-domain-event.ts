// What svc-analytics does with every event of the other services: it keeps the
// facts achievements are computed from, and it records the event for the
// analytics dashboard. Both steps are keyed by natural ids, so handling a
// redelivered event again changes nothing.
import type { DomainEvent } from '@ai-council/contracts';
import type { FactStore } from './achievements/achievements';
import { factsFromEvent } from './achievements/facts';
import { recordEvent, type EventLog } from './analytics/record-event';
import { recordedFromDomain } from './analytics/recorded-event';
import type { SummarySink } from './analytics/summaries';

export interface DomainEventDeps {
  facts: FactStore;
  log: EventLog;
  sink: SummarySink;
}

export async function handleDomainEvent(event: DomainEvent, deps: DomainEventDeps): Promise<void> {
  // Read every needed payload field before writing anything: a poisoned event leaves no trace.
  const facts = factsFromEvent(event);
  const recorded = recordedFromDomain(event);
  for (const fact of facts) await deps.facts.record(fact);
  await recordEvent(recorded, deps);
}
