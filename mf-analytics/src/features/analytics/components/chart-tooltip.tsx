/** What recharts hands a tooltip's content: whether it shows, and the datum under it. */
interface TooltipState {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
}

export interface TooltipRow {
  label: string;
  value: string;
}

/**
 * A recharts tooltip in the theme's colours: the hovered (or keyboard-chosen)
 * datum's title and figures. `describe` turns the datum into what is shown.
 */
export function chartTooltip<Datum>(describe: (datum: Datum) => { title: string; rows: TooltipRow[] }) {
  return function ChartTooltip({ active, payload }: TooltipState) {
    const datum = payload?.[0]?.payload as Datum | undefined;
    if (!active || !datum) return null;
    const { title, rows } = describe(datum);
    return (
      <div className="anl-tooltip" data-testid="chart-tooltip">
        <p className="anl-tooltip__title">{title}</p>
        <dl className="anl-tooltip__rows">
          {rows.map((row) => (
            <div key={row.label} className="anl-tooltip__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  };
}
