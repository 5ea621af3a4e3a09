import type { ChallengeMode, EndReason, LeaderboardEntry } from '@ai-council/contracts';
import { serverMessage } from '@ai-council/contracts';
import { useChallengeLeaderboard } from '@ai-council/queries';
import { Badge, Button, Card, ColumnHeads, Spinner } from '@ai-council/ui';
import { useState } from 'react';

const modes: Array<{ mode: ChallengeMode; label: string }> = [
  { mode: 'demo', label: 'Demo' },
  { mode: 'llm', label: 'LLM' },
];

const endText: Record<EndReason, string> = {
  victory: 'Victory',
  bankruptcy: 'Bankruptcy',
  time_limit: "Time's up",
};

/** The day's entries, best first; the player's own row marked. */
function LeaderboardTable({
  mode,
  entries,
}: {
  mode: ChallengeMode | undefined;
  entries: LeaderboardEntry[];
}) {
  return (
    <table className="go-table">
      <caption className="ui-sr-only">
        Today&apos;s challenge, {mode} mode: verified scores, best first
      </caption>
      <ColumnHeads columns={['Rank', 'Player', 'Score', 'End', 'Quarters']} />
      <tbody>
        {entries.map((entry) => (
          <tr
            key={`${entry.rank}-${entry.firstName}`}
            data-testid="leaderboard-row"
            aria-current={entry.isYou ? 'true' : undefined}
            className={entry.isYou ? 'go-table__you' : ''}
          >
            <td className="ui-mono">{entry.rank}</td>
            <th scope="row">
              {entry.firstName} {entry.isYou ? <Badge variant="default">You</Badge> : null}
            </th>
            <td className="ui-mono">{entry.finalScore.toLocaleString('en-US')}</td>
            <td>{endText[entry.endReason]}</td>
            <td className="ui-mono">{entry.quartersPlayed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The day's verified entries of one mode (the player's own mode first). */
export function ChallengeLeaderboard() {
  const [chosen, setChosen] = useState<ChallengeMode | undefined>(undefined);
  const { data, error, isPending, refetch, isFetching } = useChallengeLeaderboard({ mode: chosen });
  const mode = chosen ?? data?.mode;

  return (
    <Card aria-labelledby="leaderboard-title">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="leaderboard-title">
            Leaderboard{data ? <span className="ui-muted"> · {data.day} (UTC)</span> : null}
          </Card.Title>
          <div className="ui-row" role="group" aria-label="Game mode">
            {modes.map((m) => (
              <Button
                key={m.mode}
                size="sm"
                variant={mode === m.mode ? 'primary' : 'outline'}
                aria-pressed={mode === m.mode}
                onClick={() => setChosen(m.mode)}
              >
                {m.label}
              </Button>
            ))}
          </div>
        </div>
      </Card.Header>
      <Card.Content>
        <p className="ui-subtle" data-testid="leaderboard-rule">
          Each player&apos;s first completed attempt of the day is ranked; later attempts are practice.
        </p>
        {error ? (
          <div role="alert" className="ui-stack ui-stack--sm">
            <p>The leaderboard could not be loaded.</p>
            <p className="ui-subtle">{serverMessage(error)}</p>
            <div>
              <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
                Try Again
              </Button>
            </div>
          </div>
        ) : isPending ? (
          <div className="ui-center">
            <Spinner label="Loading the leaderboard…" showLabel />
          </div>
        ) : data.entries.length === 0 ? (
          <p className="ui-muted" data-testid="leaderboard-empty">
            No verified entries yet today. Play today&apos;s challenge to be the first.
          </p>
        ) : (
          <LeaderboardTable mode={mode} entries={data.entries} />
        )}
      </Card.Content>
    </Card>
  );
}
