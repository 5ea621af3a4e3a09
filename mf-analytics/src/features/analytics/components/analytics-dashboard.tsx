import { PageHeader } from '@ai-council/ui';
import { useState } from 'react';
import { dateRangeError, defaultDateRange, type DateRange } from '../lib/date-range';
import { DailyActiveUsers } from './daily-active-users';
import { DateRangeForm } from './date-range-form';
import { EventsByType } from './events-by-type';
import { NoAnalyticsData } from './no-analytics-data';
import { OverviewCards } from './overview-cards';
import { PopularFeatures } from './popular-features';
import { RecentEvents } from './recent-events';
import { useAnalyticsDashboard } from '@ai-council/queries';

/** SPEC §2 Analytics: a window of days, three overview cards and four lists. */
export function AnalyticsDashboard() {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  // The last window the service would accept: an invalid edit never reaches it.
  const [applied, setApplied] = useState<DateRange>(range);
  const error = dateRangeError(range);
  const { data, isError, isFetching, refetch } = useAnalyticsDashboard(applied);

  const change = (next: DateRange) => {
    setRange(next);
    if (dateRangeError(next) === null) setApplied(next);
  };

  return (
    <>
      <PageHeader
        titleId="analytics-page-title"
        title="Analytics"
        subtitle="How the game is used: users, sessions, features and events."
        actions={
          <DateRangeForm
            range={range}
            error={error}
            refreshing={isFetching}
            onChange={change}
            onRefresh={() => void refetch()}
          />
        }
      />
      {isError ? (
        <NoAnalyticsData onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <OverviewCards overview={data?.overview} />
          <div className="ui-grid anl-layout">
            <DailyActiveUsers daily={data?.dailyActiveUsers} />
            <EventsByType eventsByType={data?.eventsByType} domainEventsByType={data?.domainEventsByType} />
          </div>
          <div className="ui-grid anl-layout anl-layout--flip">
            <PopularFeatures features={data?.popularFeatures} />
            <RecentEvents events={data?.recentEvents} />
          </div>
        </>
      )}
    </>
  );
}
