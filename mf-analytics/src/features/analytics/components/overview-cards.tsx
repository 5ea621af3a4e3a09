import type { AnalyticsResponse } from '@ai-council/contracts';
import { Card, Skeleton } from '@ai-council/ui';
import type { ReactNode } from 'react';
import { formatCount, formatPercent, formatSessionDuration } from '../lib/format';
import { ClockIcon, PageViewsIcon, UsersIcon } from './icons';

function OverviewCard({
  label,
  icon,
  value,
  hint,
  testId,
}: {
  label: string;
  icon: ReactNode;
  value: string | undefined;
  hint: string | undefined;
  testId: string;
}) {
  return (
    <Card>
      <Card.Content>
        <div className="ui-stat__top">
          <p className="ui-stat__label">{label}</p>
          <span className="ui-icon-tile ui-stat__icon ui-stat__icon--accent">{icon}</span>
        </div>
        <p className="ui-stat__value" data-testid={testId}>
          {value ?? <Skeleton className="anl-stat__skeleton" label={`Loading ${label}`} />}
        </p>
        <p className="ui-stat__hint" data-testid={`${testId}-hint`}>
          {hint ?? <Skeleton className="anl-stat__hint-skeleton" label={`Loading ${label}`} />}
        </p>
      </Card.Content>
    </Card>
  );
}

/** SPEC §2: total users (active in 24 h), page views (sessions), average session (bounce rate). */
export function OverviewCards({ overview }: { overview: AnalyticsResponse['overview'] | undefined }) {
  return (
    <section className="ui-grid ui-grid--3" aria-label="Overview">
      <OverviewCard
        label="Total Users"
        icon={<UsersIcon />}
        testId="analytics-total-users"
        value={overview && formatCount(overview.totalUsers)}
        hint={overview && `${formatCount(overview.activeUsers24h)} active in the last 24 h`}
      />
      <OverviewCard
        label="Page Views"
        icon={<PageViewsIcon />}
        testId="analytics-page-views"
        value={overview && formatCount(overview.pageViews)}
        hint={
          overview && `${formatCount(overview.sessions)} ${overview.sessions === 1 ? 'session' : 'sessions'}`
        }
      />
      <OverviewCard
        label="Avg. Session"
        icon={<ClockIcon />}
        testId="analytics-avg-session"
        value={overview && formatSessionDuration(overview.avgSessionDuration)}
        hint={overview && `${formatPercent(overview.bounceRate)} bounce rate`}
      />
    </section>
  );
}
