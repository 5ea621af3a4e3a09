import type { AnalyticsResponse } from '@ai-council/contracts';
import { Card } from '@ai-council/ui';
import { formatCount } from '../lib/format';
import { LoadingRows } from './loading-rows';

/** Event types, largest first. */
export function sortedEventTypes(eventsByType: Record<string, number>): Array<[string, number]> {
  return Object.entries(eventsByType).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

function TypeBars({ types, testId }: { types: Array<[string, number]>; testId: string }) {
  const total = types.reduce((sum, [, count]) => sum + count, 0);
  return (
    <ul className="ui-list anl-bars">
      {types.map(([type, count]) => (
        <li key={type} className="anl-bars__item" data-testid={testId}>
          <div className="anl-bars__row">
            <span className="anl-bars__name anl-type">{type}</span>
            <span className="anl-bars__figures">
              <strong>{formatCount(count)}</strong>
              <span>{total > 0 ? `${Math.round((count / total) * 100)}%` : ''}</span>
            </span>
          </div>
          <div className="anl-bars__track" aria-hidden="true">
            <div className="anl-bars__fill" style={{ width: `${total > 0 ? (count / total) * 100 : 0}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2: the client's event types (page_view, feature_usage, login, error)
 * sorted by count; what happened in the games is counted apart below them, so
 * the far more numerous domain events never crowd the client's types out.
 */
export function EventsByType({
  eventsByType,
  domainEventsByType,
}: {
  eventsByType: AnalyticsResponse['eventsByType'] | undefined;
  domainEventsByType?: AnalyticsResponse['domainEventsByType'] | undefined;
}) {
  const types = eventsByType ? sortedEventTypes(eventsByType) : undefined;
  const gameTypes = domainEventsByType ? sortedEventTypes(domainEventsByType) : [];
  const total = types?.reduce((sum, [, count]) => sum + count, 0) ?? 0;
  return (
    <Card aria-labelledby="events-by-type-title">
      <Card.Header>
        <Card.Title id="events-by-type-title">Events by Type</Card.Title>
        <Card.Description>
          {types && total > 0
            ? `${formatCount(total)} events in the period.`
            : 'Everything recorded in the period.'}
        </Card.Description>
      </Card.Header>
      <Card.Content>
        {!types ? (
          <LoadingRows count={4} label="Loading event types" />
        ) : types.length === 0 && gameTypes.length === 0 ? (
          <p className="ui-empty anl-empty">No events recorded yet</p>
        ) : (
          <>
            {types.length > 0 ? <TypeBars types={types} testId="event-type" /> : null}
            {gameTypes.length > 0 ? (
              <section className="anl-subsection" aria-labelledby="game-events-title">
                <h3 id="game-events-title" className="anl-subsection__title">
                  In the games
                </h3>
                <TypeBars types={gameTypes} testId="domain-event-type" />
              </section>
            ) : null}
          </>
        )}
      </Card.Content>
    </Card>
  );
}
