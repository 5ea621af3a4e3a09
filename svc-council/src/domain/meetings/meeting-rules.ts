// Council meeting rules (SPEC §5/§9, GAME.md): attendees are the agents that
// are not critical; quorum is three or more departments; a regular meeting
// waits out a 3-day cooldown after the last one, an emergency bypasses it.
import type { CompanySnapshot, Drivers } from '@ai-council/contracts';
import { hasQuorum, QUORUM_DEPARTMENTS, type EmergencyType, type DepartmentId } from '@ai-council/rules';
import { agentCatalogue, type AgentProfile } from '../board/agents';
import type { AgentState } from '../board/council-state';
import { decisionTemplate } from '../decisions/templates';
import { healthOf, weakestDepartments } from '../board/departments';

/** Who speaks first on each kind of emergency. */
export const emergencyDepartments: Record<EmergencyType, DepartmentId[]> = {
  'financial-crisis': ['finance', 'operations', 'sales', 'human-resources'],
  'operational-failure': ['operations', 'technology', 'product', 'sales'],
  'security-breach': ['security', 'technology', 'legal-compliance', 'marketing'],
  'regulatory-issue': ['legal-compliance', 'finance', 'security', 'operations'],
  'market-disruption': ['strategy', 'marketing', 'sales', 'product'],
  other: ['finance', 'human-resources', 'strategy', 'operations'],
};

/** The concrete proposal each kind of emergency ends with. */
export const emergencyDecisions: Record<
  EmergencyType,
  {
    title: string;
    category: string;
    revenueShare: number;
    timeImpact: number;
    driverEffects: Partial<Record<keyof Drivers, number>>;
  }
> = {
  'financial-crisis': {
    title: 'Emergency cost freeze',
    category: 'financial',
    revenueShare: 0.06,
    timeImpact: 2,
    driverEffects: { liquidity: 10, morale: -3 },
  },
  'operational-failure': {
    title: 'Operational recovery plan',
    category: 'operational',
    revenueShare: -0.05,
    timeImpact: 2,
    driverEffects: { efficiency: 8, productQuality: 3 },
  },
  'security-breach': {
    title: 'Incident response and hardening',
    category: 'security',
    revenueShare: -0.08,
    timeImpact: 2,
    driverEffects: { security: 12, compliance: 4 },
  },
  'regulatory-issue': {
    title: 'Regulatory remediation programme',
    category: 'legal',
    revenueShare: -0.05,
    timeImpact: 2,
    driverEffects: { compliance: 12 },
  },
  'market-disruption': {
    title: 'Competitive response programme',
    category: 'strategic',
    revenueShare: -0.07,
    timeImpact: 3,
    driverEffects: { strategyFocus: 6, brand: 4, pipeline: 4 },
  },
  other: {
    title: 'Council action plan',
    category: 'strategic',
    revenueShare: -0.03,
    timeImpact: 2,
    driverEffects: { strategyFocus: 6 },
  },
};

export function availableMembers(agents: readonly AgentState[]): AgentProfile[] {
  const ok = new Set(agents.filter((a) => a.status !== 'critical').map((a) => a.id));
  return agentCatalogue.filter((a) => ok.has(a.id));
}

export function quorumProblem(available: readonly AgentProfile[]): string | null {
  const departments = new Set(available.map((a) => a.department));
  if (hasQuorum(departments.size)) return null;
  return `No quorum: only ${departments.size} department${departments.size === 1 ? '' : 's'} can attend (agents in critical status cannot), and a council needs ${QUORUM_DEPARTMENTS} or more.`;
}

/** The speakers of a meeting: the chair, then the departments most concerned that can attend. */
export function speakersFor(
  focus: readonly DepartmentId[],
  available: readonly AgentProfile[],
  company: CompanySnapshot,
): AgentProfile[] {
  const byFocus = focus
    .map((id) => available.find((a) => a.departmentId === id))
    .filter((a): a is AgentProfile => Boolean(a));
  const weakest = weakestDepartments(company)
    .map((w) => available.find((a) => a.departmentId === w.id))
    .filter((a): a is AgentProfile => Boolean(a));
  const speakers: AgentProfile[] = [];
  for (const a of [...byFocus, ...weakest]) {
    if (a.id !== 'ceo' && !speakers.includes(a)) speakers.push(a);
    if (speakers.length >= 4) break;
  }
  return speakers;
}

/** A regular meeting looks at the weakest departments and proposes the remedy for the weakest. */
export function regularMeetingFocus(company: CompanySnapshot): DepartmentId[] {
  return weakestDepartments(company)
    .slice(0, 3)
    .map((w) => w.id);
}

export function regularDecision(company: CompanySnapshot) {
  const weakest = weakestDepartments(company)[0]!;
  return decisionTemplate(weakest.id, healthOf(weakest.id, company));
}
