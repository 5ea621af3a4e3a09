// Taking a position: once svc-game's engine has played the change asked
// about, its smaller step and the advisor's own move forward on a copy of the
// company, the advisor backs the one worth most, or none when the engine says
// the company is better off without them. Bolder advisors lean a little
// toward the change asked, careful ones away from it: advisors differ.
import type { ProjectionResponse, ProposalProjection } from '@ai-council/contracts';
import type { AgentProfile } from '../board/agents';
import type { Candidate } from './candidates';

export interface Weighed {
  candidate: Candidate;
  projection: ProposalProjection;
}

/** Yes to the change asked, its smaller step, the advisor's own move instead, or nothing. */
export type Stance = 'asked' | 'staged' | 'own' | 'hold';

export interface Position {
  stance: Stance;
  /** What the advisor proposes (null when it holds). */
  chosen: Weighed | null;
  /** The change asked about, as projected (the best of them when the question left the choice open). */
  asked: Weighed | null;
  /** The best other proposal weighed, for the answer's comparison. */
  alternative: Weighed | null;
  /** What saying no would cost, when it is not free. */
  refusal: Weighed | null;
}

/**
 * How much a projection is worth: what it leaves in net worth after the
 * projected quarters, plus the revenue run-rate it adds or loses, counted for a
 * year, and the drivers it moves, since both outlast the projection.
 */
export function valueOf(p: ProposalProjection, quarterlyRevenue: number): number {
  const parts = valueParts(p, quarterlyRevenue);
  return parts ? parts.netWorth + parts.revenue + parts.drivers : Number.NEGATIVE_INFINITY;
}

/** valueOf's three parts, each in cents, so a member can weigh them through its own field's lens. */
export function valueParts(
  p: ProposalProjection,
  quarterlyRevenue: number,
): { netWorth: number; revenue: number; drivers: number } | null {
  if (!p.feasible || !p.delta) return null;
  // Drivers lost are revenue lost later: each point is priced at half a percent of a quarter's revenue.
  const driverPoints = Object.entries(p.delta.drivers)
    .filter(([name]) => name !== 'liquidity')
    .reduce((sum, [name, v]) => sum + (name === 'techDebt' ? -v : v), 0);
  return {
    netWorth: p.delta.netWorth,
    revenue: 4 * p.delta.revenue,
    drivers: driverPoints * Math.round(quarterlyRevenue / 200),
  };
}

/** The engine's answer for each candidate (candidates it did not project are left out). */
export function weigh(candidates: readonly Candidate[], projection: ProjectionResponse): Weighed[] {
  return candidates.flatMap((candidate) => {
    const p = projection.projections.find((x) => x.id === candidate.proposal.id);
    return p ? [{ candidate, projection: p }] : [];
  });
}

/** The advisor's temperament: up to 1% of a quarter's revenue for or against the change asked. */
function lean(agent: AgentProfile, w: Weighed, quarterlyRevenue: number): number {
  if (w.candidate.role !== 'asked') return 0;
  return ((agent.personality.riskTolerance - 50) / 50) * quarterlyRevenue * 0.01;
}

/**
 * The advisor answers the change asked first: the better of it and its
 * smaller step, when that beats doing nothing (or, for a raise, beats losing
 * the person). Only when neither does is its own department's move put
 * forward instead, and when that does not either, it holds.
 */
export function positionOf(
  weighed: readonly Weighed[],
  agent: AgentProfile,
  quarterlyRevenue: number,
): Position {
  const score = (w: Weighed) => valueOf(w.projection, quarterlyRevenue) + lean(agent, w, quarterlyRevenue);
  const byScore = (a: Weighed, b: Weighed) => score(b) - score(a);
  const feasible = weighed.filter((w) => w.projection.feasible);
  const family = feasible.filter((w) => ['asked', 'staged'].includes(w.candidate.role)).sort(byScore);
  const own = feasible.filter((w) => w.candidate.role === 'own').sort(byScore);
  const refusal = weighed.find((w) => w.candidate.role === 'refusal') ?? null;
  const threshold = refusal?.projection.feasible ? score(refusal) : 0;
  const chosen = [family[0], own[0]].find((w) => w !== undefined && score(w) >= threshold) ?? null;
  const asked =
    family.find((w) => w.candidate.role === 'asked') ??
    weighed.find((w) => w.candidate.role === 'asked') ??
    null;
  const others = [...family, ...own].filter((w) => w !== asked && w !== chosen).sort(byScore);
  return {
    stance: chosen ? (chosen.candidate.role as Exclude<Stance, 'hold'>) : 'hold',
    chosen,
    asked,
    alternative: others[0] ?? null,
    refusal,
  };
}
