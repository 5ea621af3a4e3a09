import type { AnalyticsResponse } from '@ai-council/contracts';
import { Card, chartTooltip, ColumnHeads, Skeleton, useElementWidth } from '@ai-council/ui';
import { Bar, BarChart, type BarShapeProps, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDay } from '../lib/format';

/** SPEC §9: the daily chart covers 7 days. */
export const DAILY_CHART_DAYS = 7;

type Day = AnalyticsResponse['dailyActiveUsers'][number];

// Two panels sharing the day axis: players above, page views below, each on
// its own scale (page views run far higher than players). They are two
// recharts charts kept in step by a syncId; the upper one takes the keyboard
// (Tab, then the arrow keys walk the days) and its tooltip names both figures,
// so the lower one stays out of the tab order.
const SYNC_ID = 'anl-daily';
const PANEL_HEIGHT = 110;
/** Room above the bars for their figures. */
const MARGIN = { top: 22, right: 8, bottom: 0, left: 8 };
/** Tick labels in CSS px: the charts draw at their measured width, never scaled. */
const TICK = { fontSize: 12, fontWeight: 600 };

const DailyTooltip = chartTooltip((day: Day) => ({
  title: formatDay(day.date),
  rows: [
    { label: 'Active users', value: formatCount(day.users) },
    { label: 'Page views', value: formatCount(day.pageViews) },
  ],
}));

/** A bar with at least a sliver when its value is above zero, so a small day still shows. */
function DayBar({
  x = 0,
  y = 0,
  width = 0,
  height = 0,
  className,
  value,
}: BarShapeProps & { className?: string }) {
  const tall = Math.max(Math.abs(height), Number(value) > 0 ? 3 : 0);
  return <rect className={className} x={x} y={y + height - tall} width={width} height={tall} rx={4} />;
}

function DailyChart({ days }: { days: Day[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const barClass = { users: 'anl-chart__bar--users', pageViews: 'anl-chart__bar--views' } as const;

  const panel = (key: 'users' | 'pageViews', label: string, last: boolean) => (
    <BarChart
      width={width}
      height={PANEL_HEIGHT + (last ? 28 : 0)}
      data={days}
      syncId={SYNC_ID}
      margin={MARGIN}
      {...(last
        ? { accessibilityLayer: false, 'aria-hidden': true }
        : {
            title: `Daily active users and page views, last ${days.length} days`,
            desc: 'Use the left and right arrow keys to read each day.',
          })}
    >
      <XAxis
        dataKey="date"
        hide={!last}
        tickFormatter={formatDay}
        tick={TICK}
        interval="preserveStartEnd"
        minTickGap={12}
        height={28}
        tickLine={false}
        axisLine={{ className: 'anl-chart__axis' }}
      />
      <YAxis hide domain={[0, (max: number) => Math.max(1, max)]} />
      <Tooltip
        content={last ? () => null : DailyTooltip}
        cursor={{ className: 'anl-chart__cursor' }}
        isAnimationActive={false}
      />
      <Bar
        dataKey={key}
        name={label}
        maxBarSize={40}
        isAnimationActive={false}
        shape={(props: BarShapeProps) => <DayBar {...props} className={barClass[key]} />}
      >
        <LabelList
          dataKey={key}
          position="top"
          offset={6}
          className="anl-chart__value"
          formatter={(v) => formatCount(Number(v))}
        />
      </Bar>
    </BarChart>
  );

  return (
    <div ref={ref} className="anl-daily">
      <p className="anl-chart__label" aria-hidden="true">
        Active users
      </p>
      {panel('users', 'Active users', false)}
      <p className="anl-chart__label" aria-hidden="true">
        Page views
      </p>
      {panel('pageViews', 'Page views', true)}
    </div>
  );
}

/** Totals of the charted days, so the chart's story reads at a glance. */
function DailySummary({ days }: { days: Day[] | undefined }) {
  const busiest = days?.reduce<Day | undefined>(
    (best, d) => (!best || d.users > best.users ? d : best),
    undefined,
  );
  return (
    <dl className="ui-facts anl-summary">
      <div>
        <dt>Peak users</dt>
        <dd>{days ? formatCount(busiest?.users ?? 0) : null}</dd>
      </div>
      <div>
        <dt>Page views</dt>
        <dd>{days ? formatCount(days.reduce((sum, d) => sum + d.pageViews, 0)) : null}</dd>
      </div>
      <div>
        <dt>Busiest day</dt>
        <dd>{busiest && busiest.users > 0 ? formatDay(busiest.date) : days ? '—' : null}</dd>
      </div>
    </dl>
  );
}

/** SPEC §2: daily active users for the last 7 days (users, page views). */
export function DailyActiveUsers({ daily }: { daily: AnalyticsResponse['dailyActiveUsers'] | undefined }) {
  const days = daily?.slice(-DAILY_CHART_DAYS);
  return (
    <Card aria-labelledby="daily-active-users-title">
      <Card.Header>
        <div className="ui-card__title-row">
          <div>
            <Card.Title id="daily-active-users-title">Daily Active Users</Card.Title>
            <Card.Description>The last {DAILY_CHART_DAYS} days of the period.</Card.Description>
          </div>
          <div className="anl-legend" aria-hidden="true">
            <span className="anl-legend__item">
              <span className="anl-legend__swatch anl-legend__swatch--users" /> Users
            </span>
            <span className="anl-legend__item">
              <span className="anl-legend__swatch anl-legend__swatch--views" /> Page views
            </span>
          </div>
        </div>
      </Card.Header>
      <Card.Content>
        <div className="anl-chart" data-testid="daily-active-users-chart">
          {!days ? (
            <Skeleton className="anl-chart" label="Loading daily active users" />
          ) : days.length === 0 ? (
            <p className="ui-empty anl-empty" style={{ height: '100%' }}>
              No activity in the period
            </p>
          ) : (
            <DailyChart days={days} />
          )}
        </div>
        <DailySummary days={days} />
        {days && days.length > 0 ? (
          <table className="ui-sr-only">
            <caption>Daily active users</caption>
            <ColumnHeads columns={['Day', 'Users', 'Page views']} />
            <tbody>
              {days.map((day) => (
                <tr key={day.date} data-testid="daily-row">
                  <th scope="row">{day.date}</th>
                  <td>{day.users}</td>
                  <td>{day.pageViews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card.Content>
    </Card>
  );
}
