// The per-player limits of proxied calls: the advisors' (calls that reach an AI provider) and the
// write buckets (write-limits.ts), both read off the contracts' route table; and the per-address
// limit of the public pages.
import express, { type RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { DocumentStore, Logger } from '@ai-council/service-kit';
import { limitHitHandler } from '../auth/security-events';
import { addressKey } from '../routing/client-address';
import { limiter } from '../routing/limiter';
import { advisorCalls, ownWrites } from '../routing/route-calls';
import { normalisedPath, writeLimits } from '../routing/write-limits';

export interface CallLimitsDeps {
  store: DocumentStore;
  logger: Logger;
  /** The signed-in account of a request (already looked up), else null. */
  accountIdOf: (req: express.Request) => string | null;
  addressWritesPerMinute: number;
}

/**
 * Every limiter counts writes only; a read (the polls, most of the traffic) passes all of them with
 * one check here instead of a round through each limiter's async skip.
 */
export function callLimits(deps: CallLimitsDeps): RequestHandler {
  const limits = express.Router();
  limits.use(
    // The advisors' limit: calls that reach an AI provider, 40 a minute per player.
    limiter({
      limit: 40,
      keyGenerator: (req) => deps.accountIdOf(req) ?? addressKey(req),
      handler: limitHitHandler(deps.logger, 'advisor-calls', deps.accountIdOf),
      skip: (req) => req.method === 'GET' || !advisorCalls.has(req.method, normalisedPath(req.path)),
      message: {
        message: 'The council needs a moment: too many requests to the advisors. Try again in a minute.',
      },
    }),
    ...writeLimits({
      store: deps.store,
      accountOf: deps.accountIdOf,
      addressWritesPerMinute: deps.addressWritesPerMinute,
      logger: deps.logger,
    }),
  );
  return (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : limits(req, res, next);
}

/**
 * A signed-in player's writes the gateway answers itself (their profile, signing out, a new password)
 * count against the same limits as their other writes; signing in has limits of its own.
 */
export function ownWriteLimits(
  limits: RequestHandler,
  accountIdOf: CallLimitsDeps['accountIdOf'],
): RequestHandler {
  return (req, res, next) =>
    accountIdOf(req) !== null && ownWrites.has(req.method, normalisedPath(req.path))
      ? limits(req, res, next)
      : next();
}

/** Public pages and their card images answer anyone: a limit per address keeps rendering in check. */
export const publicPageLimit = (): RequestHandler =>
  limiter({
    limit: 120,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    message: { message: 'Too many requests for shared achievements. Try again in a minute.' },
  });
