// Per-address limits on signing in, counted in the document store (shared by every replica).
import type { Options } from 'express-rate-limit';
import type { DocumentStore, Logger } from '@ai-council/service-kit';
import { addressKey } from '../routing/client-address';
import { storeBackedLimiter, WINDOW_MS } from '../routing/limiter';
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
  // Each fails closed: a sign-in whose window cannot be read is refused with 503, not let through unlimited.
  const perAddress = (bucket: string, windowMs: number, options: Partial<Options>) =>
    storeBackedLimiter(
      {
        windowMs,
        keyGenerator: addressKey,
        handler: limitHitHandler(deps.logger, bucket),
        ...options,
        store: documentStoreCounters(deps.store, bucket, { windowMs }),
      },
      deps.logger,
      SIGN_IN_LIMIT_UNREADABLE_MESSAGE,
    );
  const signIns = perAddress('sign-ins', WINDOW_MS, {
    limit: limits.signInsPerMinute,
    message: { message: 'Too many sign-in attempts. Please wait a minute and try again.' },
  });
  // Each guest comes with fresh budgets: one address may start only so many. Refused starts do not count.
  const guestStarts = perAddress('guest-starts', HOUR_MS, {
    limit: limits.guestStartsPerHour,
    skipFailedRequests: true,
    message: {
      message: `At most ${limits.guestStartsPerHour} guest games an hour from one network. Sign in to an account, or try again later.`,
    },
  });
  const guestStartsToday = perAddress('guest-starts-daily', DAY_MS, {
    limit: limits.guestStartsPerDay,
    skipFailedRequests: true,
    handler: limitHitHandler(deps.logger, 'guest-starts'),
    message: {
      message: `At most ${limits.guestStartsPerDay} guest games a day from one network. Sign in to an account, or try again tomorrow.`,
    },
  });
  // Both windows, in turn: the hour's first, the day's only for a start the hour let through.
  return { signIns, guestStarts: [guestStarts, guestStartsToday] };
}
