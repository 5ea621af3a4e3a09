import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
  cn,
} from '@ai-council/ui';
import { Link } from 'react-router-dom';
import type { CouncilRecommendation } from '../../../lib/api/request-recommendation';

const voiceLabel = {
  internal: 'Internal AI',
  llm: 'LLM',
  'internal-fallback': 'Internal AI (fallback)',
} as const;

/** The answer, the recommended option with the consensus level, and every vote. */
export function RecommendationResult({ recommendation }: { recommendation: CouncilRecommendation }) {
  const r = recommendation;
  return (
    <Card aria-labelledby="recommendation-result-title" data-testid="recommendation-result">
      <CardHeader>
        <div className="ui-row ui-row--between">
          <CardTitle id="recommendation-result-title">Recommendation from {r.agent.name}</CardTitle>
          <Badge variant="outline">{voiceLabel[r.voice]}</Badge>
        </div>
        <CardDescription>{r.agent.role}</CardDescription>
      </CardHeader>
      <CardContent className="ui-stack">
        <p className="council-recommendation" data-testid="recommendation-text">
          {r.recommendation}
        </p>

        <div className="council-consensus" data-testid="consensus">
          <div className="ui-row ui-row--between">
            <div>
              <span className="council-eyebrow">Council recommends</span>
              <strong className="council-consensus__option">{r.recommendedOption}</strong>
            </div>
            <span className="council-consensus__level">{r.consensusLevel}% consensus</span>
          </div>
          <Progress value={r.consensusLevel} label={`Consensus level ${r.consensusLevel}%`} tone="success" />
          {r.weighting ? (
            <p className="ui-subtle" data-testid="consensus-weighting">
              {r.weighting}
            </p>
          ) : null}
        </div>

        <section aria-labelledby="votes-title" className="ui-stack ui-stack--sm">
          <h4 id="votes-title" className="council-subheading">
            Votes ({r.votes.length})
          </h4>
          <ul className="council-votes" data-testid="votes">
            {r.votes.map((vote) => {
              const agrees = vote.preferredOption === r.recommendedOption;
              return (
                <li key={vote.agentId} className={cn('council-vote', agrees && 'council-vote--agrees')}>
                  <div className="council-vote__head">
                    <strong>{vote.agentName}</strong>
                    <Badge variant={agrees ? 'success' : 'secondary'}>{vote.preferredOption}</Badge>
                    <span className="council-vote__confidence">
                      {vote.confidence}% confident
                      {r.voteWeights?.[vote.agentId] !== undefined && r.voteWeights[vote.agentId] !== 1
                        ? ` · counts ${r.voteWeights[vote.agentId]!.toFixed(2)}`
                        : ''}
                    </span>
                  </div>
                  <p className="council-vote__reason">{vote.reasoning}</p>
                </li>
              );
            })}
          </ul>
        </section>
        {r.decisionId ? (
          <p className="ui-subtle">
            The council's choice is waiting in your pending decisions on the{' '}
            <Link to="/financial">Financial Dashboard</Link>.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
