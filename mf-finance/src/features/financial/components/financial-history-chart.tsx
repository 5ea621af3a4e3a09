import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  buttonClassName,
} from '@ai-council/ui';
import { centsToDollars, formatMoney, gameYear, quarterLabel, quarterOfYear } from '@ai-council/rules';
import { Link } from 'react-router-dom';
import { formatAxisMoney, linearScale, niceDomain } from '../lib/chart-scale';
import { useGameHistory } from '@ai-council/queries';
import { type QuarterRecord, serverMessage } from '@ai-council/contracts';

// One SVG, two panels sharing the quarter axis: net worth as a line above,
// cash flow as bars around zero below (their sizes differ too much for one axis).
const W = 640;
const H = 320;
const LEFT = 64;
const RIGHT = 8;
const NET_TOP = 28;
const NET_BOTTOM = 150;
const FLOW_TOP = 196;
const FLOW_BOTTOM = 270;
const QUARTER_LABEL_Y = 292;
const YEAR_LABEL_Y = 310;

interface Point {
  quarter: number;
  netWorth: number;
  cashFlow: number;
}

function toPoints(history: QuarterRecord[]): Point[] {
  return history.map((record) => ({
    quarter: record.quarter,
    netWorth: centsToDollars(record.netWorth),
    cashFlow: centsToDollars(record.cashFlow),
  }));
}

function HistoryChart({ points }: { points: Point[] }) {
  const band = (W - LEFT - RIGHT) / points.length;
  const xOf = (index: number) => LEFT + band * (index + 0.5);
  const barWidth = Math.min(band * 0.56, 26);

  const net = niceDomain(
    points.map((p) => p.netWorth),
    { includeZero: false },
  );
  const yNet = linearScale(net.domain, [NET_BOTTOM, NET_TOP]);
  const flow = niceDomain(
    points.map((p) => p.cashFlow),
    { includeZero: true },
  );
  const yFlow = linearScale(flow.domain, [FLOW_BOTTOM, FLOW_TOP]);
  const zero = yFlow(0);

  const line = points.map(
    (p, i) => `${i === 0 ? 'M' : 'L'}${xOf(i).toFixed(1)},${yNet(p.netWorth).toFixed(1)}`,
  );
  const area = `${line.join(' ')} L${xOf(points.length - 1).toFixed(1)},${NET_BOTTOM} L${xOf(0).toFixed(1)},${NET_BOTTOM} Z`;
  const first = points[0]!;
  const last = points.at(-1)!;

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby="fin-chart-title"
      aria-describedby="fin-chart-desc"
    >
      <title id="fin-chart-title">Net worth and cash flow per quarter</title>
      <desc id="fin-chart-desc">
        {`${points.length} ${points.length === 1 ? 'quarter' : 'quarters'} played. Net worth went from ${formatMoney(first.netWorth)} in ${quarterLabel(first.quarter)} to ${formatMoney(last.netWorth)} in ${quarterLabel(last.quarter)}; the latest cash flow was ${formatMoney(last.cashFlow)}.`}
      </desc>
      <defs>
        <linearGradient id="fin-net-worth-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="hsl(var(--primary))" stopOpacity="0.32" />
          <stop offset="100%" stopColor="hsl(var(--primary))" stopOpacity="0" />
        </linearGradient>
      </defs>

      <text className="fin-chart__panel-label" x={LEFT} y={NET_TOP - 14}>
        Net worth
      </text>
      {net.ticks.map((tick) => (
        <g key={`net-${tick}`}>
          <line className="fin-chart__grid" x1={LEFT} x2={W - RIGHT} y1={yNet(tick)} y2={yNet(tick)} />
          <text className="fin-chart__tick" x={LEFT - 8} y={yNet(tick) + 4} textAnchor="end">
            {formatAxisMoney(tick, net.step)}
          </text>
        </g>
      ))}
      <path d={area} fill="url(#fin-net-worth-fill)" />
      {points.length > 1 ? <path className="fin-chart__line" d={line.join(' ')} /> : null}
      {points.map((p, i) => (
        <circle
          key={`point-${p.quarter}`}
          className="fin-chart__point"
          cx={xOf(i)}
          cy={yNet(p.netWorth)}
          r={points.length > 12 ? 3 : 4}
        />
      ))}

      <text className="fin-chart__panel-label" x={LEFT} y={FLOW_TOP - 14}>
        Cash flow
      </text>
      {flow.ticks.map((tick) => (
        <g key={`flow-${tick}`}>
          <line className="fin-chart__grid" x1={LEFT} x2={W - RIGHT} y1={yFlow(tick)} y2={yFlow(tick)} />
          <text className="fin-chart__tick" x={LEFT - 8} y={yFlow(tick) + 4} textAnchor="end">
            {formatAxisMoney(tick, flow.step)}
          </text>
        </g>
      ))}
      {points.map((p, i) => {
        const y = yFlow(p.cashFlow);
        const up = p.cashFlow >= 0;
        return (
          <rect
            key={`bar-${p.quarter}`}
            className={`fin-chart__bar ${up ? 'fin-chart__bar--up' : 'fin-chart__bar--down'}`}
            x={xOf(i) - barWidth / 2}
            y={Math.min(y, zero)}
            width={barWidth}
            height={Math.max(Math.abs(zero - y), 1)}
            rx={3}
          />
        );
      })}
      <line className="fin-chart__axis" x1={LEFT} x2={W - RIGHT} y1={zero} y2={zero} />

      {points.map((p, i) => (
        <g key={`label-${p.quarter}`}>
          <text className="fin-chart__tick" x={xOf(i)} y={QUARTER_LABEL_Y} textAnchor="middle">
            Q{quarterOfYear(p.quarter)}
          </text>
          {i === 0 || quarterOfYear(p.quarter) === 1 ? (
            <text className="fin-chart__year" x={xOf(i)} y={YEAR_LABEL_Y} textAnchor="middle">
              Year {gameYear(p.quarter)}
            </text>
          ) : null}
        </g>
      ))}

      {/* Hover targets over each quarter's column, with the figures as a native tooltip. */}
      {points.map((p, i) => (
        <rect
          key={`hit-${p.quarter}`}
          className="fin-chart__hit"
          x={LEFT + band * i}
          y={NET_TOP - 6}
          width={band}
          height={FLOW_BOTTOM - NET_TOP + 12}
        >
          <title>{`${quarterLabel(p.quarter)}: net worth ${formatMoney(p.netWorth)}, cash flow ${formatMoney(p.cashFlow)}`}</title>
        </rect>
      ))}
    </svg>
  );
}

/** A table of the same figures for screen readers. */
function HistoryTable({ points }: { points: Point[] }) {
  return (
    <table className="ui-sr-only">
      <caption>Net worth and cash flow per quarter</caption>
      <thead>
        <tr>
          <th scope="col">Quarter</th>
          <th scope="col">Net worth</th>
          <th scope="col">Cash flow</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.quarter}>
            <th scope="row">{quarterLabel(p.quarter)}</th>
            <td>{formatMoney(p.netWorth)}</td>
            <td>{formatMoney(p.cashFlow)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Net worth and cash flow for every played quarter (GET /api/game/history). */
export function FinancialHistoryChart() {
  const { data: history, error } = useGameHistory();
  const points = history ? toPoints(history) : undefined;

  return (
    <Card aria-labelledby="financial-history-title">
      <CardHeader>
        <div className="fin-card-head">
          <div>
            <CardTitle id="financial-history-title">Net Worth &amp; Cash Flow</CardTitle>
            <CardDescription>Quarter by quarter, as the company closes its books.</CardDescription>
          </div>
          <div className="fin-legend" aria-hidden="true">
            <span className="fin-legend__item">
              <span className="fin-legend__swatch fin-legend__swatch--line" /> Net worth
            </span>
            <span className="fin-legend__item">
              <span className="fin-legend__swatch fin-legend__swatch--up" /> Cash in
            </span>
            <span className="fin-legend__item">
              <span className="fin-legend__swatch fin-legend__swatch--down" /> Cash out
            </span>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <div className="fin-chart" data-testid="financial-history-chart">
          {error ? (
            <div className="fin-chart__empty" role="alert">
              <p className="fin-chart__empty-title">The quarter history could not be loaded.</p>
              <p className="ui-subtle">{serverMessage(error)}</p>
            </div>
          ) : !points ? (
            <Skeleton className="fin-chart__empty" label="Loading the quarter history" />
          ) : points.length === 0 ? (
            <div className="fin-chart__empty">
              <p className="fin-chart__empty-title">No quarters played yet</p>
              <p className="ui-muted">The chart starts once the first quarter closes.</p>
              <Link to="/dashboard" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
                Go to the Game Control Center
              </Link>
            </div>
          ) : (
            <>
              <HistoryChart points={points} />
              <HistoryTable points={points} />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
