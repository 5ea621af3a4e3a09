// Every limiter of the gateway counts in one-minute windows (unless it says otherwise) and answers
// with the standard RateLimit headers only.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import rateLimit, { type Options, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import type { Logger } from '@ai-council/service-kit';

export const WINDOW_MS = 60_000;

export const limiter = (options: Partial<Options>): RateLimitRequestHandler =>
  rateLimit({ windowMs: WINDOW_MS, standardHeaders: 'draft-8', legacyHeaders: false, ...options });

/** What a write is told when its limiter's store cannot read the window it counts in. */
export const LIMIT_UNREADABLE_MESSAGE =
  'Your change was not made: its limit could not be checked just now. Please try again in a moment.';

/** A store's failure to count, told apart from any other error a limiter meets. */
class LimitWindowUnreadable extends Error {
  constructor(readonly reason: unknown) {
    super('the limiter could not read its window');
  }
}

export const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * A limiter counting in a shared store, failing closed for writes: when the store cannot count, a
 * write is refused with 503 and a sentence (an unlimited write is what a flood would wait for), while
 * a read goes through (reads cost little, and a store outage must not blank every page).
 */
export function storeBackedLimiter(
  options: Partial<Options> & { store: Store },
  logger?: Logger,
  refusal = LIMIT_UNREADABLE_MESSAGE,
): RequestHandler {
  const { store } = options;
  // The store's own methods stay (and keep their `this`); only a failed count is marked.
  const guarded = Object.assign(Object.create(store) as Store, {
    increment: async (key: string) => {
      try {
        return await store.increment(key);
      } catch (error) {
        throw new LimitWindowUnreadable(error);
      }
    },
  });
  const limit = limiter({ ...options, store: guarded, passOnStoreError: false });
  return (req: Request, res: Response, next: NextFunction) =>
    void limit(req, res, (error?: unknown) => {
      if (!(error instanceof LimitWindowUnreadable)) return next(error);
      if (isRead(req.method)) return next();
      logger?.error(
        { err: error.reason, limit: store.prefix },
        'write refused: its limiter cannot read its window',
      );
      res.status(503).set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).json({
        message: refusal,
      });
    });
}
