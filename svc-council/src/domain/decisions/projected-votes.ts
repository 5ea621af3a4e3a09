// The council's votes on options the engine projected (issue 44): each member
// backs the option the engine's projections favour through its own field's
// lens (issue 40: Finance weighs the cash an option leaves, Marketing and Sales
// the revenue it adds, the people and product chiefs the drivers it moves),
// tipped by its temperament where they all but tie. So the council disagrees
// for reasons a player can read, and every call quotes the engine's numbers.
// Voting on approach alone let the council pick "Hold for now" while the
// advisor's own numbers showed a move leaving the company better off.
import type { CompanySnapshot } from '@ai-council/contracts';
import type { DepartmentId } from '@ai-council/rules';
import { agentCatalogue } from '../board/agents';
import { money } from '../board/company';
import { valueOf, valueParts, type Weighed } from '../advice/choice';
import { departmentNumbers } from '../speech/department-lines';
import type { RecommendationOption, Vote } from './recommendations';

/** How far a member's temperament tips a near-tie: up to 1% of a quarter's revenue (as the advisor's own lean). */
const TEMPERAMENT_SHARE = 0.01;
const approachSign = { conservative: -1, balanced: 0, aggressive: 1 } as const;

/** How much a member weighs each part of a projection's value (1: as the engine's own value). */
interface Lens {
  netWorth: number;
  revenue: number;
  drivers: number;
  /** What the member says it weighs, in its vote. */
  words: string;
}
const NEUTRAL: Lens = { netWorth: 1, revenue: 1, drivers: 1, words: 'net worth, revenue and drivers alike' };
const LENS: Partial<Record<DepartmentId, Lens>> = {
  finance: { netWorth: 1.6, revenue: 0.4, drivers: 0.5, words: 'the cash it leaves first' },
  marketing: { netWorth: 0.6, revenue: 1.7, drivers: 1, words: 'the revenue it adds first' },
  sales: { netWorth: 0.6, revenue: 1.7, drivers: 1, words: 'the revenue it adds first' },
  strategy: { netWorth: 0.8, revenue: 1.4, drivers: 1, words: 'where it leaves our growth' },
  'human-resources': { netWorth: 0.8, revenue: 0.6, drivers: 1.8, words: 'what it does to our people' },
  technology: { netWorth: 0.9, revenue: 0.7, drivers: 1.6, words: 'what it does to the product' },
  product: { netWorth: 0.9, revenue: 0.7, drivers: 1.6, words: 'what it does to the product' },
};

/** A member's value of one option: the engine's parts through its lens (holding: what holding is worth). */
function lensValue(ballot: ProjectedBallot, title: string, revenue: number, lens: Lens): number {
  const w = ballot.weighedOf.get(title);
  if (!w) return ballot.holdValue;
  const parts = valueParts(w.projection, revenue);
  if (!parts) return Number.NEGATIVE_INFINITY;
  return lens.netWorth * parts.netWorth + lens.revenue * parts.revenue + lens.drivers * parts.drivers;
}

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
    const lens = LENS[agent.departmentId] ?? NEUTRAL;
    const score = (o: RecommendationOption) =>
      lensValue(ballot, o.title, revenue, lens) + approachSign[o.approach] * lean;
    const best = [...ballot.options].sort((a, b) => score(b) - score(a))[0]!;
    return {
      ...vote,
      preferredOption: best.title,
      reasoning: `${reasoningFor(agent.departmentId, best, ballot, company)} I weigh ${lens.words}.`,
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
