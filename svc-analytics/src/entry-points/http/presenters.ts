// What svc-analytics' answers show a player, shaped for the contract from the
// domain's records (the routes parse each one with its schema as they send it).
import type { AnalyticsSession as SessionView } from '@ai-council/contracts';
import type { AnalyticsSession } from '../../domain/analytics/sessions';

/** A session as SPEC §3 lists it: the answer to starting and to ending one. */
export const sessionView = (s: AnalyticsSession): SessionView => ({
  id: s.id,
  userAgent: s.userAgent,
  startedAt: s.startedAt,
  endedAt: s.endedAt,
  durationMinutes: s.durationMinutes,
  pageViews: s.pageViews,
  actionsTaken: s.actionsTaken,
});
