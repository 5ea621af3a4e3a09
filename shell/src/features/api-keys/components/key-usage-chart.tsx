// The key's month by day: estimated dollars a day, tokens in the tooltip.
// Loaded only with the key list (recharts stays out of the shell's first load).
import type { ApiKeyRecord } from '@ai-council/contracts';
import { chartTooltip, useElementWidth } from '@ai-council/ui';
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '@ai-council/rules';
import { formatTokens } from '../lib/usage';

type Day = NonNullable<ApiKeyRecord['usage']>['byDay'][number];

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const DayTooltip = chartTooltip((day: Day) => ({
  title: dayLabel(day.day),
  rows: [
    { label: 'Estimated cost', value: formatUsd(day.estimatedUsd) },
    { label: 'Calls', value: day.calls.toLocaleString() },
    {
      label: 'Tokens in / out',
      value: `${formatTokens(day.inputTokens)} / ${formatTokens(day.outputTokens)}`,
    },
  ],
}));

export default function KeyUsageChart({ days, keyName }: { days: Day[]; keyName: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(420);
  return (
    <div ref={ref} className="key-usage__chart" data-testid="key-usage-chart">
      <BarChart
        width={width}
        height={120}
        data={days}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        title={`Estimated cost of ${keyName} by day this month`}
        desc="Use the left and right arrow keys to read each day."
      >
        <XAxis
          dataKey="day"
          tickFormatter={dayLabel}
          tick={{ fontSize: 12, fontWeight: 600 }}
          interval="preserveStartEnd"
          minTickGap={12}
          tickLine={false}
          axisLine={{ className: 'key-usage__axis' }}
        />
        <YAxis hide domain={[0, (max: number) => Math.max(max, 0.0001)]} />
        <Tooltip content={DayTooltip} cursor={{ className: 'key-usage__cursor' }} isAnimationActive={false} />
        <Bar
          dataKey="estimatedUsd"
          name="Estimated cost"
          className="key-usage__bar"
          radius={[4, 4, 0, 0]}
          maxBarSize={40}
          isAnimationActive={false}
          minPointSize={2}
        />
      </BarChart>
    </div>
  );
}
