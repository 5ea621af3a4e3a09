import { type QuarterlyLevers as Levers, type QuarterlyLeversProjection } from '@ai-council/contracts';
import { formatHundredthsPercent } from '@ai-council/rules';
import { cn, ColumnHeads, Skeleton, trackFeatureUsage } from '@ai-council/ui';
import { useEffect } from 'react';
import { useLeversProjection } from '../hooks/use-levers-projection';
import { signedDollars, stakePercent, wholeDollars } from '../lib/quarterly-levers';
import { toneOf } from '../lib/signed-money';

const ROWS: Array<{ key: 'netWorth' | 'cash' | 'revenue'; label: string }> = [
  { key: 'netWorth', label: 'Net worth' },
  { key: 'cash', label: 'Cash' },
  { key: 'revenue', label: 'Revenue' },
];

/** The engine two quarters ahead, with the levers beside without them. */
function ProjectionBody({ projection }: { projection: QuarterlyLeversProjection }) {
  // Once each time a projection comes into view (later answers for the same form update it in place).
  useEffect(() => void trackFeatureUsage('projection_viewed'), []);
  const { with: withLevers, without, delta } = projection;
  const ahead = `${projection.quarters} quarter${projection.quarters === 1 ? '' : 's'} ahead`;
  return (
    <>
      <p className="fin-levers__summary" data-testid="levers-projection-summary">
        With these levers, {ahead}: net worth {wholeDollars(withLevers.netWorth)} (vs{' '}
        {wholeDollars(without.netWorth)} without), cash {wholeDollars(withLevers.cash)} (vs{' '}
        {wholeDollars(without.cash)}).
      </p>
      <div className="fin-levers__table-wrap">
        <table className="fin-levers__table">
          <caption className="ui-sr-only">
            The engine’s projection, {ahead}, with and without these levers
          </caption>
          <ColumnHeads columns={[`In ${ahead.replace(' ahead', '')}`, 'With', 'Without', 'Difference']} />
          <tbody>
            {ROWS.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{wholeDollars(withLevers[key])}</td>
                <td>{wholeDollars(without[key])}</td>
                <td className={toneOf(delta[key])}>{signedDollars(delta[key])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Market share</th>
              <td>{formatHundredthsPercent(withLevers.marketShare)}</td>
              <td>{formatHundredthsPercent(without.marketShare)}</td>
              <td className={toneOf(delta.marketShare)}>
                {delta.marketShare > 0 ? '+' : ''}
                {formatHundredthsPercent(delta.marketShare)}
              </td>
            </tr>
            <tr>
              <th scope="row">Employees</th>
              <td>{withLevers.employeeCount}</td>
              <td>{without.employeeCount}</td>
              <td>
                {delta.employeeCount > 0 ? '+' : ''}
                {delta.employeeCount}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {projection.stake < projection.stakeWithout ? (
        <p className="fin-levers__stake" data-testid="levers-projection-stake">
          Your stake falls to {stakePercent(projection.stake)} (from {stakePercent(projection.stakeWithout)}):
          the final score is multiplied by your stake.
        </p>
      ) : null}
      {projection.effects.length > 0 ? (
        <ul className="fin-levers__effects" aria-label="What the levers book">
          {projection.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The engine's projection of the levers being edited, or why there is none yet. */
export function ProjectionPanel({
  quarter,
  levers,
  waiting,
}: {
  quarter: number;
  levers: Levers | null;
  /** Why there are no settings to project yet, when there are none. */
  waiting: string;
}) {
  const { projection, projecting, stale, error, idle } = useLeversProjection(quarter, levers);
  return (
    <section
      className="fin-levers__projection"
      aria-labelledby="levers-projection-title"
      data-testid="levers-projection"
    >
      <div className="fin-levers__projection-head">
        <h3 id="levers-projection-title" className="fin-levers__subtitle">
          The engine’s projection
        </h3>
        <p className="fin-levers__status" aria-live="polite" data-testid="levers-projection-status">
          {projecting ? (
            <>
              <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
              Projecting…
            </>
          ) : null}
        </p>
      </div>
      {error ? (
        <p role="alert" className="fin-levers__error" data-testid="levers-projection-error">
          {error}
        </p>
      ) : null}
      {idle ? (
        <p className="ui-muted">
          {levers === null
            ? waiting
            : 'Change a lever and the engine plays the next two quarters on a copy of your company, with and without it. Nothing is changed until you apply.'}
        </p>
      ) : projection ? (
        <div
          className={cn('fin-levers__projection-body', stale && 'fin-levers__projection-body--stale')}
          aria-busy={projecting}
        >
          <ProjectionBody projection={projection} />
        </div>
      ) : error ? null : (
        <Skeleton className="fin-levers__skeleton" label="Projecting your levers" />
      )}
    </section>
  );
}
