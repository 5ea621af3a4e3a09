import type { Communication } from '@ai-council/contracts';
import type { BadgeVariant } from '@ai-council/ui';

/** SPEC §2: the type is shown with its underscores as spaces ('scenario alert'). */
export const typeLabel = (type: Communication['type']) => type.replace(/_/g, ' ');

export const typeVariant: Record<Communication['type'], BadgeVariant> = {
  scenario_alert: 'warning',
  agent_action: 'default',
  response: 'success',
  direct_message: 'secondary',
};

/** Newest first, at most `limit`, whatever order the server answered in. */
export function mostRecent(messages: readonly Communication[], limit: number): Communication[] {
  return [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt)).slice(0, limit);
}
