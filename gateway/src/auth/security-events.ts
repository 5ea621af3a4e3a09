// Security events: what an operator reviewing an incident needs to find (failed and locked-out
// sign-ins, limits hit, password changes, deletions), one warn line each with `securityEvent` and the
// account id when there is one, so `securityEvent:*` in the logs is the whole trail.
import type { Logger } from '@ai-council/service-kit';
import type { Request, Response } from 'express';
import type { Options } from 'express-rate-limit';
import { addressKey } from '../routing/client-address';

export function logSecurityEvent(
  logger: Logger | undefined,
  req: Request,
  // (account.routes.ts logs its own: password-changed, account-deleted and their refusals.)
  event: 'sign-in-failed' | 'sign-in-locked' | 'limit-hit',
  fields: { accountId?: string | null; limit?: string } = {},
): void {
  logger?.warn(
    {
      securityEvent: event,
      ...(fields.accountId ? { accountId: fields.accountId } : {}),
      ...(fields.limit ? { limit: fields.limit } : {}),
      network: addressKey(req),
    },
    `security event: ${event}`,
  );
}

/**
 * A rate limiter's answer when a client is over its limit: logged as a security event naming the
 * limit and the account, then the limiter's own status and message.
 */
export function limitHitHandler(
  logger: Logger | undefined,
  limit: string,
  accountOf: (req: Request) => string | null = () => null,
) {
  return (req: Request, res: Response, _next: unknown, options: Options): void => {
    logSecurityEvent(logger, req, 'limit-hit', { accountId: accountOf(req), limit });
    res.status(options.statusCode).json(options.message);
  };
}
