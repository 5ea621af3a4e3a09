// Every limiter of the gateway counts in one-minute windows (unless it says otherwise) and answers
// with the standard RateLimit headers only.
import rateLimit, { type Options, type RateLimitRequestHandler } from 'express-rate-limit';

export const WINDOW_MS = 60_000;

export const limiter = (options: Partial<Options>): RateLimitRequestHandler =>
  rateLimit({ windowMs: WINDOW_MS, standardHeaders: 'draft-8', legacyHeaders: false, ...options });
