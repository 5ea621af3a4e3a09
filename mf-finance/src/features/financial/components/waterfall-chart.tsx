import type { BreakdownPart } from '@ai-council/contracts';
import { chartTooltip, useElementWidth } from '@ai-council/ui';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  LabelList,
  type LabelProps,
  ReferenceLine,
  Tooltip,
  XAxis,
} from 'recharts';
import { niceDomain } from '../lib/chart-scale';
import { moneyYAxis, Y_AXIS_WIDTH } from './money-axis';
import { signedCents } from '../lib/signed-money';
import { PART_HINTS, type WaterfallStep } from '../lib/waterfall';

const MARGIN = { top: 24, right: 12, bottom: 0, left: 0 };
/** Below this much room per bar the part names tilt, and the figures on the bars give way to the tooltip. */
const UPRIGHT_BAND = 76;

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

/** A bar's tooltip: the change it books and, for a part, the change so far. */
const stepTooltip = (measure: string) =>
  chartTooltip((bar: WaterfallBar) => ({
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

/** The dashed steps from each bar's end to the next bar's start. */
const connectorLines = (bars: WaterfallBar[]) =>
  bars.slice(0, -1).map((bar, i) =>
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
  );

/** Each bar's change written above it (below a loss). */
const valueLabel =
  (bars: WaterfallBar[]) =>
  ({ x, y, width: barWidth, height, index }: LabelProps) => {
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
  };

/** A quarter's change as a waterfall: each part a bar floating from where the last one ended. */
export function Waterfall({
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
  const StepTooltip = stepTooltip(measure);
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
        {moneyYAxis(scale)}
        <Tooltip
          content={StepTooltip}
          cursor={{ className: 'fin-chart__cursor-band' }}
          isAnimationActive={false}
        />
        <ReferenceLine y={0} className="fin-chart__axis" />
        {/* Dashed steps from each bar's end to the next bar's start, under the bars. */}
        {connectorLines(bars)}
        <Bar dataKey="span" maxBarSize={56} shape={StepBar} isAnimationActive={false}>
          {tilted ? null : <LabelList dataKey="value" content={valueLabel(bars)} />}
        </Bar>
      </BarChart>
    </div>
  );
}
