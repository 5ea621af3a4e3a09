// SPEC §7 analytics calls. Events, feature use and sessions are the signed-in
// player's own; the dashboard is the product's usage across all players.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  analyticsDashboardQuerySchema,
  analyticsEventRequestSchema,
  analyticsSessionSchema,
  endSessionRequestSchema,
  featureUsageRequestSchema,
  idParam,
  startSessionRequestSchema,
  type AnalyticsSession as SessionView,
} from '@ai-council/contracts';
import { AppError, badRequest, parseInput, playerOf } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { buildDashboard } from '../../domain/analytics/dashboard';
import { recordEvent } from '../../domain/analytics/record-event';
import {
  recordedFeatureUsage,
  recordedFromClient,
  type RecordedEvent,
} from '../../domain/analytics/recorded-event';
import { endSession, startSession, type AnalyticsSession } from '../../domain/analytics/sessions';
import { dayOf, isCalendarDay } from '../../domain/days';

const view = (s: AnalyticsSession): SessionView =>
  analyticsSessionSchema.parse({
    id: s.id,
    userAgent: s.userAgent,
    startedAt: s.startedAt,
    endedAt: s.endedAt,
    durationMinutes: s.durationMinutes,
    pageViews: s.pageViews,
    actionsTaken: s.actionsTaken,
  });

/** The contract checks the shape; a day like 2025-02-30 has it but is no date (JavaScript would read March 2). */
function assertRealDays(query: Record<string, unknown>): void {
  for (const field of ['startDate', 'endDate']) {
    const value = query[field];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isCalendarDay(value)) {
      throw badRequest(`${field} ${value} is not a real date.`);
    }
  }
}

/**
 * A player's browser records at most `clientEventsPerDay` events and sessions together a UTC day;
 * past that they are refused, not stored.
 */
async function assertDailyQuota(day: string, userId: string, ctx: AnalyticsContext): Promise<void> {
  const [events, sessions] = await Promise.all([
    ctx.reader.eventsOfUserOn(day, userId),
    ctx.sessions.startedOn(day, userId),
  ]);
  if (events + sessions >= ctx.clientEventsPerDay) {
    throw new AppError(
      429,
      `Your activity for today is recorded in full (${ctx.clientEventsPerDay.toLocaleString('en-US')} events); recording resumes tomorrow (UTC).`,
      'quota-reached',
    );
  }
}

async function recordFromBrowser(event: RecordedEvent, ctx: AnalyticsContext): Promise<void> {
  await assertDailyQuota(event.day, event.userId, ctx);
  if ((await recordEvent(event, ctx)) && event.eventType === 'page_view' && event.sessionId) {
    await ctx.sessions.countPageView(event.sessionId, event.userId);
  }
}

export function analyticsRoutes(ctx: AnalyticsContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.post('/analytics/events', async (req, res) => {
    const input = parseInput(analyticsEventRequestSchema, req.body);
    const userAgent = input.userAgent ?? req.get('user-agent');
    const event = recordedFromClient(randomUUID(), playerOf(req).sub, { ...input, userAgent }, ctx.now());
    await recordFromBrowser(event, ctx);
    res.status(201).json({ id: event.id });
  });

  router.post('/analytics/feature-usage', async (req, res) => {
    const { featureName } = parseInput(featureUsageRequestSchema, req.body);
    const event = recordedFeatureUsage(randomUUID(), playerOf(req).sub, featureName, ctx.now());
    await recordFromBrowser(event, ctx);
    res.status(201).json({ id: event.id });
  });

  router.post('/analytics/sessions', async (req, res) => {
    const input = parseInput(startSessionRequestSchema, req.body ?? {});
    await assertDailyQuota(dayOf(ctx.now()), playerOf(req).sub, ctx);
    const session = await startSession(
      {
        id: randomUUID(),
        userId: playerOf(req).sub,
        userAgent: input.userAgent ?? req.get('user-agent') ?? null,
        now: ctx.now(),
      },
      ctx,
    );
    res.status(201).json(view(session));
  });

  router.patch('/analytics/sessions/:id', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const end = parseInput(endSessionRequestSchema, req.body);
    const session = await endSession({ id, userId: playerOf(req).sub, end, now: ctx.now() }, ctx);
    res.json(view(session));
  });

  router.get('/analytics/dashboard', async (req, res) => {
    const query = req.query as Record<string, unknown>;
    assertRealDays(query);
    const window = parseInput(analyticsDashboardQuerySchema, query);
    res.json(await buildDashboard(window, ctx.reader, ctx.now(), playerOf(req).sub));
  });

  return router;
}
