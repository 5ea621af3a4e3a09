import type { Agent, Communication } from '@ai-council/contracts';
import type { BadgeVariant } from '@ai-council/ui';

export const priorityVariant: Record<Communication['priority'], BadgeVariant> = {
  urgent: 'danger',
  high: 'warning',
  normal: 'secondary',
  low: 'outline',
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
