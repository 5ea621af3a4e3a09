import type { Communication, Scenario } from '@ai-council/contracts';
import { verdictFor } from '@ai-council/rules';
import type { BadgeVariant } from '@ai-council/ui';
import { mostRecent } from '../../../lib/communication-labels';

export const severityVariant: Record<Scenario['severity'], BadgeVariant> = {
  critical: 'danger',
  high: 'warning',
  medium: 'default',
  low: 'secondary',
};

export type Grade = NonNullable<Scenario['grade']>;

/** Colour of a grade: sound and better green, partial amber, weak or reckless red. */
export function gradeVariant(score: number): 'success' | 'warning' | 'danger' {
  const verdict = verdictFor(score, false);
  if (verdict === 'Excellent' || verdict === 'Sound') return 'success';
  return verdict === 'Partial' ? 'warning' : 'danger';
}

/** SPEC §4: only active scenarios are pending; newest first. */
export const pendingScenarios = (scenarios: readonly Scenario[]) =>
  scenarios.filter((s) => s.status === 'active').sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** SPEC §9: the 5 latest resolved scenarios, with the player's decision and its grade. */
export const RECENT_DECISIONS_SHOWN = 5;
export const recentDecisions = (scenarios: readonly Scenario[]) =>
  scenarios
    .filter((s) => s.status === 'resolved')
    .sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? ''))
    .slice(0, RECENT_DECISIONS_SHOWN);

/** SPEC §9: 8 communications in the side panel, newest first. */
export const RECENT_COMMUNICATIONS_SHOWN = 8;
export const recentCommunications = (messages: readonly Communication[]) =>
  mostRecent(messages, RECENT_COMMUNICATIONS_SHOWN);
