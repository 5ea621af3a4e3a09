/** What recharts hands a tooltip's content: whether it shows, and the datum under it. */
interface TooltipState {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
}

export interface TooltipRow {
  label: string;
  value: string;
  tone?: 'up' | 'down';
}

/**
 * A recharts tooltip in the theme's colours: the hovered (or keyboard-chosen)
 * datum's title and figures. `describe` turns the datum into what is shown.
 */
export function chartTooltip<Datum>(
  describe: (datum: Datum) => { title: string; note?: string; rows: TooltipRow[] },
) {
  return function ChartTooltip({ active, payload }: TooltipState) {
    const datum = payload?.[0]?.payload as Datum | undefined;
    if (!active || !datum) return null;
    const { title, note, rows } = describe(datum);
    return (
      <div className="fin-tooltip" data-testid="chart-tooltip">
        <p className="fin-tooltip__title">{title}</p>
        {note ? <p className="fin-tooltip__note">{note}</p> : null}
        <dl className="fin-tooltip__rows">
          {rows.map((row) => (
            <div key={row.label} className="fin-tooltip__row">
              <dt>{row.label}</dt>
              <dd className={row.tone ? `fin-tooltip__value--${row.tone}` : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  };
}
