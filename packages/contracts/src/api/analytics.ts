import { z } from 'zod';
import { isoDate } from './common';

const propertiesLimit = 4096;

/** A key the stores refuse as a field name (MongoDB's operators and paths), at any depth; null when none. */
function storeUnsafeKey(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!Array.isArray(value) && (key.startsWith('$') || key.includes('.'))) return key;
    const found = storeUnsafeKey(inner, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const analyticsEventRequestSchema = z.object({
  eventType: z.string().trim().min(1, 'eventType is required').max(40),
  eventName: z.string().trim().min(1, 'eventName is required').max(120),
  properties: z
    .record(z.string(), z.unknown())
    .optional()
    .default({})
    .refine((p) => JSON.stringify(p).length <= propertiesLimit, {
      message: `properties must be at most ${propertiesLimit} bytes of JSON`,
    })
    .superRefine((p, ctx) => {
      const key = storeUnsafeKey(p);
      if (key !== null) {
        ctx.addIssue({
          code: 'custom',
          message: `Property names may not start with "$" or contain ".": ${JSON.stringify(key.slice(0, 40))}.`,
        });
      }
    }),
  userAgent: z.string().max(400).optional(),
  referrer: z.string().max(2000).optional(),
  sessionId: z.string().max(64).nullable().optional(),
});

export const featureUsageRequestSchema = z.object({
  featureName: z.string().trim().min(1, 'featureName is required').max(80),
});

/**
 * The features the web apps report, each where the player does it: convening
 * an emergency council, deciding a scenario, running a simulation, viewing a
 * lever's projection, starting today's challenge, sharing an achievement,
 * exporting a meeting's transcript, asking for a recommendation, adding an API
 * key, switching the theme, picking a mood. Popular features, which every
 * player sees, count these by name and any other name a client sends as
 * 'other', so no player's free text reaches another player.
 */
export const FEATURE_NAMES = [
  'council_convened',
  'scenario_decided',
  'simulation_run',
  'projection_viewed',
  'challenge_started',
  'achievement_shared',
  'transcript_exported',
  'recommendation_asked',
  'api_key_added',
  'theme_switcher',
  'mood_theme',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * The event types a browser reports (SPEC §2 analytics: page_view,
 * feature_usage, login, error); the server counts any other a client sends as
 * 'other'. Domain events (game.quarter.advanced, communication.sent, …) are
 * counted apart, in domainEventsByType.
 */
export const CLIENT_EVENT_TYPES = ['page_view', 'feature_usage', 'login', 'error'] as const;
export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

export const startSessionRequestSchema = z.object({ userAgent: z.string().max(400).optional() });
export const startSessionResponseSchema = z.object({ id: z.string() });

export const endSessionRequestSchema = z.object({
  endedAt: isoDate.optional(),
  durationMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  pageViews: z.number().int().min(0).max(100_000),
  actionsTaken: z.number().int().min(0).max(100_000),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be yyyy-MM-dd.');
export const maxAnalyticsWindowDays = 366;
export const analyticsDashboardQuerySchema = z
  .object({ startDate: day, endDate: day })
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate must not be after endDate.' })
  .refine((q) => (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 <= maxAnalyticsWindowDays, {
    message: `The window must be at most ${maxAnalyticsWindowDays} days.`,
  });

export const analyticsResponseSchema = z.object({
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  overview: z.object({
    totalUsers: z.number().int(),
    activeUsers24h: z.number().int(),
    pageViews: z.number().int(),
    sessions: z.number().int(),
    avgSessionDuration: z.number(),
    bounceRate: z.number(),
  }),
  popularFeatures: z.array(
    z.object({ featureName: z.string(), uniqueUsers: z.number().int(), totalUsage: z.number().int() }),
  ),
  /** The client's event types (CLIENT_EVENT_TYPES, and 'other'), largest first. */
  eventsByType: z.record(z.string(), z.number().int()),
  /** What happened in the games (the domain events svc-analytics records from the bus), largest first. */
  domainEventsByType: z.record(z.string(), z.number().int()),
  dailyActiveUsers: z.array(
    z.object({ date: z.string(), users: z.number().int(), pageViews: z.number().int() }),
  ),
  recentEvents: z.array(
    z.object({
      id: z.string(),
      eventType: z.string(),
      eventName: z.string(),
      userId: z.string(),
      createdAt: isoDate,
    }),
  ),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/**
 * A share id: what a public achievement link names (`/achievements/{shareId}`).
 * Random, minted by svc-analytics when the player first shares an unlocked
 * achievement; it says nothing of the player and cannot be worked out from
 * their user id.
 */
export const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a share id.');

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(['financial', 'strategic', 'leadership', 'innovation', 'milestone']),
  value: z.string(),
  date: isoDate.nullable(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  unlocked: z.boolean(),
  icon: z.string().optional(),
  /** Once the player has shared it: the id its public link names (`/achievements/{shareId}`). */
  shareId: shareIdSchema.optional(),
});
export const achievementsResponseSchema = z.array(achievementSchema);
export type Achievement = z.infer<typeof achievementSchema>;

/** An analytics session as SPEC §3 lists it (answer to starting and ending one). */
export const analyticsSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
  durationMinutes: z.number().int().min(0),
  pageViews: z.number().int().min(0),
  actionsTaken: z.number().int().min(0),
});
export type AnalyticsSession = z.infer<typeof analyticsSessionSchema>;

/** The answer to recording an event or a feature use. */
export const recordedEventResponseSchema = z.object({ id: z.string() });

/** The answer to sharing an achievement: the id its public link names. */
export const achievementShareResponseSchema = z.object({ shareId: shareIdSchema });
export type AchievementShare = z.infer<typeof achievementShareResponseSchema>;
/** DELETE /api/achievements/{id}/share: the public link is gone. */
export const achievementUnshareResponseSchema = z.object({ unshared: z.literal(true) });

/**
 * An achievement as anyone may see it at its public link: what it is, who
 * earned it (their first name, 'Player' when they gave none) and when. Never
 * a user id, a username or anything else of the player's.
 */
export const publicAchievementSchema = z.object({
  shareId: shareIdSchema,
  achievement: achievementSchema.pick({
    id: true,
    title: true,
    description: true,
    category: true,
    value: true,
    rarity: true,
    icon: true,
  }),
  firstName: z.string(),
  earnedAt: isoDate,
});
export type PublicAchievement = z.infer<typeof publicAchievementSchema>;

/** The size of the server-rendered card of a shared achievement (SPEC §9: 1200x630). */
export const achievementCardSize = { width: 1200, height: 630 } as const;

/** Where a shared achievement's public JSON and card image are. */
export const publicAchievementPath = (shareId: string) =>
  `/api/achievements/public/${encodeURIComponent(shareId)}`;
export const publicAchievementCardPath = (shareId: string) => `${publicAchievementPath(shareId)}/card.png`;
