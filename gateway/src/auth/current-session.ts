// Who a request is signed in as: a genuine, live, unrevoked session of an account that is not being
// erased. Looked up once per request; the limiters read the answer back without a second look-up.
import type { Request } from 'express';
import { unauthorized } from '@ai-council/service-kit';
import type { Account, Accounts } from './accounts';
import { readSessionCookie, type Session, type SessionCodec } from './session-cookie';

const isLive = (account: Account, session: Session) =>
  !account.erasingSince &&
  (account.sessionEpoch ?? 0) === session.epoch &&
  !(account.revokedSessions ?? []).some((entry) => entry.sid === session.sid);

export function sessionReader(accounts: Accounts, sessions: SessionCodec) {
  const signedInAs = new WeakMap<Request, { account: Account; session: Session } | null>();

  async function currentSession(req: Request) {
    if (signedInAs.has(req)) return signedInAs.get(req) ?? null;
    const cookie = readSessionCookie(req);
    const session = cookie ? sessions.open(cookie) : null;
    const account = session ? await accounts.byId(session.uid) : null;
    const found = session && account && isLive(account, session) ? { account, session } : null;
    signedInAs.set(req, found);
    return found;
  }

  return {
    currentSession,
    currentAccount: async (req: Request) => (await currentSession(req))?.account ?? null,
    /** The request's account and session, for a call only a signed-in player may make: else a 401. */
    async signedIn(req: Request) {
      const found = await currentSession(req);
      if (!found) throw unauthorized();
      return found;
    },
    /** The account the request was found signed in with; null for anyone else, or before the look-up. */
    accountIdOf: (req: Request) => signedInAs.get(req)?.account._id ?? null,
  };
}
export type SessionReader = ReturnType<typeof sessionReader>;
