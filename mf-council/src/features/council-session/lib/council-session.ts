// What the council is discussing right now. The Live Council and Deep
// Communication tabs both play back the council's real vote on this request.
import type { SimulationScenario } from '@ai-council/contracts';
import { type RecommendationRequest } from '@ai-council/queries';
import { atLeastSeverity } from '@ai-council/rules';
import { CEO_ID } from '../../../lib/executives';
import type { RecommendationCategory, Urgency } from '../../../lib/recommendation-form';
import { impactCategory, type ImpactCategory, type SimulationResult } from '../../../lib/simulation';
import type { ResolutionOption } from '../../../lib/simulation-scenarios';

export interface CouncilSession {
  request: RecommendationRequest;
  source: 'opening' | 'question' | 'simulation';
  /** Set after a simulation: what its impact means for the company (SPEC §4). */
  impact?: ImpactCategory;
}

export const openingSession: CouncilSession = {
  source: 'opening',
  request: {
    agentId: CEO_ID,
    question: 'What should the board prioritise this quarter?',
    context: { category: 'strategic', urgency: 'medium' },
    simulationResults: null,
  },
};

export function questionSession(request: RecommendationRequest): CouncilSession {
  return { source: 'question', request };
}

const debriefContext: Record<ImpactCategory, { category: RecommendationCategory; urgency: Urgency }> = {
  expansion: { category: 'strategic', urgency: 'medium' },
  operational: { category: 'operational', urgency: 'high' },
  crisis: { category: 'financial', urgency: 'critical' },
};

/** After a simulation the CEO asks the council what comes next, with the result in hand. */
export function simulationDebrief(
  scenario: SimulationScenario,
  option: ResolutionOption,
  result: SimulationResult,
): CouncilSession {
  const impact = impactCategory(result.impact);
  return {
    source: 'simulation',
    impact,
    request: {
      agentId: CEO_ID,
      question: `${scenario.title} (${option.title}) ended in ${result.outcome} with ${result.impact}% impact. What should the board do next?`,
      context: debriefContext[impact],
      simulationResults: result,
    },
  };
}

/** SPEC §4: a crisis adds 40 to the room's tension. */
export function isCrisis(session: CouncilSession): boolean {
  return session.impact === 'crisis' || atLeastSeverity(session.request.context.urgency, 'critical');
}
