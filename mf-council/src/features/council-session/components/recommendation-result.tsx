import { Badge, Card, cn, Progress } from '@ai-council/ui';
import { Link } from 'react-router-dom';
import { type CouncilRecommendation, paths } from '@ai-council/queries';
import { LabelledList } from '../../../components/labelled-list';

const voiceLabel = {
  internal: 'Internal AI',
  llm: 'LLM',
  'internal-fallback': 'Internal AI (fallback)',
} as const;

/** One agent's call: the option they prefer, how sure, why, the risk they see, their concerns and data. */
function AgentVote({
  vote,
  agrees,
  weight,
}: {
  vote: CouncilRecommendation['agentRecommendations'][number];
  agrees: boolean;
  /** How much the vote counts, when weighted. */
  weight: number | undefined;
}) {
  return (
    <li className={cn('council-vote', agrees && 'council-vote--agrees')}>
      <div className="council-vote__head">
        <strong>{vote.agentName}</strong>
        <Badge variant={agrees ? 'success' : 'secondary'}>{vote.preferredOption}</Badge>
        <span className="council-vote__confidence">
          {vote.confidence}% confident
          {weight !== undefined && weight !== 1 ? ` · counts ${weight.toFixed(2)}` : ''}
        </span>
      </div>
      <p className="council-vote__reason">{vote.reasoning}</p>
      <p className="council-vote__risk" data-testid={`risk-${vote.agentId}`}>
        <span className="council-eyebrow">Risk assessment</span>
        {vote.riskAssessment}
      </p>
      <details className="council-vote__details">
        <summary>
          Concerns and data<span className="ui-sr-only"> from {vote.agentName}</span>
        </summary>
        <div className="ui-stack ui-stack--sm">
          <LabelledList
            id={`concerns-${vote.agentId}`}
            label="Concerns"
            items={vote.concerns}
            className="council-vote__list"
          />
          <LabelledList
            id={`data-${vote.agentId}`}
            label="Supporting data"
            items={vote.supportingData}
            className="council-vote__list"
          />
        </div>
      </details>
    </li>
  );
}

/** The answer, the recommended option with the consensus level, the council's reasoning and plan, and every agent's call. */
export function RecommendationResult({ recommendation }: { recommendation: CouncilRecommendation }) {
  const r = recommendation;
  return (
    <Card aria-labelledby="recommendation-result-title" data-testid="recommendation-result">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="recommendation-result-title">Recommendation from {r.agent.name}</Card.Title>
          <Badge variant="outline">{voiceLabel[r.voice]}</Badge>
        </div>
        <Card.Description>{r.agent.role}</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
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

        <section
          aria-labelledby="collective-title"
          className="ui-stack ui-stack--sm"
          data-testid="collective"
        >
          <h4 id="collective-title" className="council-subheading">
            Collective reasoning
          </h4>
          <p data-testid="collective-reasoning">{r.collectiveReasoning}</p>
          <div className="council-plan">
            <PlanList id="risk-mitigation" title="Risk mitigation" items={r.riskMitigation} />
            <PlanList
              id="alternative-considerations"
              title="Alternative considerations"
              items={r.alternativeConsiderations}
            />
            <PlanList id="implementation-notes" title="Implementation notes" items={r.implementationNotes} />
          </div>
        </section>

        <section aria-labelledby="votes-title" className="ui-stack ui-stack--sm">
          <h4 id="votes-title" className="council-subheading">
            Agent recommendations ({r.agentRecommendations.length})
          </h4>
          <ul className="council-votes" data-testid="votes">
            {r.agentRecommendations.map((vote) => (
              <AgentVote
                key={vote.agentId}
                vote={vote}
                agrees={vote.preferredOption === r.recommendedOption}
                weight={r.voteWeights?.[vote.agentId]}
              />
            ))}
          </ul>
        </section>
        {r.decisionId ? (
          <p className="ui-subtle">
            The council's choice is waiting in your pending decisions on the{' '}
            <Link to={paths.financial.getHref()}>Financial Dashboard</Link>.
          </p>
        ) : null}
      </Card.Content>
    </Card>
  );
}

function PlanList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <div className="council-plan__part" data-testid={id}>
      <h5 id={`${id}-title`} className="council-plan__title">
        {title}
      </h5>
      <ul className="council-vote__list" aria-labelledby={`${id}-title`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
