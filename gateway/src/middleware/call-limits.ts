// The per-player limits of proxied calls: the advisors' (calls that reach an AI provider) and the
// write buckets (write-limits.ts), both read off the contracts' route table; and the per-address
// limit of the public pages.
import express, { type Request, type RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { limitHitHandler } from '../auth/security-events';
import { addressKey } from '../routing/client-address';
import { limiter } from '../routing/limiter';
import { advisorCalls, ownWrites } from '../routing/route-calls';
import { normalisedPath, writeLimits } from '../routing/write-limits';

/**
 * Every limiter counts writes only; a read (the polls, most of the traffic) passes all of them with
 * one check here instead of a round through each limiter's async skip.
 */
export function callLimits(deps: Parameters<typeof writeLimits>[0]): RequestHandler {
  const limits = express.Router();
  limits.use(
    // The advisors' limit: calls that reach an AI provider, 40 a minute per player.
    limiter({
      limit: 40,
      keyGenerator: (req) => deps.accountOf(req) ?? addressKey(req),
      handler: limitHitHandler(deps.logger, 'advisor-calls', deps.accountOf),
      skip: (req) => req.method === 'GET' || !advisorCalls.has(req.method, normalisedPath(req.path)),
      message: {
        message: 'The council needs a moment: too many requests to the advisors. Try again in a minute.',
      },
    }),
    ...writeLimits(deps),
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
  accountIdOf: (req: Request) => string | null,
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
