import type { Communication, Scenario } from '@ai-council/contracts';
import { verdictFor } from '@ai-council/rules';
import type { BadgeVariant } from '@ai-council/ui';

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
  [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt)).slice(0, RECENT_COMMUNICATIONS_SHOWN);

/** SPEC §3: no recipient means everyone; types read with spaces. */
export const recipientLabel = (to: string | null) => to ?? 'All';
export const typeLabel = (type: Communication['type']) => type.replace(/_/g, ' ');

const timeOnly = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Today's times alone, older ones with their day. */
export function whenLabel(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeOnly.format(at) : dayAndTime.format(at);
}
