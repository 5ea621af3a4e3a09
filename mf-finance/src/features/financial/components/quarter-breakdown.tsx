import { type QuarterBreakdown as QuarterFigures, serverMessage } from '@ai-council/contracts';
import { useFinancialBreakdown } from '@ai-council/queries';
import { formatCents, formatCentsExact, quarterLabel } from '@ai-council/rules';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@ai-council/ui';
import { useId, useState } from 'react';
import { formatAxisMoney, linearScale, niceDomain } from '../lib/chart-scale';
import { PART_HINTS, PART_LABELS, waterfallSteps, type WaterfallStep } from '../lib/waterfall';

type Measure = 'netWorth' | 'cash';
const MEASURES: Record<Measure, { label: string; change: string }> = {
  netWorth: { label: 'Net worth', change: 'Net worth change' },
  cash: { label: 'Cash', change: 'Cash change' },
};

const W = 640;
const H = 300;
const LEFT = 64;
const RIGHT = 8;
const TOP = 24;
const BOTTOM = 244;
const LABEL_Y = 268;

/** A change with its sign: "+$45K", "-$1.2M", "$0". */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

function Waterfall({
  steps,
  title,
  description,
}: {
  steps: WaterfallStep[];
  title: string;
  description: string;
}) {
  const id = useId();
  // The axis is in dollars, as the other charts; the steps are in cents.
  const dollars = (cents: number) => cents / 100;
  const scale = niceDomain(
    steps.flatMap((s) => [dollars(s.from), dollars(s.to)]),
    { includeZero: true, tickCount: 4 },
  );
  const y = linearScale(scale.domain, [BOTTOM, TOP]);
  const band = (W - LEFT - RIGHT) / steps.length;
  const barWidth = Math.min(band * 0.62, 56);
  const xOf = (index: number) => LEFT + band * (index + 0.5);

  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line className="fin-chart__grid" x1={LEFT} x2={W - RIGHT} y1={y(tick)} y2={y(tick)} />
          <text className="fin-chart__tick" x={LEFT - 8} y={y(tick) + 4} textAnchor="end">
            {formatAxisMoney(tick, scale.step)}
          </text>
        </g>
      ))}
      {steps.map((step, i) => {
        const top = Math.min(y(dollars(step.from)), y(dollars(step.to)));
        const height = Math.max(Math.abs(y(dollars(step.to)) - y(dollars(step.from))), 1);
        const tone = step.total ? 'total' : step.value >= 0 ? 'up' : 'down';
        const next = steps[i + 1];
        return (
          <g key={step.key} data-part={step.key}>
            <rect
              className={`fin-chart__bar fin-waterfall__bar--${tone}`}
              x={xOf(i) - barWidth / 2}
              y={top}
              width={barWidth}
              height={height}
              rx={3}
            >
              <title>{`${step.label}: ${signedCents(step.value)}`}</title>
            </rect>
            {next && !next.total ? (
              <line
                className="fin-waterfall__connector"
                x1={xOf(i) + barWidth / 2}
                x2={xOf(i + 1) - barWidth / 2}
                y1={y(dollars(step.to))}
                y2={y(dollars(step.to))}
              />
            ) : null}
            <text
              className="fin-waterfall__value"
              x={xOf(i)}
              y={step.value >= 0 ? top - 6 : top + height + 14}
              textAnchor="middle"
            >
              {signedCents(step.value)}
            </text>
            <text
              className={step.total ? 'fin-chart__year' : 'fin-chart__tick'}
              x={xOf(i)}
              y={LABEL_Y}
              textAnchor="middle"
            >
              {step.label}
            </text>
          </g>
        );
      })}
      <line className="fin-chart__axis" x1={LEFT} x2={W - RIGHT} y1={y(0)} y2={y(0)} />
    </svg>
  );
}

/** The same numbers, to the cent, for everyone (and for checking the chart). */
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
          <td>{formatCentsExact(quarter.openingNetWorth)}</td>
          <td>{formatCentsExact(quarter.openingCash)}</td>
        </tr>
        {quarter.parts.map((p) => (
          <tr key={p.part} data-part={p.part}>
            <th scope="row">
              {PART_LABELS[p.part]} <span className="fin-breakdown-table__hint">({PART_HINTS[p.part]})</span>
            </th>
            <td className={toneOf(p.netWorth)}>{signed(p.netWorth)}</td>
            <td className={toneOf(p.cash)}>{signed(p.cash)}</td>
          </tr>
        ))}
        <tr className="fin-breakdown-table__total">
          <th scope="row">Change</th>
          <td className={toneOf(quarter.netWorthChange)}>{signed(quarter.netWorthChange)}</td>
          <td className={toneOf(quarter.cashChange)}>{signed(quarter.cashChange)}</td>
        </tr>
        <tr className="fin-breakdown-table__edge">
          <th scope="row">Closing</th>
          <td>{formatCentsExact(quarter.closingNetWorth)}</td>
          <td>{formatCentsExact(quarter.closingCash)}</td>
        </tr>
      </tbody>
    </table>
  );
}

const signed = (cents: number) => (cents > 0 ? `+${formatCentsExact(cents)}` : formatCentsExact(cents));
const toneOf = (cents: number) => (cents > 0 ? 'text-success' : cents < 0 ? 'text-danger' : undefined);

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
