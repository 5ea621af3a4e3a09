// The internal advisor voice (demo mode, and the fallback when a provider
// fails): built from the agent's personality and the company's real numbers,
// deterministic for a game seed and the words it answers.
import type { CompanySnapshot } from '@ai-council/contracts';
import { readQuestion, writeAnalysis } from '@ai-council/reader';
import type { ScenarioKind, Severity } from '@ai-council/rules';
import { growth, quarterLabel, type DepartmentId } from '@ai-council/rules';
import type { AgentProfile } from '../board/agents';
import type { AgentState } from '../board/council-state';
import { money, share } from '../board/company';
import { departmentDefinition, healthOf, weakestDepartments } from '../board/departments';
import { departmentAdvice, departmentNumbers, healthPhrase } from './department-lines';
import { closing, listNames, opener, rngFor } from './phrases';

/**
 * The agent answers a direct message from the player, in character. With an
 * engine-backed answer to what was asked, that answer is the advice.
 */
export function chatReply(
  agent: AgentProfile,
  c: CompanySnapshot,
  message: string,
  engineAnswer?: string,
): string {
  const rng = rngFor(c, 'chat', agent.id, message);
  const own = agent.departmentId;
  const health = healthOf(own, c);
  const about = readQuestion(message).departments.find((t) => t !== own);
  // The question is answered, not repeated back.
  const parts = [
    opener(agent, rng),
    `${departmentDefinition(own).name} is ${healthPhrase(health)} (${health}%). ${departmentNumbers(own, c)}`,
  ];
  if (engineAnswer) {
    parts.push(engineAnswer, closing(agent, rng));
    return parts.join(' ');
  }
  if (about) {
    const other = healthOf(about, c);
    parts.push(
      `On ${departmentDefinition(about).name.toLowerCase()}, ${departmentNumbers(about, c).replace(/^./, (ch) => ch.toLowerCase())} That area is ${healthPhrase(other)}, so I would coordinate with its lead before committing.`,
    );
  }
  parts.push(`My advice: ${departmentAdvice(own, c)}.`, closing(agent, rng));
  return parts.join(' ');
}

export interface RecommendationOptionView {
  title: string;
  approach: 'conservative' | 'balanced' | 'aggressive';
}

export function recommendationText(
  agent: AgentProfile,
  c: CompanySnapshot,
  question: string,
  preferred: RecommendationOptionView,
  consensus: {
    recommended: string;
    consensusLevel: number;
    /** Who voted for the council's pick and who for something else, by name. */
    backers?: readonly string[];
    against?: readonly string[];
  },
  simulation?: { outcome: string; impact: number } | null,
  /** The advisor's engine-backed position on the change asked, when there is one. */
  engineAnswer?: string,
): string {
  const rng = rngFor(c, 'recommend', agent.id, question);
  const parts = [
    opener(agent, rng),
    departmentNumbers(agent.departmentId, c),
    engineAnswer ??
      `I recommend "${preferred.title}", the ${preferred.approach} path: from where I sit we should ${departmentAdvice(agent.departmentId, c)}.`,
  ];
  if (simulation) {
    parts.push(
      `Our last simulation ended in ${simulation.outcome} with ${Math.round(simulation.impact)}% impact, which ${simulation.outcome === 'success' ? 'gives me confidence to move' : 'tells me to keep a fallback ready'}.`,
    );
  }
  parts.push(
    consensus.recommended !== preferred.title
      ? `The council leans to "${consensus.recommended}" (${consensus.consensusLevel}% of the votes): each of us weighs the engine's numbers from our own desk, and mine point the other way.`
      : consensus.consensusLevel >= 60
        ? `The council agrees: ${consensus.consensusLevel}% back "${consensus.recommended}".`
        : `The council is split, but "${consensus.recommended}" has the most support (${consensus.consensusLevel}% of the votes).`,
  );
  const sides = sidesSentence(consensus.recommended, consensus.backers ?? [], consensus.against ?? []);
  if (sides) parts.push(sides);
  parts.push(closing(agent, rng));
  return parts.join(' ');
}

/** Who is for the council's pick and who against it, by name. */
function sidesSentence(recommended: string, backers: readonly string[], against: readonly string[]): string {
  if (backers.length === 0) return '';
  const verb = (names: readonly string[]) => (names.length === 1 ? 'is' : 'are');
  return against.length === 0
    ? `For "${recommended}": ${listNames(backers)}; no one against.`
    : `For "${recommended}": ${listNames(backers)}; against: ${listNames(against)}, who ${verb(against)} for another route.`;
}

/**
 * The agent's analysis of a scenario: the shared writer's (packages/reader) position and the agent's
 * own field, from its department and temperament, closed with one of its catchphrases. Pasted alone
 * as the decision it misses what the other departments would add; the player's earlier decisions in
 * this game keep it from reading like one of them.
 */
export function analysisText(
  agent: AgentProfile,
  c: CompanySnapshot,
  scenario: {
    id: string;
    kind: ScenarioKind;
    title: string;
    severity: Severity;
    departmentId: DepartmentId;
  },
  earlier: readonly string[],
): string {
  const analysis = writeAnalysis({
    scenario: {
      kind: scenario.kind,
      title: scenario.title,
      severity: scenario.severity,
      departmentId: scenario.departmentId,
    },
    company: c,
    advisor: {
      role: agent.role,
      departmentId: agent.departmentId,
      style: agent.personality.communicationStyle,
      riskTolerance: agent.personality.riskTolerance,
    },
    seed: `${c.seed}:${scenario.id}:${agent.id}`,
    earlier,
  });
  return `${analysis} ${closing(agent, rngFor(c, 'analysis', agent.id, scenario.id))}`;
}

export function scenarioAlert(
  agent: AgentProfile,
  c: CompanySnapshot,
  scenario: { title: string; severity: string },
): string {
  return `New ${scenario.severity} scenario: "${scenario.title}". ${departmentNumbers(agent.departmentId, c)} I recommend we ${departmentAdvice(agent.departmentId, c)}.`;
}

/** The CFO's note after each quarter, with the quarter's real results. */
export function quarterBriefing(c: CompanySnapshot): string {
  const weakest = weakestDepartments(c).slice(0, 2);
  const weak = weakest.map((w) => `${departmentDefinition(w.id).name} ${w.health}%`).join(' and ');
  return `${quarterLabel(c.currentQuarter)} briefing: revenue ${money(c.revenue)} (${growth(c.quarterlyGrowth)}), costs ${money(c.costs)}, cash flow ${money(c.cashFlow)}, net worth ${money(c.netWorth)}, share ${share(c.marketShare)}. Weakest areas: ${weak}.`;
}

/** The agent's temperament under pressure, and the pressure its department puts on it right now. */
export function stressResponseOf(
  profile: AgentProfile,
  state: Pick<AgentState, 'status' | 'health' | 'riskLevel'>,
): string {
  const now =
    state.status === 'critical'
      ? `Under heavy pressure now: ${profile.department} is ${healthPhrase(state.health)} at ${state.health}% (risk ${state.riskLevel}/100).`
      : state.status === 'alert'
        ? `On alert now: ${profile.department} is at ${state.health}% (risk ${state.riskLevel}/100).`
        : `Composed now: ${profile.department} is ${healthPhrase(state.health)} at ${state.health}% (risk ${state.riskLevel}/100).`;
  return `${profile.personality.stressResponse} ${now}`;
}
