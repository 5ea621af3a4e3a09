import type { QuarterBreakdown as QuarterFigures } from '@ai-council/contracts';
import { useFinancialBreakdown } from '@ai-council/queries';
import { formatCents, quarterLabel } from '@ai-council/rules';
import { useId, useState } from 'react';
import { signedCents } from '../lib/signed-money';
import { waterfallSteps } from '../lib/waterfall';
import { BreakdownTable, LeverLines } from './quarter-breakdown-table';
import { Waterfall } from './waterfall-chart';
import { ChartLegend, ChartStates, FinanceCard, type LegendItem } from './panel-parts';

type Measure = 'netWorth' | 'cash';
const MEASURES: Record<Measure, { label: string; change: string }> = {
  netWorth: { label: 'Net worth', change: 'Net worth change' },
  cash: { label: 'Cash', change: 'Cash change' },
};

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

const breakdownLegend: LegendItem[] = [
  { swatch: 'up', label: 'Gain' },
  { swatch: 'down', label: 'Loss' },
  { swatch: 'total', label: 'Change' },
];

/** Per quarter: the change in net worth and cash, split by where it came from (GET /api/financial/breakdown). */
export function QuarterBreakdown() {
  const { data, error } = useFinancialBreakdown();

  return (
    <FinanceCard
      testId="quarter-breakdown"
      titleId="quarter-breakdown-title"
      title="Quarter Breakdown"
      description="Where a quarter’s change in net worth and cash came from: every financial event, by source."
      aside={<ChartLegend items={breakdownLegend} />}
    >
      <ChartStates
        error={error}
        items={data?.quarters}
        texts={{
          failed: 'The quarter breakdown could not be loaded.',
          loading: 'Loading the quarter breakdown',
          emptyTitle: 'No quarters played yet',
          emptyHint: 'The breakdown starts once the first quarter closes.',
        }}
        frame="fin-chart fin-chart--waterfall"
      >
        {(quarters) => <BreakdownView quarters={quarters} />}
      </ChartStates>
    </FinanceCard>
  );
}
