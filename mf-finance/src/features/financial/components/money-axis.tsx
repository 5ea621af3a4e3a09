import { YAxis } from 'recharts';
import { formatAxisMoney, type NiceDomain } from '../lib/chart-scale';

/** Room every finance chart reserves for its money ticks, so stacked panels line up. */
export const Y_AXIS_WIDTH = 64;
/** Tick labels in CSS px: the charts draw at their measured width, never scaled. */
const TICK = { fontSize: 12 };

/**
 * The money Y axis of a finance chart: the scale's round ticks, each labelled with just the decimals
 * its step needs. Called as a function inside the chart, so the chart gets a YAxis element itself.
 */
export function moneyYAxis(scale: NiceDomain, className?: string) {
  return (
    <YAxis
      width={Y_AXIS_WIDTH}
      domain={scale.domain}
      ticks={scale.ticks}
      tickFormatter={(value: number) => formatAxisMoney(value, scale.step)}
      tick={TICK}
      interval={0}
      axisLine={false}
      tickLine={false}
      className={className}
    />
  );
}
