import {
  type BreakdownPart,
  type QuarterBreakdown as QuarterFigures,
  serverMessage,
} from '@ai-council/contracts';
import { useFinancialBreakdown } from '@ai-council/queries';
import { formatCents, quarterLabel } from '@ai-council/rules';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  chartTooltip,
  useElementWidth,
} from '@ai-council/ui';
import { useId, useState } from 'react';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  LabelList,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAxisMoney, niceDomain } from '../lib/chart-scale';
import { PART_HINTS, PART_LABELS, waterfallSteps, type WaterfallStep } from '../lib/waterfall';

type Measure = 'netWorth' | 'cash';
const MEASURES: Record<Measure, { label: string; change: string }> = {
  netWorth: { label: 'Net worth', change: 'Net worth change' },
  cash: { label: 'Cash', change: 'Cash change' },
};

/** Room for the money ticks left of the bars. */
const Y_AXIS_WIDTH = 64;
const MARGIN = { top: 24, right: 12, bottom: 0, left: 0 };
/** Tick labels in CSS px: the chart draws at its measured width, never scaled. */
const TICK = { fontSize: 12 };
/** Below this much room per bar the part names tilt, and the figures on the bars give way to the tooltip. */
const UPRIGHT_BAND = 76;

/** A change with its sign: "+$45K", "-$1.2M", "$0". */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

const dollars = (cents: number) => cents / 100;
const barTone = (step: WaterfallStep) => (step.total ? 'total' : step.value >= 0 ? 'up' : 'down');

/** A step as recharts draws it: a bar floating between two running totals (in dollars, as the other charts). */
interface WaterfallBar extends WaterfallStep {
  span: [number, number];
}

/** One bar; a plain rect whatever the sign of its height. */
function StepBar({ x = 0, y = 0, width = 0, height = 0, payload }: BarShapeProps) {
  const step = payload as WaterfallBar;
  return (
    <rect
      className={`fin-chart__bar fin-waterfall__bar--${barTone(step)}`}
      data-part={step.key}
      x={x}
      y={Math.min(y, y + height)}
      width={width}
      height={Math.max(Math.abs(height), 1)}
      rx={3}
    />
  );
}

/** A part's name under its bar, tilted when the bars are narrow so it never shrinks. */
function PartTick({
  x,
  y,
  payload,
  index,
  tilted,
  steps,
}: {
  x?: number;
  y?: number;
  payload?: { value: string };
  index?: number;
  tilted: boolean;
  steps: WaterfallBar[];
}) {
  if (x === undefined || y === undefined || !payload) return null;
  const total = steps[index ?? -1]?.total;
  return (
    <text
      x={x}
      y={y}
      dy="0.9em"
      textAnchor={tilted ? 'end' : 'middle'}
      transform={tilted ? `rotate(-35 ${x} ${y})` : undefined}
      className={total ? 'fin-chart__tick fin-chart__year' : 'fin-chart__tick'}
    >
      {payload.value}
    </text>
  );
}

function Waterfall({
  steps,
  title,
  description,
  measure,
}: {
  steps: WaterfallStep[];
  title: string;
  description: string;
  measure: string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const bars: WaterfallBar[] = steps.map((step) => ({
    ...step,
    span: [dollars(step.from), dollars(step.to)],
  }));
  const scale = niceDomain(
    bars.flatMap((bar) => bar.span),
    { includeZero: true, tickCount: 4 },
  );
  const band = (width - Y_AXIS_WIDTH - MARGIN.right) / bars.length;
  const tilted = band < UPRIGHT_BAND;
  const StepTooltip = chartTooltip((bar: WaterfallBar) => ({
    title: bar.label,
    note: bar.total ? undefined : PART_HINTS[bar.key as BreakdownPart],
    rows: [
      {
        label: bar.total ? measure : `${measure} change`,
        value: signedCents(bar.value),
        tone: bar.value >= 0 ? 'up' : 'down',
      },
      ...(bar.total ? [] : [{ label: 'Change so far', value: signedCents(bar.to) }]),
    ],
  }));

  return (
    <div ref={ref}>
      <BarChart
        width={width}
        height={tilted ? 340 : 290}
        data={bars}
        margin={MARGIN}
        title={title}
        desc={`${description} Use the left and right arrow keys to read each part.`}
        className="fin-chart__surface"
      >
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="label"
          interval={0}
          tick={<PartTick tilted={tilted} steps={bars} />}
          height={tilted ? 76 : 30}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          width={Y_AXIS_WIDTH}
          domain={scale.domain}
          ticks={scale.ticks}
          tickFormatter={(value: number) => formatAxisMoney(value, scale.step)}
          tick={TICK}
          interval={0}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip
          content={StepTooltip}
          cursor={{ className: 'fin-chart__cursor-band' }}
          isAnimationActive={false}
        />
        <ReferenceLine y={0} className="fin-chart__axis" />
        {/* Dashed steps from each bar's end to the next bar's start, under the bars. */}
        {bars.slice(0, -1).map((bar, i) =>
          bars[i + 1]!.total ? null : (
            <ReferenceLine
              key={`link-${bar.key}`}
              className="fin-waterfall__connector"
              zIndex={250}
              segment={[
                { x: bar.label, y: bar.span[1] },
                { x: bars[i + 1]!.label, y: bar.span[1] },
              ]}
            />
          ),
        )}
        <Bar dataKey="span" maxBarSize={56} shape={StepBar} isAnimationActive={false}>
          {tilted ? null : (
            <LabelList
              dataKey="value"
              content={({ x, y, width: barWidth, height, index }) => {
                const bar = bars[index ?? -1];
                if (!bar || [x, y, barWidth, height].some((n) => typeof n !== 'number')) return null;
                const [left, top, w, h] = [x, y, barWidth, height] as number[];
                const below = bar.value < 0;
                return (
                  <text
                    className="fin-waterfall__value"
                    x={left! + w! / 2}
                    y={below ? Math.max(top!, top! + h!) + 16 : Math.min(top!, top! + h!) - 6}
                    textAnchor="middle"
                  >
                    {signedCents(bar.value)}
                  </text>
                );
              }}
            />
          )}
        </Bar>
      </BarChart>
    </div>
  );
}

/** The same numbers as a table, for everyone (and for checking the chart), in the game's money (SPEC §9). */
function BreakdownTable({ quarter }: { quarter: QuarterFigures }) {
  return (
    <table className="fin-breakdown-table" data-testid="quarter-breakdown-table">
      <caption>{`${quarterLabel(quarter.quarter)}: where the money came from and went`}</caption>
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col">Net worth</th>
          <th scope="col">Cash</th>
        </tr>
      </thead>
      <tbody>
        <tr className="fin-breakdown-table__edge">
          <th scope="row">Opening</th>
          <td>{formatCents(quarter.openingNetWorth)}</td>
          <td>{formatCents(quarter.openingCash)}</td>
        </tr>
        {quarter.parts.map((p) => (
          <tr key={p.part} data-part={p.part}>
            <th scope="row">
              {PART_LABELS[p.part]} <span className="fin-breakdown-table__hint">({PART_HINTS[p.part]})</span>
            </th>
            <td className={toneOf(p.netWorth)}>{signedCents(p.netWorth)}</td>
            <td className={toneOf(p.cash)}>{signedCents(p.cash)}</td>
          </tr>
        ))}
        <tr className="fin-breakdown-table__total">
          <th scope="row">Change</th>
          <td className={toneOf(quarter.netWorthChange)}>{signedCents(quarter.netWorthChange)}</td>
          <td className={toneOf(quarter.cashChange)}>{signedCents(quarter.cashChange)}</td>
        </tr>
        <tr className="fin-breakdown-table__edge">
          <th scope="row">Closing</th>
          <td>{formatCents(quarter.closingNetWorth)}</td>
          <td>{formatCents(quarter.closingCash)}</td>
        </tr>
      </tbody>
    </table>
  );
}

const toneOf = (cents: number) => (cents > 0 ? 'text-success' : cents < 0 ? 'text-danger' : undefined);

/** The lines the levers booked in the quarter, each with its reason (they are counted in the parts above). */
function LeverLines({ quarter }: { quarter: QuarterFigures }) {
  if (quarter.leverLines.length === 0) return null;
  const titleId = `lever-lines-${quarter.quarter}`;
  return (
    <section className="fin-breakdown-levers" aria-labelledby={titleId} data-testid="quarter-lever-lines">
      <h3 id={titleId} className="fin-levers__subtitle">
        Levers in {quarterLabel(quarter.quarter)}
      </h3>
      <ul className="fin-breakdown-levers__list">
        {quarter.leverLines.map((line, index) => (
          <li
            key={`${index}:${line.description}`}
            className="fin-breakdown-levers__item"
            data-testid="quarter-lever-line"
          >
            <span className="fin-breakdown-levers__what">
              {line.description}{' '}
              <span className="fin-breakdown-levers__part">({PART_LABELS[line.part]})</span>
            </span>
            <span className={`fin-breakdown-levers__amount ${toneOf(line.cash) ?? ''}`}>
              {line.cash === line.netWorth
                ? signedCents(line.cash)
                : `cash ${signedCents(line.cash)}, net worth ${signedCents(line.netWorth)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreakdownView({ quarters }: { quarters: QuarterFigures[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [measure, setMeasure] = useState<Measure>('netWorth');
  const selectId = useId();
  const quarter = quarters.find((q) => q.quarter === chosen) ?? quarters.at(-1)!;
  const { label, change } = MEASURES[measure];
  const steps = waterfallSteps(
    quarter.parts.map((p) => ({ part: p.part, amount: p[measure] })),
    'Change',
  );
  const opening = measure === 'netWorth' ? quarter.openingNetWorth : quarter.openingCash;
  const closing = measure === 'netWorth' ? quarter.closingNetWorth : quarter.closingCash;
  const total = measure === 'netWorth' ? quarter.netWorthChange : quarter.cashChange;
  const when = quarterLabel(quarter.quarter);

  return (
    <>
      <div className="fin-breakdown__controls">
        <div className="fin-breakdown__field">
          <label className="ui-label" htmlFor={selectId}>
            Quarter
          </label>
          <select
            id={selectId}
            className="ui-select fin-breakdown__select"
            value={quarter.quarter}
            onChange={(e) => setChosen(Number(e.target.value))}
            data-testid="quarter-breakdown-quarter"
          >
            {quarters.map((q) => (
              <option key={q.quarter} value={q.quarter}>
                {quarterLabel(q.quarter)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="fin-breakdown__measure">
          <legend className="ui-label">Show</legend>
          {(Object.keys(MEASURES) as Measure[]).map((m) => (
            <label key={m} className="fin-breakdown__radio">
              <input
                type="radio"
                name={`${selectId}-measure`}
                value={m}
                checked={measure === m}
                onChange={() => setMeasure(m)}
              />
              {MEASURES[m].label}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="fin-breakdown__summary" data-testid="quarter-breakdown-summary">
        {`${label} in ${when}: ${formatCents(opening)} → ${formatCents(closing)} (${signedCents(total)})`}
      </p>
      <div className="fin-chart fin-chart--waterfall" data-testid="quarter-breakdown-chart">
        <Waterfall
          steps={steps}
          measure={label}
          title={`${change} in ${when}, by source`}
          description={`${steps
            .filter((s) => !s.total)
            .map((s) => `${s.label} ${signedCents(s.value)}`)
            .join(
              ', ',
            )}; ${change.toLowerCase()} ${signedCents(total)}, from ${formatCents(opening)} to ${formatCents(closing)}.`}
        />
      </div>
      <BreakdownTable quarter={quarter} />
      <LeverLines quarter={quarter} />
    </>
  );
}

/** Per quarter: the change in net worth and cash, split by where it came from (GET /api/financial/breakdown). */
export function QuarterBreakdown() {
  const { data, error } = useFinancialBreakdown();

  return (
    <Card aria-labelledby="quarter-breakdown-title" data-testid="quarter-breakdown">
      <CardHeader>
        <div className="fin-card-head">
          <div>
            <CardTitle id="quarter-breakdown-title">Quarter Breakdown</CardTitle>
            <CardDescription>
              Where a quarter’s change in net worth and cash came from: every financial event, by source.
            </CardDescription>
          </div>
          <div className="fin-legend" aria-hidden="true">
            <span className="fin-legend__item">
              <span className="fin-legend__swatch fin-legend__swatch--up" /> Gain
            </span>
            <span className="fin-legend__item">
              <span className="fin-legend__swatch fin-legend__swatch--down" /> Loss
            </span>
            <span className="fin-legend__item">
              <span className="fin-legend__swatch fin-legend__swatch--total" /> Change
            </span>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {error ? (
          <div className="fin-chart fin-chart--waterfall">
            <div className="fin-chart__empty" role="alert">
              <p className="fin-chart__empty-title">The quarter breakdown could not be loaded.</p>
              <p className="ui-subtle">{serverMessage(error)}</p>
            </div>
          </div>
        ) : !data ? (
          <div className="fin-chart fin-chart--waterfall">
            <Skeleton className="fin-chart__empty" label="Loading the quarter breakdown" />
          </div>
        ) : data.quarters.length === 0 ? (
          <div className="fin-chart fin-chart--waterfall">
            <div className="fin-chart__empty">
              <p className="fin-chart__empty-title">No quarters played yet</p>
              <p className="ui-muted">The breakdown starts once the first quarter closes.</p>
            </div>
          </div>
        ) : (
          <BreakdownView quarters={data.quarters} />
        )}
      </CardContent>
    </Card>
  );
}
