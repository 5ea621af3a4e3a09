import type { AnalyticsResponse } from '@ai-council/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@ai-council/ui';
import { formatCount, formatDay } from '../lib/format';

/** SPEC §9: the daily chart covers 7 days. */
export const DAILY_CHART_DAYS = 7;

type Day = AnalyticsResponse['dailyActiveUsers'][number];

// Two panels sharing the day axis: players above, page views below, each on
// its own scale (page views run far higher than players).
const W = 560;
const H = 250;
const SIDE = 8;
const PANELS = [
  { key: 'users', label: 'Active users', top: 34, bottom: 100, className: 'anl-chart__bar--users' },
  { key: 'pageViews', label: 'Page views', top: 148, bottom: 214, className: 'anl-chart__bar--views' },
] as const;
const DAY_LABEL_Y = 238;

function DailyChart({ days }: { days: Day[] }) {
  const band = (W - 2 * SIDE) / days.length;
  const barWidth = Math.min(band * 0.5, 40);
  const xOf = (i: number) => SIDE + band * (i + 0.5);

  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="daily-chart-title">
      <title id="daily-chart-title">Daily active users and page views, last {days.length} days</title>
      {PANELS.map((panel) => {
        const max = Math.max(1, ...days.map((d) => d[panel.key]));
        const height = panel.bottom - panel.top;
        return (
          <g key={panel.key}>
            <text className="anl-chart__label" x={SIDE} y={panel.top - 20}>
              {panel.label}
            </text>
            <line className="anl-chart__axis" x1={SIDE} x2={W - SIDE} y1={panel.bottom} y2={panel.bottom} />
            {days.map((day, i) => {
              const value = day[panel.key];
              const barHeight = Math.max((value / max) * height, value > 0 ? 3 : 0);
              const y = panel.bottom - barHeight;
              return (
                <g key={day.date}>
                  <rect
                    className={panel.className}
                    x={xOf(i) - barWidth / 2}
                    y={y}
                    width={barWidth}
                    height={barHeight}
                    rx={4}
                  >
                    <title>{`${formatDay(day.date)}: ${formatCount(value)} ${panel.label.toLowerCase()}`}</title>
                  </rect>
                  <text className="anl-chart__value" x={xOf(i)} y={y - 6} textAnchor="middle">
                    {formatCount(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      {days.map((day, i) => (
        <text key={day.date} className="anl-chart__day" x={xOf(i)} y={DAY_LABEL_Y} textAnchor="middle">
          {formatDay(day.date)}
        </text>
      ))}
    </svg>
  );
}

/** Totals of the charted days, so the chart's story reads at a glance. */
function DailySummary({ days }: { days: Day[] | undefined }) {
  const busiest = days?.reduce<Day | undefined>(
    (best, d) => (!best || d.users > best.users ? d : best),
    undefined,
  );
  return (
    <dl className="anl-summary">
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
      <CardHeader>
        <div className="anl-card-head">
          <div>
            <CardTitle id="daily-active-users-title">Daily Active Users</CardTitle>
            <CardDescription>The last {DAILY_CHART_DAYS} days of the period.</CardDescription>
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
      </CardHeader>
      <CardContent>
        <div className="anl-chart" data-testid="daily-active-users-chart">
          {!days ? (
            <Skeleton className="anl-chart" label="Loading daily active users" />
          ) : days.length === 0 ? (
            <p className="anl-empty" style={{ height: '100%' }}>
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
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Users</th>
                <th scope="col">Page views</th>
              </tr>
            </thead>
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
      </CardContent>
    </Card>
  );
}
