// What is said in a council meeting: the chair's opening and proposal, each
// attendee's statement in its turn (a crisis role in an emergency, priorities
// in a review) and its answer to the player's point.
import type { CompanySnapshot } from '@ai-council/contracts';
import { quarterLabel } from '@ai-council/rules';
import { agentCatalogue, type AgentProfile } from '../board/agents';
import { money } from '../board/company';
import { departmentDefinition, healthOf, weakestDepartments } from '../board/departments';
import { crisisRole, departmentAdvice, departmentNumbers, healthPhrase } from '../speech/department-lines';
import { opener, quote, rngFor } from '../speech/phrases';

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
    opener(agent, rng),
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
      opener(agent, rng),
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
    opener(agent, rng),
    departmentNumbers(agent.departmentId, c),
    `From ${agent.department}: ${action}.`,
  ].join(' ');
}

export function chairOf(available: readonly AgentProfile[]): AgentProfile {
  return available.find((a) => a.id === 'ceo') ?? available[0] ?? agentCatalogue[0]!;
}
