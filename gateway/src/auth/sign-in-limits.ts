// Per-address limits on signing in, counted in the document store (shared by every replica).
import type { RequestHandler } from 'express';
import type { DocumentStore, Logger } from '@ai-council/service-kit';
import { addressKey } from '../routing/client-address';
import { storeBackedLimiter } from '../routing/limiter';
import { documentStoreCounters } from '../routing/write-limits';
import { limitHitHandler } from './security-events';

export interface SignInLimits {
  /** Sign-ins, registrations and guest starts one address may make in a minute. */
  signInsPerMinute: number;
  /** Guest accounts one address may create in an hour. */
  guestStartsPerHour: number;
  /**
   * Guest accounts one address may create in a UTC day: each comes with fresh per-account budgets, so this
   * times a budget is what one address can add to a store in a day (README, "Storage per account and per address").
   */
  guestStartsPerDay: number;
}
export const defaultSignInLimits: SignInLimits = {
  signInsPerMinute: 30,
  guestStartsPerHour: 20,
  guestStartsPerDay: 40,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** What a sign-in is told when its limit's window cannot be read. */
export const SIGN_IN_LIMIT_UNREADABLE_MESSAGE =
  'Signing in is paused for a moment: its limit could not be checked just now. Please try again shortly.';

export function signInLimiters(deps: {
  store: DocumentStore;
  limits?: Partial<SignInLimits> | undefined;
  logger?: Logger | undefined;
}) {
  const limits = { ...defaultSignInLimits, ...deps.limits };
  // Both fail closed: a sign-in whose window cannot be read is refused with 503, not let through unlimited.
  const signIns = storeBackedLimiter(
    {
      limit: limits.signInsPerMinute,
      store: documentStoreCounters(deps.store, 'sign-ins'),
      keyGenerator: addressKey,
      handler: limitHitHandler(deps.logger, 'sign-ins'),
      message: { message: 'Too many sign-in attempts. Please wait a minute and try again.' },
    },
    deps.logger,
    SIGN_IN_LIMIT_UNREADABLE_MESSAGE,
  );
  // Each guest comes with fresh budgets: one address may start only so many. Refused starts do not count.
  const guestStarts = storeBackedLimiter(
    {
      windowMs: HOUR_MS,
      limit: limits.guestStartsPerHour,
      store: documentStoreCounters(deps.store, 'guest-starts', Date.now, HOUR_MS),
      keyGenerator: addressKey,
      skipFailedRequests: true,
      handler: limitHitHandler(deps.logger, 'guest-starts'),
      message: {
        message: `At most ${limits.guestStartsPerHour} guest games an hour from one network. Sign in to an account, or try again later.`,
      },
    },
    deps.logger,
    SIGN_IN_LIMIT_UNREADABLE_MESSAGE,
  );
  const guestStartsToday = storeBackedLimiter(
    {
      windowMs: DAY_MS,
      limit: limits.guestStartsPerDay,
      store: documentStoreCounters(deps.store, 'guest-starts-daily', Date.now, DAY_MS),
      keyGenerator: addressKey,
      skipFailedRequests: true,
      handler: limitHitHandler(deps.logger, 'guest-starts'),
      message: {
        message: `At most ${limits.guestStartsPerDay} guest games a day from one network. Sign in to an account, or try again tomorrow.`,
      },
    },
    deps.logger,
    SIGN_IN_LIMIT_UNREADABLE_MESSAGE,
  );
  // One handler for both windows: the hour's first, the day's only for a start the hour let through.
  const guestStartsBoth: RequestHandler = (req, res, next) =>
    void guestStarts(req, res, (error?: unknown) =>
      error ? next(error) : void guestStartsToday(req, res, next),
    );
  return { signIns, guestStarts: guestStartsBoth };
}
