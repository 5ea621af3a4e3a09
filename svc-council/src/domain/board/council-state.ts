// Agent status and risk, risk signals, board status and the dashboard metrics,
// all derived from one company state plus the open scenarios.
import type {
  Agent,
  CompanySnapshot,
  Department,
  Provider,
  RiskSignal,
  Scenario,
} from '@ai-council/contracts';
import { agentCatalogue, initialsOf, type AgentProfile } from './agents';
import { money, runwayQuarters } from './company';
import { atLeastSeverity, growth, type DepartmentId } from '@ai-council/rules';
import { departmentDefinition, healthOf } from './departments';

export interface OpenScenario {
  id: string;
  title: string;
  severity: Scenario['severity'];
  departmentId: DepartmentId;
}

/** How much an unresolved scenario weighs on its department's risk. */
const scenarioPressure: Record<Scenario['severity'], number> = { critical: 15, high: 10, medium: 6, low: 3 };

export interface AgentState extends Agent {
  departmentId: DepartmentId;
  health: number;
}

export function riskOf(
  profile: AgentProfile,
  company: CompanySnapshot,
  open: readonly OpenScenario[],
): number {
  const pressure = open
    .filter((s) => s.departmentId === profile.departmentId)
    .reduce((sum, s) => sum + scenarioPressure[s.severity], 0);
  const risk = 100 - healthOf(profile.departmentId, company) + Math.min(30, pressure);
  return Math.round(Math.min(100, Math.max(0, risk)));
}

/** Status follows risk: the SPEC §9 high band (70+) is critical, 55+ is an alert. */
export function statusForRisk(risk: number): Agent['status'] {
  if (risk >= 70) return 'critical';
  if (risk >= 55) return 'alert';
  return 'active';
}

/**
 * The board as the screens see it. `llmProviders` holds the providers the
 * player has keys for in llm mode (empty in demo mode): only those agents
 * are LLM-powered.
 */
export function agentsOf(
  company: CompanySnapshot,
  open: readonly OpenScenario[],
  llmProviders: ReadonlySet<Provider>,
): AgentState[] {
  return agentCatalogue.map((profile) => {
    const riskLevel = riskOf(profile, company, open);
    // An agent without a key of its own provider speaks through the player's local model, if there is one.
    const speaksThrough = llmProviders.has(profile.provider)
      ? profile.provider
      : llmProviders.has('local')
        ? 'local'
        : null;
    const llm = speaksThrough !== null;
    return {
      id: profile.id,
      name: profile.name,
      role: profile.role,
      department: profile.department,
      avatar: initialsOf(profile.name),
      status: statusForRisk(riskLevel),
      riskLevel,
      aiType: llm ? 'llm' : 'internal',
      llmProvider: speaksThrough ?? profile.provider,
      personality: profile.personality.summary,
      capabilities: profile.capabilities,
      expertise: profile.expertise,
      departmentId: profile.departmentId,
      health: healthOf(profile.departmentId, company),
    };
  });
}

/** Strips the internal fields so the answer matches the contract exactly. */
export function publicAgent(agent: AgentState): Agent {
  const { departmentId: _d, health: _h, ...rest } = agent;
  return rest;
}

const severityOrder: Record<RiskSignal['severity'], number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** What a weak department's signal says, quoting its real numbers. */
function departmentSignalMessage(id: DepartmentId, company: CompanySnapshot, health: number): string {
  const d = company.drivers;
  switch (id) {
    case 'executive':
      return `Strategic focus at ${d.strategyFocus}/100; the board is spread across too many priorities (health ${health}%).`;
    case 'finance':
      return `Liquidity at ${d.liquidity}/100 with ${money(company.cash)} cash and ${money(company.cashFlow)} cash flow last quarter.`;
    case 'human-resources':
      return `Morale at ${d.morale}/100 across ${company.employeeCount} employees; attrition risk is rising.`;
    case 'technology':
      return `Tech debt at ${d.techDebt}/100 and product quality at ${d.productQuality}/100; releases are slowing.`;
    case 'marketing':
      return `Brand strength at ${d.brand}/100 and market share ${(company.marketShare / 100).toFixed(2)}%; awareness is slipping.`;
    case 'operations':
      return `Operational efficiency at ${d.efficiency}/100; delivery costs are eating the margin.`;
    case 'legal-compliance':
      return `Compliance at ${d.compliance}/100; audit findings and regulatory exposure are open.`;
    case 'sales':
      return `Sales pipeline at ${d.pipeline}/100 with revenue growth ${growth(company.quarterlyGrowth)} last quarter.`;
    case 'product':
      return `Product quality at ${d.productQuality}/100; customer complaints and churn risk are up.`;
    case 'security':
      return `Security posture at ${d.security}/100; patching and access reviews are behind.`;
    case 'strategy':
      return `Strategic focus at ${d.strategyFocus}/100 and growth ${growth(company.quarterlyGrowth)}; competitors are moving faster.`;
  }
}

export function riskSignalsOf(company: CompanySnapshot, open: readonly OpenScenario[]): RiskSignal[] {
  const signals: RiskSignal[] = [];
  for (const profile of agentCatalogue) {
    const health = healthOf(profile.departmentId, company);
    if (health >= 50) continue;
    signals.push({
      id: `department-${profile.departmentId}`,
      department: profile.department,
      message: departmentSignalMessage(profile.departmentId, company, health),
      severity: health < 30 ? 'critical' : health < 40 ? 'high' : 'medium',
    });
  }
  const runway = runwayQuarters(company);
  if (company.cash < 0) {
    signals.push({
      id: 'finance-negative-cash',
      department: 'Finance',
      message: `Cash is ${money(company.cash)}: the company cannot pay its bills without new money.`,
      severity: 'critical',
    });
  } else if (runway !== null) {
    signals.push({
      id: 'finance-burn',
      department: 'Finance',
      message: `Cash flow was ${money(company.cashFlow)} last quarter; ${money(company.cash)} cash covers about ${runway.toFixed(1)} quarters at this burn.`,
      severity: runway < 2 || company.cashFlow < -50_000_000 ? 'critical' : runway < 4 ? 'high' : 'medium',
    });
  }
  if (company.quarterlyGrowth <= -500) {
    signals.push({
      id: 'sales-revenue-decline',
      department: 'Sales',
      message: `Revenue fell ${growth(company.quarterlyGrowth)} last quarter to ${money(company.revenue)}.`,
      severity: company.quarterlyGrowth <= -1500 ? 'critical' : 'high',
    });
  }
  for (const scenario of open) {
    if (!atLeastSeverity(scenario.severity, 'high')) continue;
    signals.push({
      id: `scenario-${scenario.id}`,
      department: departmentDefinition(scenario.departmentId).name,
      message: `Unresolved: ${scenario.title}. Every quarter it stays open it escalates.`,
      severity: scenario.severity,
    });
  }
  return signals.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]);
}

/**
 * The alert counts the department tiles that read Critical, so the header and the tiles agree
 * (an agent's risk also weighs its open scenarios and may read critical sooner).
 */
export function boardStatusOf(
  company: CompanySnapshot,
  departments: readonly Pick<Department, 'status'>[],
  meetingInSession: boolean,
): string {
  if (company.status === 'ended') return 'Game Complete';
  if (meetingInSession) return 'Council in Session';
  const critical = departments.filter((d) => d.status === 'critical').length;
  if (critical > 0) return `Critical Alert: ${critical} department${critical === 1 ? '' : 's'} critical`;
  return 'System Active';
}

export interface MeetingStats {
  meetings: number;
  /** Attendees per meeting, to measure how much of the board took part. */
  attendance: number[];
}

export interface ScenarioStats {
  generated: number;
  gradesOfResolved: number[];
}

export function metricsOf(
  agents: readonly AgentState[],
  signals: readonly RiskSignal[],
  scenarios: ScenarioStats,
  meetings: MeetingStats,
) {
  const total = agents.length;
  const avgRisk = total ? agents.reduce((s, a) => s + a.riskLevel, 0) / total : 0;
  const good = scenarios.gradesOfResolved.filter((g) => g >= 60).length;
  const attendance = meetings.attendance.length
    ? meetings.attendance.reduce((s, n) => s + n / total, 0) / meetings.attendance.length
    : 0;
  return {
    activeAgents: agents.filter((a) => a.status === 'active').length,
    agentHealthPercentage: Math.round(100 - avgRisk),
    riskSignals: signals.length,
    riskLevel: Math.round(avgRisk),
    scenariosGenerated: scenarios.generated,
    scenarioSuccessRate: scenarios.gradesOfResolved.length
      ? Math.round((100 * good) / scenarios.gradesOfResolved.length)
      : 0,
    councilMeetings: meetings.meetings,
    meetingEfficiency: Math.round(100 * attendance),
  };
}
