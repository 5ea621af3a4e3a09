// SPEC §7 analytics calls. Events, feature use and sessions are the signed-in
// player's own; the dashboard is the product's usage across all players.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  analyticsDashboardQuerySchema,
  analyticsEventRequestSchema,
  analyticsResponseSchema,
  analyticsSessionSchema,
  endSessionRequestSchema,
  featureUsageRequestSchema,
  idParam,
  recordedEventResponseSchema,
  startSessionRequestSchema,
} from '@ai-council/contracts';
import { AppError, answer, badRequest, parseInput, who } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { buildDashboard } from '../../domain/analytics/dashboard';
import { recordEvent } from '../../domain/analytics/record-event';
import {
  recordedFeatureUsage,
  recordedFromClient,
  type RecordedEvent,
} from '../../domain/analytics/recorded-event';
import { endSession, startSession } from '../../domain/analytics/sessions';
import { dayOf, isCalendarDay } from '../../domain/days';
import { sessionView } from './presenters';

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
 * A player's browser records at most `clientEventsPerDay` events and sessions together a UTC day, and
 * events of at most `clientBytesPerDay` bytes together; past either they are refused, not stored.
 */
async function assertDailyQuota(day: string, userId: string, ctx: AnalyticsContext): Promise<void> {
  const [events, sessions] = await Promise.all([
    ctx.reader.eventsOfUserOn(day, userId),
    ctx.sessions.startedOn(day, userId),
  ]);
  const full = (what: string) =>
    new AppError(
      429,
      `Your activity for today is recorded in full (${what}); recording resumes tomorrow (UTC).`,
      'quota-reached',
    );
  if (events + sessions >= ctx.clientEventsPerDay)
    throw full(`${ctx.clientEventsPerDay.toLocaleString('en-US')} events`);
  if ((await ctx.accountBudget.spent(userId, day)) >= ctx.clientBytesPerDay)
    throw full(`${Math.round(ctx.clientBytesPerDay / 1024).toLocaleString('en-US')} KB`);
}

async function recordFromBrowser(event: RecordedEvent, ctx: AnalyticsContext): Promise<void> {
  await assertDailyQuota(event.day, event.userId, ctx);
  const recorded = await recordEvent(event, ctx);
  if (recorded)
    await ctx.accountBudget.charge(event.userId, event.day, Buffer.byteLength(JSON.stringify(event)));
  if (recorded && event.eventType === 'page_view' && event.sessionId) {
    await ctx.sessions.countPageView(event.sessionId, event.userId);
  }
}

export function analyticsRoutes(ctx: AnalyticsContext): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.post('/analytics/events', async (req, res) => {
    const input = parseInput(analyticsEventRequestSchema, req.body);
    const userAgent = input.userAgent ?? req.get('user-agent');
    const event = recordedFromClient(randomUUID(), who(req).userId, { ...input, userAgent }, ctx.now());
    await recordFromBrowser(event, ctx);
    answer(res, recordedEventResponseSchema, { id: event.id }, 201);
  });

  router.post('/analytics/feature-usage', async (req, res) => {
    const { featureName } = parseInput(featureUsageRequestSchema, req.body);
    const event = recordedFeatureUsage(randomUUID(), who(req).userId, featureName, ctx.now());
    await recordFromBrowser(event, ctx);
    answer(res, recordedEventResponseSchema, { id: event.id }, 201);
  });

  router.post('/analytics/sessions', async (req, res) => {
    const input = parseInput(startSessionRequestSchema, req.body ?? {});
    const { userId } = who(req);
    await assertDailyQuota(dayOf(ctx.now()), userId, ctx);
    const session = await startSession(
      {
        id: randomUUID(),
        userId,
        userAgent: input.userAgent ?? req.get('user-agent') ?? null,
        now: ctx.now(),
      },
      ctx,
    );
    answer(res, analyticsSessionSchema, sessionView(session), 201);
  });

  router.patch('/analytics/sessions/:id', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const end = parseInput(endSessionRequestSchema, req.body);
    const session = await endSession({ id, userId: who(req).userId, end, now: ctx.now() }, ctx);
    answer(res, analyticsSessionSchema, sessionView(session));
  });

  router.get('/analytics/dashboard', async (req, res) => {
    const query = req.query as Record<string, unknown>;
    assertRealDays(query);
    const window = parseInput(analyticsDashboardQuerySchema, query);
    answer(
      res,
      analyticsResponseSchema,
      await buildDashboard(window, ctx.reader, ctx.now(), who(req).userId),
    );
  });

  return router;
}
