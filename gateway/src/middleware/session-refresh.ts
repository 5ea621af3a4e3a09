// A session in use is re-sealed now and then, so the idle timeout counts from the last call.
import type { RequestHandler } from 'express';
import type { Accounts } from '../auth/accounts';
import type { SessionReader } from '../auth/current-session';
import { needsReseal, nowSeconds, setSessionCookie, type SessionCodec } from '../auth/session-cookie';

export function refreshSessions(deps: {
  accounts: Accounts;
  sessions: SessionCodec;
  reader: SessionReader;
}): RequestHandler {
  // Express 5 hands a rejected promise of a middleware to the error handler.
  return async (req, res, next) => {
    const found = await deps.reader.currentSession(req);
    if (found && needsReseal(found.session)) {
      setSessionCookie(req, res, deps.sessions.seal({ ...found.session, seen: nowSeconds() }), deps.sessions);
      await deps.accounts.noteActivity(found.account);
    }
    next();
  };
}
