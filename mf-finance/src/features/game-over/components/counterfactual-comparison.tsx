import type { EndReason, GameOutcome } from '@ai-council/contracts';
import { serverMessage } from '@ai-council/contracts';
import { useCounterfactual } from '@ai-council/queries';
import { centsToDollars, formatMoney } from '@ai-council/rules';
import { Card, ColumnHeads, Skeleton } from '@ai-council/ui';

const endText: Record<EndReason, string> = {
  victory: 'Victory',
  bankruptcy: 'Bankruptcy',
  time_limit: "Time's up",
};

function sameOutcome(a: GameOutcome, b: GameOutcome): boolean {
  return (
    a.netWorth === b.netWorth &&
    a.finalScore === b.finalScore &&
    a.endReason === b.endReason &&
    a.quartersPlayed === b.quartersPlayed
  );
}

function endedText(outcome: GameOutcome): string {
  return `${endText[outcome.endReason]} after ${outcome.quartersPlayed} ${outcome.quartersPlayed === 1 ? 'quarter' : 'quarters'}`;
}

function outcomeText(outcome: GameOutcome): string {
  const worth = formatMoney(centsToDollars(outcome.netWorth));
  return `${worth} net worth, score ${outcome.finalScore.toLocaleString('en-US')}, ${endedText(outcome)}`;
}

/**
 * Three identical rows say nothing (a player who decided nothing, a council that proposed
 * nothing): one sentence says it instead.
 *
 * The same game (same seed, quarters and scenarios) replayed by svc-game with
 * every council proposal implemented when proposed, and with nothing decided.
 */
export function CounterfactualComparison({ gameId }: { gameId: string }) {
  const { data, error, isPending } = useCounterfactual(gameId);
  const rows: Array<{ key: string; label: string; outcome: GameOutcome | undefined }> = [
    { key: 'player', label: 'You', outcome: data?.player },
    { key: 'council', label: "Following the council's advice", outcome: data?.council },
    { key: 'passive', label: 'Doing nothing', outcome: data?.passive },
  ];
  return (
    <Card role="region" aria-labelledby="what-if-title" data-testid="counterfactual">
      <Card.Header>
        <Card.Title id="what-if-title">What If?</Card.Title>
        <Card.Description>
          Your game replayed from its seed: the same quarters and scenarios, once implementing every decision
          the council proposed as soon as it proposed it, and once deciding nothing at all.
        </Card.Description>
      </Card.Header>
      <Card.Content>
        {error ? (
          <p className="ui-muted" role="alert">
            The comparison could not be computed. {serverMessage(error)}
          </p>
        ) : isPending ? (
          <div className="ui-stack ui-stack--sm" aria-busy="true" aria-label="Replaying your game">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </div>
        ) : data && sameOutcome(data.player, data.council) && sameOutcome(data.player, data.passive) ? (
          <p className="ui-muted" data-testid="counterfactual-same">
            Following the council&apos;s advice and doing nothing both replay to exactly your result (
            {outcomeText(data.player)}): no decision made in this game changed its outcome. Implement a
            council decision or resolve a scenario next time to see the difference here.
          </p>
        ) : (
          <table className="go-table">
            <caption className="ui-sr-only">Final net worth and score of your game and its replays</caption>
            <ColumnHeads columns={['Play', 'Final net worth', 'Score', 'Ended']} />
            <tbody>
              {rows.map(({ key, label, outcome }) =>
                outcome ? (
                  <tr
                    key={key}
                    data-testid={`counterfactual-${key}`}
                    className={key === 'player' ? 'go-table__you' : ''}
                  >
                    <th scope="row">{label}</th>
                    <td className="ui-mono">{formatMoney(centsToDollars(outcome.netWorth))}</td>
                    <td className="ui-mono">{outcome.finalScore.toLocaleString('en-US')}</td>
                    <td>{endedText(outcome)}</td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        )}
      </Card.Content>
    </Card>
  );
}
