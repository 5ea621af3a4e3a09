import { buttonClassName, chartTooltip, ColumnHeads, useElementWidth } from '@ai-council/ui';
import { centsToDollars, formatMoney, gameYear, quarterLabel, quarterOfYear } from '@ai-council/rules';
import { Link } from 'react-router-dom';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  Tooltip,
  XAxis,
} from 'recharts';
import { niceDomain } from '../lib/chart-scale';
import { moneyYAxis } from './money-axis';
import { useGameHistory, paths } from '@ai-council/queries';
import type { QuarterRecord } from '@ai-council/contracts';
import { ChartLegend, ChartStates, FinanceCard, type LegendItem } from './panel-parts';

// Two panels sharing the quarter axis: net worth as a line above, cash flow as
// bars around zero below (their sizes differ too much for one axis). They are
// two recharts charts kept in step by a syncId; the upper one takes the
// keyboard (Tab, then the arrow keys walk the quarters) and its tooltip names
// both figures, so the lower one stays out of the tab order.
const SYNC_ID = 'fin-history';
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };

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

const signedMoney = (dollars: number) => (dollars > 0 ? `+${formatMoney(dollars)}` : formatMoney(dollars));

const HistoryTooltip = chartTooltip((p: Point) => ({
  title: quarterLabel(p.quarter),
  rows: [
    { label: 'Net worth', value: formatMoney(p.netWorth) },
    { label: 'Cash flow', value: signedMoney(p.cashFlow), tone: p.cashFlow >= 0 ? 'up' : 'down' },
  ],
}));

/** The quarter under each bar, with its year below the first quarter and every Q1. */
function QuarterTick({
  x,
  y,
  payload,
  index,
}: {
  x?: number;
  y?: number;
  payload?: { value: number };
  index?: number;
}) {
  if (x === undefined || y === undefined || !payload) return null;
  const quarter = payload.value;
  return (
    <text x={x} y={y} textAnchor="middle" className="fin-chart__tick">
      <tspan x={x} dy="0.9em">
        Q{quarterOfYear(quarter)}
      </tspan>
      {index === 0 || quarterOfYear(quarter) === 1 ? (
        <tspan x={x} dy="1.3em" className="fin-chart__year">
          Year {gameYear(quarter)}
        </tspan>
      ) : null}
    </text>
  );
}

/** What both panels share: their size, their points, and the syncId that keeps them in step. */
const panelFrame = (points: Point[], width: number) => ({
  width,
  height: 150,
  data: points,
  syncId: SYNC_ID,
  className: 'fin-chart__surface',
});

/** A panel's name above it, for the eye (the upper chart's title and description tell screen readers). */
function PanelLabel({ children }: { children: string }) {
  return (
    <p className="fin-chart__panel-label" aria-hidden="true">
      {children}
    </p>
  );
}

/** The upper panel: net worth per quarter, with the tooltip that tells both figures. */
function NetWorthPanel({ points, width }: { points: Point[]; width: number }) {
  const net = niceDomain(
    points.map((p) => p.netWorth),
    { includeZero: false },
  );
  const first = points[0]!;
  const last = points.at(-1)!;
  const dense = points.length > 12;
  return (
    <>
      <PanelLabel>Net worth</PanelLabel>
      <AreaChart
        {...panelFrame(points, width)}
        margin={{ ...MARGIN, bottom: 8 }}
        title="Net worth and cash flow per quarter"
        desc={`${points.length} ${points.length === 1 ? 'quarter' : 'quarters'} played. Net worth went from ${formatMoney(first.netWorth)} in ${quarterLabel(first.quarter)} to ${formatMoney(last.netWorth)} in ${quarterLabel(last.quarter)}; the latest cash flow was ${formatMoney(last.cashFlow)}. Use the left and right arrow keys to read each quarter.`}
      >
        <defs>
          <linearGradient id="fin-net-worth-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="hsl(var(--primary))" stopOpacity="0.32" />
            <stop offset="100%" stopColor="hsl(var(--primary))" stopOpacity="0" />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="quarter" hide padding={{ left: 0, right: 0 }} />
        {moneyYAxis(net, 'fin-chart__axis-y')}
        <Tooltip
          content={HistoryTooltip}
          cursor={{ className: 'fin-chart__cursor' }}
          isAnimationActive={false}
        />
        <Area
          dataKey="netWorth"
          name="Net worth"
          type="linear"
          className="fin-chart__area"
          fill="url(#fin-net-worth-fill)"
          dot={{ className: 'fin-chart__point', r: dense ? 3 : 4 }}
          activeDot={{ className: 'fin-chart__point fin-chart__point--active', r: 6 }}
          isAnimationActive={false}
        />
      </AreaChart>
    </>
  );
}

/** The lower panel: each quarter's cash flow as a bar, in step with the panel above. */
function CashFlowPanel({ points, width }: { points: Point[]; width: number }) {
  const flow = niceDomain(
    points.map((p) => p.cashFlow),
    { includeZero: true },
  );
  return (
    <>
      <PanelLabel>Cash flow</PanelLabel>
      <BarChart {...panelFrame(points, width)} margin={MARGIN} accessibilityLayer={false} aria-hidden="true">
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="quarter"
          tick={<QuarterTick />}
          tickFormatter={(quarter: number) => `Q${quarterOfYear(quarter)}`}
          interval="preserveStartEnd"
          minTickGap={8}
          height={40}
          tickLine={false}
          axisLine={false}
        />
        {moneyYAxis(flow)}
        {/* The upper chart's tooltip tells both figures; this one only marks the quarter. */}
        <Tooltip
          content={() => null}
          cursor={{ className: 'fin-chart__cursor-band' }}
          isAnimationActive={false}
        />
        <ReferenceLine y={0} className="fin-chart__axis" />
        <Bar
          dataKey="cashFlow"
          name="Cash flow"
          maxBarSize={26}
          radius={3}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => (
            <Rectangle
              {...props}
              className={`fin-chart__bar ${(props.payload as Point).cashFlow >= 0 ? 'fin-chart__bar--up' : 'fin-chart__bar--down'}`}
            />
          )}
        />
      </BarChart>
    </>
  );
}

function HistoryChart({ points }: { points: Point[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  return (
    <div ref={ref} className="fin-history">
      <NetWorthPanel points={points} width={width} />
      <CashFlowPanel points={points} width={width} />
    </div>
  );
}

/** A table of the same figures for screen readers. */
function HistoryTable({ points }: { points: Point[] }) {
  return (
    <table className="ui-sr-only">
      <caption>Net worth and cash flow per quarter</caption>
      <ColumnHeads columns={['Quarter', 'Net worth', 'Cash flow']} />
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

const historyLegend: LegendItem[] = [
  { swatch: 'line', label: 'Net worth' },
  { swatch: 'up', label: 'Cash in' },
  { swatch: 'down', label: 'Cash out' },
];

/** Net worth and cash flow for every played quarter (GET /api/game/history). */
export function FinancialHistoryChart() {
  const { data: history, error } = useGameHistory();
  const points = history ? toPoints(history) : undefined;

  return (
    <FinanceCard
      titleId="financial-history-title"
      title="Net Worth & Cash Flow"
      description="Quarter by quarter, as the company closes its books."
      aside={<ChartLegend items={historyLegend} />}
    >
      <div className="fin-chart" data-testid="financial-history-chart">
        <ChartStates
          error={error}
          items={points}
          texts={{
            failed: 'The quarter history could not be loaded.',
            loading: 'Loading the quarter history',
            emptyTitle: 'No quarters played yet',
            emptyHint: 'The chart starts once the first quarter closes.',
          }}
          emptyAction={
            <Link
              to={paths.dashboard.getHref()}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
            >
              Go to the Game Control Center
            </Link>
          }
        >
          {(played) => (
            <>
              <HistoryChart points={played} />
              <HistoryTable points={played} />
            </>
          )}
        </ChartStates>
      </div>
    </FinanceCard>
  );
}
