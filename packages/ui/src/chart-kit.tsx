// What every chart of the system shares (recharts in the remotes): a width
// measured from the page, so labels are drawn at real CSS px and never scaled
// by a viewBox, and a tooltip in the theme's colours.
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, followed as it resizes. Before a layout
 * exists (or where nothing lays out, as in happy-dom) it is `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** What recharts hands a tooltip's content: whether it shows, and the datum under it. */
interface TooltipState {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
}

export interface ChartTooltipRow {
  label: string;
  value: string;
  tone?: 'up' | 'down';
}

/**
 * A recharts tooltip in the theme's colours: the hovered (or keyboard-chosen)
 * datum's title and figures. `describe` turns the datum into what is shown.
 */
export function chartTooltip<Datum>(
  describe: (datum: Datum) => { title: string; note?: string; rows: ChartTooltipRow[] },
) {
  return function ChartTooltip({ active, payload }: TooltipState) {
    const datum = payload?.[0]?.payload as Datum | undefined;
    if (!active || !datum) return null;
    const { title, note, rows } = describe(datum);
    return (
      <div className="ui-chart-tooltip" data-testid="chart-tooltip">
        <p className="ui-chart-tooltip__title">{title}</p>
        {note ? <p className="ui-chart-tooltip__note">{note}</p> : null}
        <dl className="ui-chart-tooltip__rows">
          {rows.map((row) => (
            <div key={row.label} className="ui-chart-tooltip__row">
              <dt>{row.label}</dt>
              <dd className={row.tone ? `ui-chart-tooltip__value--${row.tone}` : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  };
}
