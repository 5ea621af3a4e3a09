// The internal advisor voice (demo mode, and the fallback when a provider
// fails): built from the agent's personality and the company's real numbers,
// deterministic for a game seed and the words it answers.
import type { CompanySnapshot } from '@ai-council/contracts';
import { readQuestion, writeAnalysis } from '@ai-council/reader';
import type { Severity } from '@ai-council/rules';
import type { AgentProfile, DepartmentId, Personality } from '../board/agents';
import { agentCatalogue } from '../board/agents';
import { money, runwayQuarters, share } from '../board/company';
import { departmentDefinition, healthOf, weakestDepartments } from '../board/departments';
import { seededRandom, type Random, growth, quarterLabel } from '@ai-council/rules';

const openers: Record<Personality['communicationStyle'], string[]> = {
  direct: ['Straight answer:', 'Here is where we stand.', 'Bottom line first.'],
  'data-driven': ['The numbers first.', 'Let me start with the data.', "Looking at this quarter's figures:"],
  warm: ['Thank you for raising this.', 'I am glad you asked.', 'Good question, and an important one.'],
  technical: [
    'From the platform side:',
    'Technically speaking:',
    'Let me look at this from the engineering view.',
  ],
  persuasive: [
    'Here is the opportunity I see.',
    'Let me make the case.',
    'This is our moment, if we play it right.',
  ],
  measured: ['Let me put this carefully.', 'A measured view:', 'Weighing it up:'],
};

/** The key numbers a department's leader quotes. */
export function departmentNumbers(id: DepartmentId, c: CompanySnapshot): string {
  const d = c.drivers;
  const health = healthOf(id, c);
  switch (id) {
    case 'executive':
      return `We are in ${quarterLabel(c.currentQuarter)} with ${money(c.netWorth)} net worth, ${money(c.cashFlow)} cash flow and ${share(c.marketShare)} market share.`;
    case 'finance': {
      const runway = runwayQuarters(c);
      const burn =
        runway === null ? 'cash flow is positive' : `runway is about ${runway.toFixed(1)} quarters`;
      return `Cash is ${money(c.cash)}, revenue ${money(c.revenue)} against ${money(c.costs)} of costs, cash flow ${money(c.cashFlow)}; ${burn}.`;
    }
    case 'human-resources':
      return `We have ${c.employeeCount} employees, morale at ${d.morale}/100 and efficiency at ${d.efficiency}/100.`;
    case 'technology':
      return `Tech debt stands at ${d.techDebt}/100, product quality at ${d.productQuality}/100 and security at ${d.security}/100.`;
    case 'marketing':
      return `Brand strength is ${d.brand}/100 and we hold ${share(c.marketShare)} of the market.`;
    case 'operations':
      return `Operational efficiency is ${d.efficiency}/100 on ${money(c.costs)} of quarterly costs.`;
    case 'legal-compliance':
      return `Compliance is at ${d.compliance}/100 (department health ${health}%).`;
    case 'sales':
      return `The pipeline is at ${d.pipeline}/100, revenue ${money(c.revenue)} with growth ${growth(c.quarterlyGrowth)}.`;
    case 'product':
      return `Product quality is ${d.productQuality}/100 with tech debt at ${d.techDebt}/100.`;
    case 'security':
      return `Our security posture is ${d.security}/100 and compliance ${d.compliance}/100.`;
    case 'strategy':
      return `Strategic focus is ${d.strategyFocus}/100, growth ${growth(c.quarterlyGrowth)} and share ${share(c.marketShare)}.`;
  }
}

/** What the leader wants done about their own area, given its health. */
export function departmentAdvice(id: DepartmentId, c: CompanySnapshot): string {
  const health = healthOf(id, c);
  const weak = health < 50;
  const advice: Record<DepartmentId, [string, string]> = {
    executive: [
      'cut to three priorities with a named owner each, this quarter',
      'make one bold bet that serves the five-year plan',
    ],
    finance: [
      'freeze discretionary spend and renegotiate supplier terms to protect the runway',
      'invest, but only where the payback is under four quarters',
    ],
    'human-resources': [
      'fix workload and retention before hiring anyone new',
      'hire into the busiest teams now',
    ],
    technology: [
      'reserve a quarter of engineering capacity to pay down tech debt',
      'invest in automation so we ship faster',
    ],
    marketing: [
      'sharpen one message for our core segment instead of spreading the budget',
      'run a focused campaign that turns brand strength into market share',
    ],
    operations: [
      'remove the manual bottleneck before adding any volume',
      'consolidate vendors to free margin for growth',
    ],
    'legal-compliance': [
      'close the compliance gaps before a regulator finds them',
      'pursue a certification that turns our compliance into a sales argument',
    ],
    sales: ['re-engage stalled deals and stop blanket discounting', 'go after larger enterprise accounts'],
    product: [
      'freeze new features for one cycle and fix the top defects',
      'launch a premium tier for what our best customers already love',
    ],
    security: [
      'patch, rotate credentials and review every admin account this week',
      'add continuous monitoring to stay ahead of attackers',
    ],
    strategy: [
      'defend the core segment before chasing new markets',
      'run a small, time-boxed pilot in an adjacent market',
    ],
  };
  return advice[id][weak ? 0 : 1];
}

export function healthPhrase(health: number): string {
  if (health >= 70) return 'in good shape';
  if (health >= 50) return 'holding up';
  if (health >= 40) return 'under strain';
  if (health >= 30) return 'in trouble';
  return 'in crisis';
}

function rngFor(c: CompanySnapshot, ...parts: Array<string | number>): Random {
  return seededRandom(c.seed, c.currentQuarter, ...parts);
}

function closing(agent: AgentProfile, rng: Random): string {
  return rng.pick(agent.personality.catchphrases);
}

function quote(text: string, max = 80): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

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
    rng.pick(openers[agent.personality.communicationStyle]),
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
  consensus: { recommended: string; consensusLevel: number },
  simulation?: { outcome: string; impact: number } | null,
  /** The advisor's engine-backed position on the change asked, when there is one. */
  engineAnswer?: string,
): string {
  const rng = rngFor(c, 'recommend', agent.id, question);
  const parts = [
    rng.pick(openers[agent.personality.communicationStyle]),
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
      ? `The council leans to "${consensus.recommended}" (${consensus.consensusLevel}% of the votes); I would still build in my concern.`
      : consensus.consensusLevel >= 60
        ? `The council agrees: ${consensus.consensusLevel}% back "${consensus.recommended}".`
        : `The council is split, but "${consensus.recommended}" has the most support (${consensus.consensusLevel}% of the votes).`,
    closing(agent, rng),
  );
  return parts.join(' ');
}

/**
 * The agent's analysis of a scenario: the shared writer's plan (packages/reader, the same one the
 * balance suite's follow-the-council player pastes), closed with one of the agent's catchphrases.
 * Pasted as the decision, it is graded on the same decision points it was written from; the
 * player's earlier decisions in this game keep it from reading like one of them.
 */
export function analysisText(
  agent: AgentProfile,
  c: CompanySnapshot,
  scenario: {
    id: string;
    kind: string;
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
    },
    seed: `${c.seed}:${scenario.id}:${agent.id}`,
    earlier,
  });
  return `${analysis} ${closing(agent, rngFor(c, 'analysis', agent.id, scenario.id))}`;
}

/** What each department does first when the council meets on a problem. */
export function crisisRole(id: DepartmentId, c: CompanySnapshot): string {
  switch (id) {
    case 'executive':
      return 'I will own the decision and report to you at the end of the day';
    case 'finance':
      return `I will cost every option and protect our ${money(c.cash)} of cash; nothing above ${money(Math.round(c.revenue * 0.05))} is spent without this council`;
    case 'human-resources':
      return `I will brief our ${c.employeeCount} people today and keep morale (${c.drivers.morale}/100) from sliding`;
    case 'technology':
      return 'my engineers will isolate the affected systems and find the root cause';
    case 'marketing':
      return 'I will have honest customer and press messaging ready within 24 hours';
    case 'operations':
      return 'I will keep deliveries running and set up a daily status call';
    case 'legal-compliance':
      return 'I will check our disclosure and regulatory duties today and document every step';
    case 'sales':
      return 'I will call our top accounts before they hear it from someone else';
    case 'product':
      return 'I will reprioritise the roadmap around the fix';
    case 'security':
      return 'I will contain the threat first, then run the forensics';
    case 'strategy':
      return 'I will map how competitors will use this and how we come out stronger';
  }
}

export type MeetingKind = 'emergency' | 'regular';

/** One attendee's contribution to a meeting, in its turn: a crisis role in an emergency, priorities in a review. */
export function meetingStatement(
  agent: AgentProfile,
  c: CompanySnapshot,
  subject: string,
  turn: number,
  kind: MeetingKind = 'emergency',
): string {
  const rng = rngFor(c, 'meeting', agent.id, subject, turn);
  const health = healthOf(agent.departmentId, c);
  const stance =
    kind === 'emergency'
      ? `On "${quote(subject, 60)}": ${crisisRole(agent.departmentId, c)}; beyond that, we should ${departmentAdvice(agent.departmentId, c)}.`
      : `My priority for ${quarterLabel(c.currentQuarter)}: ${departmentAdvice(agent.departmentId, c)}.`;
  return [
    rng.pick(openers[agent.personality.communicationStyle]),
    departmentNumbers(agent.departmentId, c),
    `${agent.department} is ${healthPhrase(health)}.`,
    stance,
  ].join(' ');
}

export function chairOpening(
  chair: AgentProfile,
  c: CompanySnapshot,
  label: string,
  description: string,
): string {
  return [
    `${label} convened by ${chair.name}.`,
    `"${quote(description, 160)}"`,
    `We are in ${quarterLabel(c.currentQuarter)}: ${money(c.netWorth)} net worth, ${money(c.cash)} cash, ${money(c.cashFlow)} cash flow, ${c.employeeCount} employees.`,
    "I want each department's view and a plan we can act on within the hour.",
  ].join(' ');
}

export function chairProposal(chair: AgentProfile, c: CompanySnapshot, proposalTitle: string): string {
  const weakest = weakestDepartments(c)[0]!;
  return `Thank you all. ${departmentDefinition(weakest.id).name} is our weakest area at ${weakest.health}%. Proposal on the table: "${proposalTitle}". ${chair.personality.catchphrases[0]}`;
}

/** An attendee answers the player's point in a meeting. */
export function meetingReply(
  agent: AgentProfile,
  c: CompanySnapshot,
  message: string,
  kind: MeetingKind = 'emergency',
  engineAnswer?: string,
): string {
  const rng = rngFor(c, 'meeting-reply', agent.id, message);
  if (engineAnswer) {
    return [
      rng.pick(openers[agent.personality.communicationStyle]),
      departmentNumbers(agent.departmentId, c),
      engineAnswer,
      kind === 'emergency' ? `Meanwhile ${crisisRole(agent.departmentId, c)}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const action =
    kind === 'emergency'
      ? `${crisisRole(agent.departmentId, c)}, and we should ${departmentAdvice(agent.departmentId, c)}`
      : `we should ${departmentAdvice(agent.departmentId, c)}`;
  return [
    rng.pick(openers[agent.personality.communicationStyle]),
    departmentNumbers(agent.departmentId, c),
    `From ${agent.department}: ${action}.`,
  ].join(' ');
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

export function chairOf(available: readonly AgentProfile[]): AgentProfile {
  return available.find((a) => a.id === 'ceo') ?? available[0] ?? agentCatalogue[0]!;
}
