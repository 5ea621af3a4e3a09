// The council's votes on options the engine projected (issue 44): each member
// backs the option the engine's projections favour, tipped only by its
// temperament where the projections all but tie. Voting on approach alone let
// the council pick "Hold for now" while the advisor's own numbers showed a
// move leaving the company better off.
import type { CompanySnapshot } from '@ai-council/contracts';
import { agentCatalogue } from '../board/agents';
import { money } from '../board/company';
import { valueOf, type Weighed } from '../advice/choice';
import { departmentNumbers } from '../speech/department-lines';
import type { RecommendationOption, Vote } from './recommendations';

/** How far a member's temperament tips a near-tie: up to 1% of a quarter's revenue (as the advisor's own lean). */
const TEMPERAMENT_SHARE = 0.01;
const approachSign = { conservative: -1, balanced: 0, aggressive: 1 } as const;

export interface ProjectedBallot {
  options: readonly RecommendationOption[];
  /** The projection behind each option title; an option without one (holding) changes nothing. */
  weighedOf: ReadonlyMap<string, Weighed>;
  /** What holding is worth when saying no is not free (a raise refused loses the person). */
  holdValue: number;
  /** Net worth at the projection's end without any of them. */
  baselineNetWorth: number;
}

/** The engine's value of one option for this company: what holding is worth when it has no projection. */
export function projectedValue(ballot: ProjectedBallot, title: string, quarterlyRevenue: number): number {
  const w = ballot.weighedOf.get(title);
  return w ? valueOf(w.projection, quarterlyRevenue) : ballot.holdValue;
}

/** The option the projections favour, before anyone's temperament. */
export function projectionsFavour(ballot: ProjectedBallot, company: CompanySnapshot): string {
  const revenue = company.revenue;
  return [...ballot.options].sort(
    (a, b) => projectedValue(ballot, b.title, revenue) - projectedValue(ballot, a.title, revenue),
  )[0]!.title;
}

/** Each vote moved to what the projections favour for that member; its reasoning says so with the numbers. */
export function projectedVotes(
  votes: readonly Vote[],
  ballot: ProjectedBallot,
  company: CompanySnapshot,
): Vote[] {
  // Valued as the advisor's own position values them (advice/choice.ts positionOf).
  const revenue = company.revenue;
  return votes.map((vote) => {
    const agent = agentCatalogue.find((a) => a.id === vote.agentId);
    if (!agent) return vote;
    const lean = ((agent.personality.riskTolerance - 50) / 50) * revenue * TEMPERAMENT_SHARE;
    const score = (o: RecommendationOption) =>
      projectedValue(ballot, o.title, revenue) + approachSign[o.approach] * lean;
    const best = [...ballot.options].sort((a, b) => score(b) - score(a))[0]!;
    return {
      ...vote,
      preferredOption: best.title,
      reasoning: reasoningFor(agent.departmentId, best, ballot, company),
    };
  });
}

function reasoningFor(
  departmentId: Parameters<typeof departmentNumbers>[0],
  option: RecommendationOption,
  ballot: ProjectedBallot,
  company: CompanySnapshot,
): string {
  const numbers = departmentNumbers(departmentId, company);
  const delta = ballot.weighedOf.get(option.title)?.projection.delta;
  const holding = money(ballot.baselineNetWorth);
  const why = delta
    ? `the engine projects net worth ${money(ballot.baselineNetWorth + delta.netWorth)} at the end of its projection with it, against ${holding} holding, counting the revenue and drivers it leaves`
    : `by the engine's projections no move on the table leaves us better placed than holding (${holding} net worth)`;
  return `${numbers} I back "${option.title}": ${why}.`;
}
