import type { Agent, Communication } from '@ai-council/contracts';
import type { BadgeVariant } from '@ai-council/ui';

/** SPEC §3: a communication with no recipient went to everyone. */
export const recipientLabel = (to: string | null) => to ?? 'All';

/** SPEC §2: the type is shown with its underscores as spaces ('scenario alert'). */
export const typeLabel = (type: Communication['type']) => type.replace(/_/g, ' ');

export const priorityVariant: Record<Communication['priority'], BadgeVariant> = {
  urgent: 'danger',
  high: 'warning',
  normal: 'secondary',
  low: 'outline',
};

export const typeVariant: Record<Communication['type'], BadgeVariant> = {
  scenario_alert: 'warning',
  agent_action: 'default',
  response: 'success',
  direct_message: 'secondary',
};

/** SPEC §4: active default, alert secondary, critical destructive. */
export const statusVariant: Record<Agent['status'], BadgeVariant> = {
  active: 'default',
  alert: 'secondary',
  critical: 'danger',
};

/** The answer came from the internal voice because the player's AI provider failed. */
export const isFallbackVoice = (message: Pick<Communication, 'voice'>) =>
  message.voice === 'internal-fallback';

const timeOnly = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Today's messages by time only, older ones with their day. */
export function sentAtLabel(sentAt: string, now = new Date()): string {
  const at = new Date(sentAt);
  return at.toDateString() === now.toDateString() ? timeOnly.format(at) : dayAndTime.format(at);
}

/** Newest first, at most `limit`, whatever order the server answered in. */
export function mostRecent(messages: readonly Communication[], limit: number): Communication[] {
  return [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt)).slice(0, limit);
}
