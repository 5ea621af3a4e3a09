// The council's analysis of a simulation scenario: one real recommendation
// request, whose votes (by approach) are mapped onto the scenario's options.
import { councilContextOf, type SimulationScenario } from '@ai-council/contracts';
import { type CouncilRecommendation, type RecommendationRequest } from '@ai-council/queries';
import { councilConsensus, type Consensus } from '../../../lib/council-analysis';
import { CEO_ID, EXECUTIVE_IDS } from '../../../lib/executives';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The question the CEO puts to the council about a scenario and its three options. */
export function analysisRequest(scenario: SimulationScenario): RecommendationRequest {
  const options = scenario.resolutionOptions
    .map(
      (o, i) =>
        `${i + 1}) ${o.title}: ${o.approach}, ${dollars(o.cost)}, ${Math.round(o.successProbability * 100)}% chance of success`,
    )
    .join('; ');
  return {
    agentId: CEO_ID,
    question: `${scenario.title}: ${scenario.description} Budget ${dollars(scenario.parameters.budget)}, timeframe ${scenario.parameters.timeframe}, risk ${scenario.parameters.riskLevel}/100. Options: ${options}. Which approach should we take?`,
    context: councilContextOf(scenario),
    simulationResults: null,
  };
}

export interface SimulationVote {
  agentId: string;
  agentName: string;
  /** The scenario option this vote backs, or null when its approach is unknown. */
  optionId: string | null;
  reasoning: string;
  confidence: number;
}

/** Each executive's vote, as a scenario option: the council's options and the scenario's share their approaches. */
export function simulationVotes(
  recommendation: CouncilRecommendation,
  scenario: SimulationScenario,
): SimulationVote[] {
  const approachOf = new Map(recommendation.options.map((o) => [o.title, o.approach]));
  return EXECUTIVE_IDS.flatMap((id) => {
    const vote = recommendation.agentRecommendations.find((v) => v.agentId === id);
    if (!vote) return [];
    const approach = approachOf.get(vote.preferredOption);
    const option = scenario.resolutionOptions.find((o) => o.approach === approach);
    return [
      {
        agentId: vote.agentId,
        agentName: vote.agentName,
        optionId: option?.id ?? null,
        // The agent argued for the council's option of that approach; name the scenario's instead.
        reasoning: option
          ? vote.reasoning.split(`"${vote.preferredOption}"`).join(`"${option.title}"`)
          : vote.reasoning,
        confidence: vote.confidence,
      },
    ];
  });
}

export function simulationConsensus(
  votes: readonly SimulationVote[],
  scenario: SimulationScenario,
): Consensus<string> {
  return councilConsensus(
    votes.flatMap((v) => (v.optionId ? [v.optionId] : [])),
    scenario.resolutionOptions.map((o) => o.id),
  );
}
