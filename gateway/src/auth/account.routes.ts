// What a player manages of their own account: the password (changed only with
// the current one again, and every other session ends with it) and the account
// itself (deleted with everything every service holds of it, as guest expiry
// erases a guest). Each is a security event, logged with the account id.
import { changePasswordRequestSchema, deleteAccountRequestSchema } from '@ai-council/contracts';
import { AppError, conflict, jsonBody, parseInput } from '@ai-council/service-kit';
import { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { limiter } from '../routing/limiter';
import type { Account } from './accounts';
import type { SessionReader } from './current-session';
import { createErasure } from './erasure';
import type { OwnCallsDeps } from './own-calls';
import { checkPassword, hashPassword, refuseCommonPassword } from './passwords';
import { clearSessionCookie, nowSeconds, setSessionCookie } from './session-cookie';

/** Wrong current passwords one account may be sent in a window, from however many addresses. */
export const ACCOUNT_RECHECKS_PER_WINDOW = 5;
const ACCOUNT_RECHECK_WINDOW_MS = 15 * 60_000;

/**
 * Re-authentication is a password check: limited like signing in, per address and (so a stolen
 * session tried from many addresses gains nothing) per account, whose refused answers alone count.
 */
function recheckLimits({ currentSession }: SessionReader) {
  return [
    limiter({
      limit: 10,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
      message: { message: 'Too many attempts. Please wait a minute and try again.' },
    }),
    limiter({
      windowMs: ACCOUNT_RECHECK_WINDOW_MS,
      limit: ACCOUNT_RECHECKS_PER_WINDOW,
      skip: async (req) => (await currentSession(req)) === null,
      keyGenerator: async (req) => `account:${(await currentSession(req))?.account._id ?? ''}`,
      skipSuccessfulRequests: true,
      message: {
        message: 'Too many wrong passwords for this account. Please wait 15 minutes and try again.',
      },
    }),
  ];
}

export function accountRoutes(deps: OwnCallsDeps): Router {
  const router = Router();
  const { accounts, logger } = deps;
  const json = jsonBody('8kb');
  const reauthLimit = recheckLimits(deps.reader);
  const eraseEverywhere = createErasure(deps);

  /** The current password again; a wrong one is a 401 and a security event. */
  async function reauthenticate(account: Account, password: string | undefined, event: string) {
    const check =
      account.passwordHash && password !== undefined
        ? await checkPassword(password, account.passwordHash)
        : { matches: false };
    if (!check.matches) {
      logger.warn(
        { securityEvent: `${event}-refused`, accountId: account._id },
        'wrong password on re-authentication',
      );
      throw new AppError(401, 'Your current password is wrong.');
    }
  }

  router.post('/auth/password', ...reauthLimit, ...json, async (req, res) => {
    const { account, session } = await deps.reader.signedIn(req);
    if (!account.passwordHash) {
      throw conflict('A guest account has no password: create an account to set one.');
    }
    const input = parseInput(changePasswordRequestSchema, req.body ?? {});
    await reauthenticate(account, input.currentPassword, 'password-change');
    refuseCommonPassword(input.newPassword);
    if (input.newPassword === input.currentPassword) {
      throw new AppError(400, 'The new password must differ from the current one.');
    }
    await accounts.setPasswordHash(account._id, await hashPassword(input.newPassword));
    // Whoever else holds a session of it (the reason to change a password) is signed out;
    // this device stays signed in with a session of the new epoch.
    await accounts.endAllSessions(account._id);
    const now = nowSeconds();
    const epoch = (account.sessionEpoch ?? 0) + 1;
    setSessionCookie(req, res, deps.sessions.seal({ ...session, epoch, seen: now }), deps.sessions);
    logger.info({ securityEvent: 'password-changed', accountId: account._id }, 'password changed');
    res.json({ changed: true });
  });

  router.post('/auth/delete-account', ...reauthLimit, ...json, async (req, res) => {
    const { account } = await deps.reader.signedIn(req);
    const input = parseInput(deleteAccountRequestSchema, req.body ?? {});
    if (account.passwordHash) await reauthenticate(account, input.password, 'account-deletion');
    // Marked first: no session signs into it from now on, whatever the erasure does next.
    const at = new Date().toISOString();
    await accounts.markDeleting(account._id, at);
    clearSessionCookie(req, res);
    const erased = await eraseEverywhere({ ...account, erasingSince: at, deletionRequestedAt: at });
    logger.info(
      { securityEvent: 'account-deleted', accountId: account._id, documentsErased: erased },
      erased === null ? 'account deleted; erasure retried by the sweep' : 'account deleted',
    );
    // The sweep erases once more after the grace period (events still in flight), then removes it.
    res.json({ deleted: true, erasure: erased === null ? 'pending' : 'done' });
  });

  return router;
}
