// The money axes of the recharts charts: round ticks chosen here rather than by
// recharts, because each tick's label needs the step between ticks to keep
// just enough decimals (SPEC §9's $X.XM / $XK) for neighbours never to read alike.

/** A round step (1, 2 or 5 times a power of ten) near `raw`. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A domain on round numbers that holds every value (and zero when asked), with
 * its ticks; about `tickCount` intervals.
 */
export interface NiceDomain {
  domain: [number, number];
  ticks: number[];
  step: number;
}

export function niceDomain(
  values: number[],
  { includeZero, tickCount = 2 }: { includeZero: boolean; tickCount?: number },
): NiceDomain {
  let min = Math.min(...values, ...(includeZero ? [0] : []));
  let max = Math.max(...values, ...(includeZero ? [0] : []));
  if (min === max) {
    // One value (or all equal): give it room so it sits mid-chart.
    const pad = Math.abs(min) * 0.1 || 1000; // these charts are in dollars
    min -= includeZero && min === 0 ? 0 : pad;
    max += pad;
  }
  const step = niceStep((max - min) / tickCount);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = lo; tick <= hi + step / 2; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return { domain: [lo, hi], ticks, step };
}

/**
 * Money for an axis tick: SPEC §9's $X.XM / $XK shapes, with as many decimals as
 * the tick step needs so neighbouring ticks never read the same.
 */
export function formatAxisMoney(dollars: number, step: number): string {
  const sign = dollars < 0 ? '-' : '';
  const value = Math.abs(dollars);
  const decimalsFor = (unit: number) => Math.max(0, Math.min(3, Math.ceil(-Math.log10(step / unit) - 1e-9)));
  if (value >= 1_000_000)
    return `${sign}$${(value / 1_000_000).toFixed(Math.max(1, decimalsFor(1_000_000)))}M`;
  if (value >= 1_000) return `${sign}$${(value / 1_000).toFixed(decimalsFor(1_000))}K`;
  return `${sign}$${Math.round(value)}`;
}
