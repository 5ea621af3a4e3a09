import type { QuarterlyLeversView } from '@ai-council/contracts';
import { formatCents, quarterLabel } from '@ai-council/rules';
import { leverPhrases, stakePercent } from '../lib/quarterly-levers';

/** What is set for the coming quarter, and what runs now (a scenario's plan, a decision, the credit line). */
export function CurrentLevers({ view }: { view: QuarterlyLeversView }) {
  const set = leverPhrases(view.set);
  const { financing } = view;
  return (
    <div className="fin-levers__current" data-testid="levers-current">
      <div>
        <h3 className="fin-levers__subtitle">Set for {quarterLabel(view.quarter)}</h3>
        {set.length === 0 ? (
          <p className="ui-muted">Nothing set: the quarter plays with the defaults.</p>
        ) : (
          <ul className="fin-levers__list" data-testid="levers-set">
            {set.map((phrase) => (
              <li key={phrase}>{phrase}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="fin-levers__subtitle">Running now</h3>
        {view.running.length === 0 && financing.creditLineBalance === 0 && financing.stake === 10_000 ? (
          <p className="ui-muted">No lever is running.</p>
        ) : (
          <ul className="fin-levers__list" data-testid="levers-running">
            {view.running.map((lever) => (
              <li key={`${lever.source}:${lever.kind}:${lever.description}`}>
                {lever.description}{' '}
                <span className="ui-subtle">
                  ({lever.quartersLeft} quarter{lever.quartersLeft === 1 ? '' : 's'} left)
                </span>
              </li>
            ))}
            {financing.creditLineBalance > 0 ? (
              <li>
                Credit line: {formatCents(financing.creditLineBalance)} owed, repaid{' '}
                {formatCents(financing.creditLineInstallment)} a quarter at {financing.creditLineRatePercent}%
                interest
              </li>
            ) : null}
            {financing.stake < 10_000 ? (
              <li>
                Your stake: {stakePercent(financing.stake)} after {formatCents(financing.capitalRaised)}{' '}
                raised (the final score is multiplied by it)
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </div>
  );
}
