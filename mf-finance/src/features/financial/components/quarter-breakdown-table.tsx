import { ColumnHeads } from '@ai-council/ui';
import type { QuarterBreakdown as QuarterFigures } from '@ai-council/contracts';
import { formatCents, quarterLabel } from '@ai-council/rules';
import { signedCents, toneOf } from '../lib/signed-money';
import { PART_HINTS, PART_LABELS } from '../lib/waterfall';

/** The same numbers as a table, for everyone (and for checking the chart), in the game's money (SPEC §9). */
export function BreakdownTable({ quarter }: { quarter: QuarterFigures }) {
  return (
    <table className="fin-breakdown-table" data-testid="quarter-breakdown-table">
      <caption>{`${quarterLabel(quarter.quarter)}: where the money came from and went`}</caption>
      <ColumnHeads columns={['Source', 'Net worth', 'Cash']} />
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

/** The lines the levers booked in the quarter, each with its reason (they are counted in the parts above). */
export function LeverLines({ quarter }: { quarter: QuarterFigures }) {
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
