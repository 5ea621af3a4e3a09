import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, Card, Progress, Skeleton } from '@ai-council/ui';
import { useQueries } from '@tanstack/react-query';
import { agentProfileQueryOptions } from '@ai-council/queries';

/** The five side by side: who leans bold and who careful, from the same profiles the cards show. */
export function BoardTemperament({ executives }: { executives: Agent[] }) {
  const profiles = useQueries({ queries: executives.map((a) => agentProfileQueryOptions(a.id)) });
  const known = profiles.flatMap((p) => (p.data ? [p.data.riskTolerance] : []));
  const average = known.length ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : null;
  return (
    <Card className="council-profile" aria-labelledby="temperament-title">
      <Card.Header>
        <Card.Title id="temperament-title">Board temperament</Card.Title>
        <Card.Description>
          {average === null
            ? 'How much risk each executive will back.'
            : `How much risk each executive will back; the board averages ${average}%.`}
        </Card.Description>
      </Card.Header>
      <Card.Content>
        <ul className="ui-list council-temperament">
          {executives.map((agent, index) => {
            const profile = profiles[index]?.data;
            return (
              <li key={agent.id}>
                <AgentAvatar agent={{ id: agent.id, avatar: agent.avatar }} size="sm" />
                <div className="council-meter">
                  <div className="ui-row ui-row--between">
                    <span className="council-meter__label">{agent.name}</span>
                    <span className="council-meter__value">
                      {profile ? `${profile.riskTolerance}%` : '—'}
                    </span>
                  </div>
                  {profile ? (
                    <Progress
                      value={profile.riskTolerance}
                      label={`${agent.name} risk tolerance ${profile.riskTolerance}%`}
                      tone={
                        profile.riskTolerance >= 60
                          ? 'warning'
                          : profile.riskTolerance < 40
                            ? 'success'
                            : 'primary'
                      }
                    />
                  ) : (
                    <Skeleton label={`Loading ${agent.name}`} />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="ui-subtle council-temperament__note">
          Careful voices (green) pull the council toward conservative options; bold ones (amber) toward
          aggressive ones.
        </p>
      </Card.Content>
    </Card>
  );
}
