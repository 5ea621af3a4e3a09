// A signed-in player's session: who it is, ending it (here or everywhere), and the player's settings.
import { Router } from 'express';
import { type AuthStatus, updateUserRequestSchema } from '@ai-council/contracts';
import { jsonBody, parseInput } from '@ai-council/service-kit';
import { publicUser } from './accounts';
import type { OwnCallsDeps } from './own-calls';
import { clearSessionCookie, nowSeconds } from './session-cookie';
import { wantsForm } from './sign-in-form';

export function sessionRoutes(
  deps: Pick<OwnCallsDeps, 'accounts' | 'sessions' | 'reader' | 'loginUrl'>,
): Router {
  const router = Router();
  const { accounts, sessions } = deps;
  const { currentAccount, currentSession, signedIn } = deps.reader;

  router.post('/logout', async (req, res) => {
    const session = (await currentSession(req))?.session;
    if (session) {
      const until = session.iat + sessions.lifetimes.absoluteSeconds;
      await accounts.endSession(session.uid, session.sid, until, nowSeconds());
    }
    clearSessionCookie(req, res);
    if (wantsForm(req) || req.accepts(['json', 'html']) === 'html') res.redirect(303, '/');
    else res.json({ authenticated: false });
  });

  // Every session of the account ends, on every device: the answer to a stolen cookie.
  router.post('/auth/sign-out-everywhere', async (req, res) => {
    const { account } = await signedIn(req);
    await accounts.endAllSessions(account._id);
    clearSessionCookie(req, res);
    res.json({ authenticated: false });
  });

  router.get('/auth/status', async (req, res) => {
    const account = await currentAccount(req);
    const status: AuthStatus = {
      authenticated: account !== null,
      needsLogin: account === null,
      user: account ? publicUser(account) : null,
      loginUrl: deps.loginUrl,
    };
    res.set('Cache-Control', 'no-store').json(status);
  });

  router.patch('/auth/user', ...jsonBody('8kb'), async (req, res) => {
    const { account } = await signedIn(req);
    const input = parseInput(updateUserRequestSchema, req.body ?? {});
    const updated = await accounts.update(account._id, input);
    res.json(publicUser(updated ?? account));
  });

  return router;
}
