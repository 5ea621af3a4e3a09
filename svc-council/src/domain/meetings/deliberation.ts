// What the council says around its vote (SPEC §3 Council recommendation and
// Council message): each agent's concerns, data and risk read, the council's
// collective reasoning and plan, and the executives' deliberation for Deep
// Communication. All of it is written from the player's company and each
// agent's live state, never canned: two companies read differently.
import type {
  AgentRecommendation,
  CompanySnapshot,
  Drivers,
  EnhancedCouncilMessage,
  RiskSignal,
} from '@ai-council/contracts';
import { agentCatalogue, agentOfDepartment, type AgentProfile, type DepartmentId } from '../board/agents';
import { businessHealth, money, runwayQuarters, share } from '../board/company';
import { growth, quarterLabel, toScore } from '@ai-council/rules';
import type { AgentState } from '../board/council-state';
import { impactOf } from '../decisions/templates';
import { departmentForCategory, findDepartment, healthOf, weakestDepartments } from '../board/departments';
import type { Approach, RecommendationOption, Vote } from '../decisions/recommendations';
import { departmentAdvice, departmentNumbers, healthPhrase } from '../speech/voice';

type Urgency = EnhancedCouncilMessage['priority'];

/** One sitting of the council: the question, the company, the options and how everyone voted. */
export interface CouncilSitting {
  company: CompanySnapshot;
  question: string;
  category: string;
  urgency: Urgency;
  options: readonly RecommendationOption[];
  votes: readonly Vote[];
  recommendedOption: string;
  consensusLevel: number;
  /** The agent the player asked, and what it answered. */
  asked: AgentProfile;
  answer: string;
  /** The board's live state (status, risk, department health). */
  agents: readonly AgentState[];
  signals: readonly RiskSignal[];
  at: Date;
}

/** SPEC §4: agents speak 3 s apart; the deliberation's timestamps follow that pace. */
export const SPEAKING_INTERVAL_MS = 3000;

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function quote(text: string, max = 80): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

const quarters = (n: number) => `${n} quarter${n === 1 ? '' : 's'}`;

function driverLabel(key: keyof Drivers): string {
  return key.replace(/[A-Z]/g, (ch) => ` ${ch.toLowerCase()}`);
}

/** What an option does to cash: the engine's figure when it priced it, else its share of revenue. */
function impactOfOption(option: RecommendationOption, c: CompanySnapshot): number {
  return option.impact ?? impactOf(option.revenueShare, c);
}

/** What an option does to cash, in the game's money: negative impact costs money. */
function costPhrase(option: RecommendationOption, c: CompanySnapshot): string {
  const impact = impactOfOption(option, c);
  if (impact === 0) return 'costs nothing now';
  return impact < 0 ? `costs about ${money(-impact)}` : `frees about ${money(impact)}`;
}

function runwayPhrase(c: CompanySnapshot): string {
  if (c.cash < 0) return `cash is already ${money(c.cash)}`;
  const runway = runwayQuarters(c);
  return runway === null
    ? `cash flow is positive at ${money(c.cashFlow)}`
    : `${money(c.cash)} of cash lasts about ${runway.toFixed(1)} quarters at ${money(c.cashFlow)} a quarter`;
}

/** The figures a department's leader quotes, one per line. */
function keyFigures(id: DepartmentId, c: CompanySnapshot): string[] {
  const d = c.drivers;
  switch (id) {
    case 'executive':
      return [`Net worth ${money(c.netWorth)}`, `Strategic focus ${d.strategyFocus}/100`];
    case 'finance': {
      const runway = runwayQuarters(c);
      return [
        `Revenue ${money(c.revenue)} against ${money(c.costs)} of costs`,
        runway === null ? `Liquidity ${d.liquidity}/100` : `Runway about ${runway.toFixed(1)} quarters`,
      ];
    }
    case 'human-resources':
      return [`${c.employeeCount} employees`, `Morale ${d.morale}/100, efficiency ${d.efficiency}/100`];
    case 'technology':
      return [
        `Tech debt ${d.techDebt}/100`,
        `Product quality ${d.productQuality}/100, security ${d.security}/100`,
      ];
    case 'marketing':
      return [`Brand strength ${d.brand}/100`, `Market share ${share(c.marketShare)}`];
    case 'operations':
      return [`Operational efficiency ${d.efficiency}/100`, `Quarterly costs ${money(c.costs)}`];
    case 'legal-compliance':
      return [`Compliance ${d.compliance}/100`];
    case 'sales':
      return [
        `Pipeline ${d.pipeline}/100`,
        `Revenue ${money(c.revenue)}, growth ${growth(c.quarterlyGrowth)}`,
      ];
    case 'product':
      return [`Product quality ${d.productQuality}/100`, `Tech debt ${d.techDebt}/100`];
    case 'security':
      return [`Security posture ${d.security}/100`, `Compliance ${d.compliance}/100`];
    case 'strategy':
      return [
        `Strategic focus ${d.strategyFocus}/100`,
        `Growth ${growth(c.quarterlyGrowth)}, market share ${share(c.marketShare)}`,
      ];
  }
}

/** Who a department's leader speaks for, with the number that describes them. */
function stakeholdersOf(id: DepartmentId, c: CompanySnapshot): string {
  const d = c.drivers;
  switch (id) {
    case 'executive':
      return `Shareholders, with ${money(c.netWorth)} of net worth at stake`;
    case 'finance':
      return `Lenders and investors, who watch ${money(c.cash)} of cash and ${money(c.cashFlow)} of cash flow`;
    case 'human-resources':
      return `Our ${c.employeeCount} employees, with morale at ${d.morale}/100`;
    case 'technology':
      return `Engineers and users, on a platform with tech debt at ${d.techDebt}/100`;
    case 'marketing':
      return `Customers and prospects: brand ${d.brand}/100, ${share(c.marketShare)} of the market`;
    case 'operations':
      return `Suppliers and delivery teams, at ${d.efficiency}/100 efficiency`;
    case 'legal-compliance':
      return `Regulators and auditors, with compliance at ${d.compliance}/100`;
    case 'sales':
      return `Key accounts, with the pipeline at ${d.pipeline}/100`;
    case 'product':
      return `The people using the product, at ${d.productQuality}/100 quality`;
    case 'security':
      return `Customers whose data we hold, with security at ${d.security}/100`;
    case 'strategy':
      return `Our market position: ${share(c.marketShare)} share, growth ${growth(c.quarterlyGrowth)}`;
  }
}

const approachRank: Record<Approach, number> = { conservative: 0, balanced: 1, aggressive: 2 };

function optionNamed(s: CouncilSitting, title: string): RecommendationOption {
  return s.options.find((o) => o.title === title) ?? s.options[0]!;
}

function profileOf(agentId: string): AgentProfile {
  return agentCatalogue.find((a) => a.id === agentId)!;
}

/** 0-100 risk of backing an option now: its boldness, moved by the cash and the agent's own department. */
function riskScore(option: RecommendationOption, c: CompanySnapshot, ownHealth: number): number {
  let score = 20 + 20 * approachRank[option.approach];
  if (c.cashFlow < 0) score += 15;
  if (c.cash < 0) score += 25;
  if (c.drivers.liquidity < 40) score += 10;
  if (ownHealth < 40) score += 10;
  if (ownHealth >= 70) score -= 10;
  return toScore(score);
}

function riskLevelOf(score: number): string {
  if (score < 35) return 'Low';
  if (score < 60) return 'Moderate';
  if (score < 80) return 'High';
  return 'Severe';
}

function concernsOf(agent: AgentProfile, vote: Vote, s: CouncilSitting): string[] {
  const c = s.company;
  const own = healthOf(agent.departmentId, c);
  const mine = optionNamed(s, vote.preferredOption);
  const chosen = optionNamed(s, s.recommendedOption);
  const concerns: string[] = [];
  if (own < 50) {
    concerns.push(
      `${agent.department} is ${healthPhrase(own)} at ${own}%: ${departmentNumbers(agent.departmentId, c)}`,
    );
  }
  const signal = s.signals.find(
    (x) => x.department === agent.department && (x.severity === 'critical' || x.severity === 'high'),
  );
  if (signal) concerns.push(`Open ${signal.severity} risk signal: ${signal.message}`);
  if (vote.preferredOption !== s.recommendedOption) {
    concerns.push(
      approachRank[chosen.approach] > approachRank[mine.approach]
        ? `The council's pick "${chosen.title}" ${costPhrase(chosen, c)}; that is more than I want to commit while ${runwayPhrase(c)}.`
        : `The council's pick "${chosen.title}" may be too timid: growth is ${growth(c.quarterlyGrowth)} and we hold ${share(c.marketShare)} of the market.`,
    );
  }
  if (mine.approach === 'aggressive' && (c.cashFlow < 0 || c.cash < 0)) {
    concerns.push(`Betting on "${mine.title}" ${costPhrase(mine, c)} while ${runwayPhrase(c)}.`);
  }
  if (mine.approach === 'conservative' && c.quarterlyGrowth <= 0) {
    concerns.push(
      `Playing safe with growth at ${growth(c.quarterlyGrowth)} risks ceding share (${share(c.marketShare)}).`,
    );
  }
  if (concerns.length === 0) {
    const weakest = weakestDepartments(c)[0]!;
    const name = findDepartment(weakest.id)?.name ?? weakest.id;
    concerns.push(
      `Even from a sound ${agent.department} (${own}%), the weakest area, ${name} at ${weakest.health}%, needs watching whichever option wins.`,
    );
  }
  return concerns.slice(0, 3);
}

/** SPEC §3 agentRecommendations: each vote with its concerns, the numbers behind it and its risk read. */
export function agentRecommendationsOf(s: CouncilSitting): AgentRecommendation[] {
  const c = s.company;
  return s.votes.map((vote) => {
    const agent = profileOf(vote.agentId);
    const own = healthOf(agent.departmentId, c);
    const option = optionNamed(s, vote.preferredOption);
    const score = riskScore(option, c, own);
    return {
      ...vote,
      concerns: concernsOf(agent, vote, s),
      supportingData: [
        `Cash ${money(c.cash)}, cash flow ${money(c.cashFlow)} last quarter`,
        `${agent.department} health ${own}%`,
        ...keyFigures(agent.departmentId, c),
        `"${option.title}" ${costPhrase(option, c)} over ${quarters(option.timeImpact)}`,
      ],
      riskAssessment: `${riskLevelOf(score)} risk (${score}/100): "${option.title}", the ${option.approach} path, ${costPhrase(option, c)} and ${runwayPhrase(c)}; ${agent.department} stands at ${own}%.`,
    };
  });
}

const approachStance: Record<Approach, string> = {
  conservative: 'With these numbers the council puts protecting the downside first.',
  balanced: 'The council wants progress it can afford without betting the runway.',
  aggressive: 'The council judges the upside worth the cost and waiting the bigger risk.',
};

const urgencyStep: Record<Urgency, string> = {
  critical: 'start today and report to the council within 7 days',
  high: 'start this week and report to the council within 14 days',
  medium: 'start within the quarter and report at the next council meeting',
  low: 'fold it into the next quarterly plan',
};

/** The council's reasoning and plan as a whole (SPEC §3 Council recommendation). */
export function collectiveViewOf(s: CouncilSitting) {
  const c = s.company;
  const chosen = optionNamed(s, s.recommendedOption);
  const supporters = s.votes.filter((v) => v.preferredOption === s.recommendedOption);
  const dissenters = s.votes.filter((v) => v.preferredOption !== s.recommendedOption);
  const weakest = weakestDepartments(c)[0]!;
  const weakestName = findDepartment(weakest.id)?.name ?? weakest.id;
  const badge = businessHealth(c);

  const collectiveReasoning = [
    `${supporters.length} of ${s.votes.length} members back "${chosen.title}" (${s.consensusLevel}% consensus), among them ${listNames(supporters.slice(0, 3).map((v) => v.agentName))}.`,
    `In ${quarterLabel(c.currentQuarter)} the business is ${badge}: ${money(c.cash)} cash, ${money(c.cashFlow)} cash flow, ${money(c.netWorth)} net worth.`,
    approachStance[chosen.approach],
    `${weakestName} is the weakest area at ${weakest.health}%, and ${s.signals.length} risk signal${s.signals.length === 1 ? '' : 's'} ${s.signals.length === 1 ? 'is' : 'are'} open.`,
  ].join(' ');

  const impact = impactOfOption(chosen, c);
  const cashFloor = Math.round(c.costs / 2);
  const riskMitigation = [
    impact < 0
      ? `Cap spending on "${chosen.title}" at ${money(-impact)} and review it at the end of ${quarterLabel(Math.min(20, c.currentQuarter + 1))}.`
      : impact === 0
        ? `Nothing is committed now; look at it again with the numbers of ${quarterLabel(Math.min(20, c.currentQuarter + 1))}.`
        : `Bank the ${money(impact)} "${chosen.title}" frees before committing it elsewhere.`,
    `Keep at least ${money(cashFloor)} (half a quarter of costs) in cash and pause the plan if cash drops below it; it is ${money(c.cash)} now.`,
    ...s.signals.slice(0, 2).map((signal) => {
      const id = findDepartment(signal.department)?.id;
      return `${signal.department} (${signal.severity}): ${signal.message}${id ? ` Mitigation: ${departmentAdvice(id, c)}.` : ''}`;
    }),
  ];
  if (dissenters.length) {
    riskMitigation.push(
      `Hear ${listNames(dissenters.slice(0, 3).map((v) => v.agentName))}${dissenters.length > 3 ? ` and ${dissenters.length - 3} more` : ''} at the first checkpoint: they backed another option.`,
    );
  }

  const alternativeConsiderations = s.options
    .filter((o) => o.title !== chosen.title)
    .map((o) => {
      const backers = s.votes.filter((v) => v.preferredOption === o.title).map((v) => v.agentName);
      const when: Record<Approach, string> = {
        conservative: `It is the better call if cash flow (${money(c.cashFlow)}) stays negative another quarter.`,
        balanced: `A middle road over ${quarters(o.timeImpact)}, if "${chosen.title}" proves ${approachRank[chosen.approach] > 1 ? 'too costly' : 'too slow'}.`,
        aggressive: `Worth it only if the money holds: ${runwayPhrase(c)}.`,
      };
      return `"${o.title}" (${o.approach}) ${costPhrase(o, c)}; backed by ${backers.length ? listNames(backers) : 'no one'}. ${when[o.approach]}`;
    });

  const owner = agentOfDepartment(departmentForCategory(s.category));
  const [driver, lift] = (Object.entries(chosen.driverEffects) as Array<[keyof Drivers, number]>).find(
    ([, v]) => v > 0,
  ) ?? ['strategyFocus', 0];
  const sharePct = Math.abs(Math.round((100 * impact) / Math.max(c.revenue, 1)));
  const implementationNotes = [
    `Owner: ${owner.name} (${owner.role}); ${s.category} questions sit with ${owner.department}.`,
    `Budget: ${costPhrase(chosen, c)}, about ${sharePct}% of quarterly revenue (${money(c.revenue)}).`,
    `Timeline: ${quarters(chosen.timeImpact)}, from ${quarterLabel(c.currentQuarter)} to ${quarterLabel(Math.min(20, c.currentQuarter + chosen.timeImpact))}.`,
    `Checkpoint: track ${driverLabel(driver)} (now ${c.drivers[driver]}/100) each quarter; the plan aims to lift it by ${lift} points.`,
    `Urgency ${s.urgency}: ${urgencyStep[s.urgency]}.`,
  ];
  return { collectiveReasoning, riskMitigation, alternativeConsiderations, implementationNotes };
}

function confidenceLevelOf(confidence: number): EnhancedCouncilMessage['confidenceLevel'] {
  if (confidence < 60) return 'low';
  if (confidence < 75) return 'moderate';
  if (confidence < 88) return 'high';
  return 'very-high';
}

const urgencyStress: Record<Urgency, number> = { low: 0, medium: 8, high: 18, critical: 28 };
const raise: Record<Urgency, Urgency> = {
  low: 'medium',
  medium: 'high',
  high: 'critical',
  critical: 'critical',
};

function toneOf(
  state: AgentState | undefined,
  s: CouncilSitting,
  agrees: boolean,
  confidence: number,
): EnhancedCouncilMessage['emotionalTone'] {
  if (s.urgency === 'critical' || s.company.cash < 0) return 'urgent';
  if (state && (state.status === 'critical' || state.health < 40)) return 'concerned';
  if (!agrees) return 'cautious';
  if (state && state.health >= 70 && confidence >= 75) return 'optimistic';
  if (confidence >= 75) return 'confident';
  return 'calm';
}

function stressOf(state: AgentState | undefined, s: CouncilSitting, agrees: boolean): number {
  return toScore(
    (state?.riskLevel ?? 50) * 0.6 +
      urgencyStress[s.urgency] +
      (s.company.cashFlow < 0 ? 8 : 0) +
      (s.company.cash < 0 ? 15 : 0) +
      (agrees ? 0 : 6),
  );
}

/** The other options in the room, each with the members who backed it. */
function alternativeViewsOf(s: CouncilSitting, mine: string): string[] {
  return s.options
    .filter((o) => o.title !== mine)
    .flatMap((o) => {
      const backers = s.votes.filter((v) => v.preferredOption === o.title).map((v) => v.agentName);
      return backers.length ? [`"${o.title}" (${o.approach}), backed by ${listNames(backers)}`] : [];
    });
}

/**
 * The executives' deliberation (SPEC §3 Council message, enhanced): the asked
 * agent opens with its answer, the other executives reply to it (support,
 * a data point, a question or a concern, by their vote and confidence), and
 * the CEO closes with the decision and who dissented.
 */
export function deliberationOf(
  s: CouncilSitting,
  recommendations: readonly AgentRecommendation[],
  collectiveReasoning: string,
): EnhancedCouncilMessage[] {
  const c = s.company;
  const badge = businessHealth(c);
  const executives = agentCatalogue.filter((a) => a.executive).map((a) => a.id);
  const speakers = [s.asked.id, ...executives.filter((id) => id !== s.asked.id)];
  const stateOf = (id: string) => s.agents.find((a) => a.id === id);
  const scenarioContext = {
    category: s.category,
    urgency: s.urgency,
    quarter: c.currentQuarter,
    summary: `${quarterLabel(c.currentQuarter)}: a ${badge.toLowerCase()} business with ${money(c.cash)} cash, ${money(c.cashFlow)} cash flow and ${s.signals.length} open risk signal${s.signals.length === 1 ? '' : 's'}; the council weighs "${quote(s.question)}".`,
  };
  const baseTags = [s.category, `${s.urgency}-urgency`];
  if (badge === 'Critical') baseTags.push('crisis');
  if (c.cashFlow < 0) baseTags.push('cash-burn');
  const at = (index: number) => new Date(s.at.getTime() + index * SPEAKING_INTERVAL_MS).toISOString();

  const messages: EnhancedCouncilMessage[] = [];
  let openingId: string | undefined;
  for (const id of speakers) {
    const rec = recommendations.find((r) => r.agentId === id);
    if (!rec) continue;
    const agent = profileOf(id);
    const state = stateOf(id);
    const own = state?.health ?? healthOf(agent.departmentId, c);
    const option = optionNamed(s, rec.preferredOption);
    const opening = openingId === undefined;
    const agrees = rec.preferredOption === s.recommendedOption;
    let type: EnhancedCouncilMessage['type'];
    let content: string;
    if (opening) {
      type = 'analysis';
      content = s.answer;
    } else if (!agrees) {
      type = 'concern';
      content = `${rec.reasoning} My concern: ${rec.concerns[0]}`;
    } else if (rec.confidence < 62) {
      type = 'question';
      content = `${rec.reasoning} One question before we commit: can ${agent.department} hold at ${own}% through ${quarters(option.timeImpact)} of "${option.title}"?`;
    } else if (agent.departmentId === 'finance') {
      type = 'data';
      content = `${rec.reasoning} For the record: ${rec.supportingData.slice(0, 3).join('; ')}.`;
    } else {
      type = 'support';
      content = rec.reasoning;
    }
    const messageId = `${id}-${messages.length}`;
    messages.push({
      id: messageId,
      agentId: id,
      agentName: agent.name,
      agentRole: agent.role,
      department: agent.department,
      content,
      type,
      timestamp: at(messages.length),
      confidence: rec.confidence,
      priority: opening || agrees ? s.urgency : raise[s.urgency],
      ...(opening ? {} : { replyTo: openingId }),
      emotionalTone: toneOf(state, s, agrees, rec.confidence),
      communicationStyle: agent.personality.communicationStyle,
      decisionRationale: `Backs "${option.title}", the ${option.approach} path, at ${rec.confidence}% confidence: ${agent.department} is ${healthPhrase(own)} (${own}%). ${rec.riskAssessment}`,
      stakeholderImpact: `${stakeholdersOf(agent.departmentId, c)}; "${option.title}" ${costPhrase(option, c)}.`,
      alternativeViews: alternativeViewsOf(s, option.title),
      confidenceLevel: confidenceLevelOf(rec.confidence),
      stressLevel: stressOf(state, s, agrees),
      tags: [
        ...new Set([...baseTags, option.approach, agent.departmentId, agrees ? 'consensus' : 'dissent']),
      ],
      scenarioContext,
    });
    openingId ??= messageId;
  }

  const chair = agentCatalogue.find((a) => a.id === 'ceo')!;
  const chairState = stateOf(chair.id);
  const chosen = optionNamed(s, s.recommendedOption);
  const dissent = recommendations
    .filter((r) => executives.includes(r.agentId) && r.preferredOption !== s.recommendedOption)
    .map((r) => r.agentName);
  messages.push({
    id: `decision-${messages.length}`,
    agentId: chair.id,
    agentName: chair.name,
    agentRole: chair.role,
    department: chair.department,
    content:
      `Decision: "${chosen.title}", with ${s.consensusLevel}% of the council behind it.` +
      (dissent.length
        ? ` ${listNames(dissent)} ${dissent.length === 1 ? 'prefers' : 'prefer'} another route; we will track their concerns as we execute.`
        : ' The executive team is united on this.'),
    type: 'proposal',
    timestamp: at(messages.length),
    confidence: s.consensusLevel,
    priority: s.urgency,
    ...(openingId ? { replyTo: openingId } : {}),
    emotionalTone:
      s.urgency === 'critical' || c.cash < 0 ? 'urgent' : s.consensusLevel >= 60 ? 'confident' : 'cautious',
    communicationStyle: chair.personality.communicationStyle,
    decisionRationale: collectiveReasoning,
    stakeholderImpact: `${stakeholdersOf(chair.departmentId, c)}; "${chosen.title}" ${costPhrase(chosen, c)} over ${quarters(chosen.timeImpact)}.`,
    alternativeViews: alternativeViewsOf(s, chosen.title),
    confidenceLevel: confidenceLevelOf(s.consensusLevel),
    stressLevel: stressOf(chairState, s, true),
    tags: [...new Set([...baseTags, chosen.approach, 'decision'])],
    scenarioContext,
  });
  return messages;
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
