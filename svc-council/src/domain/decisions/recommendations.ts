// Council votes on a recommendation (SPEC §4): each agent votes for one
// option with reasoning and confidence; the recommended option has the most
// votes and consensusLevel is its share of the votes in percent.
import type { CompanySnapshot, Drivers } from '@ai-council/contracts';
import { agentCatalogue, type AgentProfile } from '../board/agents';
import { departmentForCategory, healthOf } from '../board/departments';
import { seededRandom, type Severity, type DepartmentId } from '@ai-council/rules';
import { departmentNumbers } from '../speech/department-lines';

export type Approach = 'conservative' | 'balanced' | 'aggressive';

export interface RecommendationOption {
  title: string;
  approach: Approach;
  /** Signed share of quarterly revenue if implemented (negative costs money). */
  revenueShare: number;
  /** Signed cents, when the engine priced it (what it does to cash over the projected quarters). */
  impact?: number;
  timeImpact: number;
  driverEffects: Partial<Record<keyof Drivers, number>>;
}

const titles: Record<string, [string, string, string]> = {
  strategic: ['Focus on the core', 'Targeted expansion', 'Bold market push'],
  financial: ['Protect cash', 'Balanced investment', 'Invest for growth'],
  operational: ['Stabilise processes', 'Automate the bottleneck', 'Rebuild operations'],
  technology: ['Pay down tech debt', 'Modernise incrementally', 'Re-platform now'],
  hr: ['Retain and stabilise', 'Targeted hiring', 'Hiring push'],
  marketing: ['Sharpen the message', 'Focused campaign', 'Big brand campaign'],
};

const mainDriver: Record<DepartmentId, keyof Drivers> = {
  executive: 'strategyFocus',
  finance: 'liquidity',
  'human-resources': 'morale',
  technology: 'productQuality',
  marketing: 'brand',
  operations: 'efficiency',
  'legal-compliance': 'compliance',
  sales: 'pipeline',
  product: 'productQuality',
  security: 'security',
  strategy: 'strategyFocus',
};

export function optionsFor(category: string): RecommendationOption[] {
  const names = titles[category] ?? titles.strategic!;
  const driver = mainDriver[departmentForCategory(category)];
  const conservativeShare = category === 'financial' ? 0.03 : -0.02;
  return [
    {
      title: names[0],
      approach: 'conservative',
      revenueShare: conservativeShare,
      timeImpact: 1,
      driverEffects: { [driver]: 3 },
    },
    {
      title: names[1],
      approach: 'balanced',
      revenueShare: -0.07,
      timeImpact: 2,
      driverEffects: { [driver]: 6 },
    },
    {
      title: names[2],
      approach: 'aggressive',
      revenueShare: -0.16,
      timeImpact: 3,
      driverEffects:
        driver === 'liquidity' ? { liquidity: -4, pipeline: 8 } : { [driver]: 10, liquidity: -4 },
    },
  ];
}

export interface Vote {
  agentId: string;
  agentName: string;
  preferredOption: string;
  reasoning: string;
  confidence: number;
}

const order: Approach[] = ['conservative', 'balanced', 'aggressive'];

/**
 * Each department's stance on a move (issue 40, "A council with stances"; the same leanings as the
 * advisors' analyses in packages/reader): the CFO guards the cash, counsel and security the downside,
 * marketing and sales push for the bolder play. Added to the agent's own riskTolerance.
 */
const STANCE_LEAN: Record<DepartmentId, number> = {
  executive: 0,
  finance: -15,
  'human-resources': -8,
  technology: 0,
  marketing: 12,
  operations: -4,
  'legal-compliance': -15,
  sales: 10,
  product: 2,
  security: -12,
  strategy: 6,
};

/** Why an agent backs an approach, from its department's side. */
const STANCE_WHY: Record<DepartmentId, string> = {
  executive: 'it gives this one owner and a deadline we can hold',
  finance: 'it keeps the cash we have and pays back soonest',
  'human-resources': 'the teams can carry it without burning out',
  technology: 'it fixes the cause before we build more on it',
  marketing: 'if the market does not see us act, it will not choose us',
  operations: 'the work keeps flowing while we change it',
  'legal-compliance': 'it is the path we can defend to a regulator',
  sales: 'our accounts need to see us move now',
  product: 'it is what our users will feel first',
  security: 'it opens the fewest new risks',
  strategy: 'it improves our position against the competition',
};

/** An urgent question makes the council careful, a minor one a little bolder. */
const URGENCY_LEAN: Record<Severity, number> = { low: 4, medium: 0, high: 0, critical: -6 };

/**
 * How bold an agent is right now: its temperament and its department's stance, moved by the company's
 * condition (thin cash makes everyone careful), its own department, the
 * urgency and the last simulation's outcome.
 */
function appetite(
  agent: AgentProfile,
  c: CompanySnapshot,
  urgency: Severity,
  simulation: { outcome: string } | null | undefined,
  jitter: number,
): number {
  let value = agent.personality.riskTolerance + STANCE_LEAN[agent.departmentId];
  if (c.cashFlow < 0) value -= 12;
  if (c.drivers.liquidity < 40) value -= 10;
  if (c.cash < 0) value -= 25;
  const own = healthOf(agent.departmentId, c);
  if (own < 40) value -= 8;
  if (own >= 65) value += 6;
  value += URGENCY_LEAN[urgency];
  if (simulation?.outcome === 'success') value += 8;
  if (simulation?.outcome === 'failure') value -= 8;
  return value + jitter;
}

export function councilVotes(input: {
  company: CompanySnapshot;
  question: string;
  category: string;
  urgency: Severity;
  simulation?: { outcome: string } | null;
  voters?: readonly AgentProfile[];
  /** The options voted on; the category's three approaches when absent. */
  options?: RecommendationOption[];
}): { options: RecommendationOption[]; votes: Vote[] } {
  const options = input.options ?? optionsFor(input.category);
  const voters = input.voters ?? agentCatalogue;
  const votes = voters.map((agent) => {
    const rng = seededRandom(
      input.company.seed,
      input.company.currentQuarter,
      'vote',
      agent.id,
      input.question,
    );
    const a = appetite(agent, input.company, input.urgency, input.simulation, rng.int(-8, 8));
    const wanted: Approach = a < 40 ? 'conservative' : a < 62 ? 'balanced' : 'aggressive';
    // With only two options on the table, a balanced voter takes the careful one.
    const option =
      options.find((o) => o.approach === wanted) ??
      options.find((o) => o.approach === 'conservative') ??
      options[0]!;
    const approach = option.approach;
    const distance = Math.min(Math.abs(a - 40), Math.abs(a - 62));
    const why: Record<Approach, string> = {
      conservative: 'the downside matters more than the upside right now',
      balanced: 'it moves us forward without betting the runway',
      aggressive: 'the upside is worth the cost and waiting is the bigger risk',
    };
    return {
      agentId: agent.id,
      agentName: agent.name,
      preferredOption: option.title,
      reasoning: `${departmentNumbers(agent.departmentId, input.company)} I back "${option.title}": ${why[approach]}; for ${agent.department}, ${STANCE_WHY[agent.departmentId]}.`,
      confidence: Math.max(50, Math.min(95, Math.round(58 + distance * 1.5))),
    };
  });
  return { options, votes };
}

/**
 * Most (weighted) votes wins; a tie goes to the asking agent's choice, else
 * the more careful option. Each vote counts its agent's track-record weight
 * (1 without one), and consensusLevel is the top weighted share in percent.
 */
export function consensusOf(
  votes: readonly Vote[],
  options: readonly RecommendationOption[],
  askedAgentId?: string,
  weights: ReadonlyMap<string, number> = new Map(),
): { recommendedOption: string; consensusLevel: number } {
  const weightOf = (v: Vote) => weights.get(v.agentId) ?? 1;
  const counts = new Map<string, number>();
  for (const v of votes) counts.set(v.preferredOption, (counts.get(v.preferredOption) ?? 0) + weightOf(v));
  const total = votes.reduce((sum, v) => sum + weightOf(v), 0);
  const top = Math.max(0, ...counts.values());
  const tied = options.filter((o) => counts.get(o.title) === top);
  const asked = votes.find((v) => v.agentId === askedAgentId)?.preferredOption;
  const winner =
    tied.find((o) => o.title === asked) ??
    [...tied].sort((a, b) => order.indexOf(a.approach) - order.indexOf(b.approach))[0] ??
    options[0]!;
  return {
    recommendedOption: winner.title,
    consensusLevel: total > 0 ? Math.round((100 * top) / total) : 0,
  };
}
