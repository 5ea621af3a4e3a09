// Every sign-in is an analytics 'login' event (SPEC §2 lists login among the
// event types). The gateway is the one place that sees it happen, so it
// records it with svc-analytics' own call, as the player (a short-lived user
// token), after the answer has gone: a slow or absent analytics service never
// holds up a sign-in, and a failure is logged, not shown.
import { analyticsEventRequestSchema } from '@ai-council/contracts';
import { signUserToken, userTokenHeader, type KeyInput, type Logger } from '@ai-council/service-kit';
import type { Request } from 'express';
import type { Account } from './accounts';

export type SignInKind = 'password' | 'registration' | 'guest';

/** A Referer is the client's to choose (up to the 16 KB of Node's headers): kept to what fits in an event. */
const REFERRER_LIMIT = 1_000;
export type RecordSignIn = (account: Account, kind: SignInKind, req: Request) => void;

export function recordSignIns(deps: {
  analyticsUrl: string;
  tokenPrivateKey: KeyInput;
  logger: Logger;
}): RecordSignIn {
  const notRecorded = (fields: object) =>
    deps.logger.warn(fields, 'the sign-in was not recorded in analytics');
  // Never the player's problem: the answer has gone, and a sign-in is not undone by its record.
  return (account, kind, req) =>
    void record(account, kind, req).catch((error: unknown) => notRecorded({ err: error, kind }));

  /** Reads what it needs of the request at once (before its first await), then posts the event. */
  async function record(account: Account, kind: SignInKind, req: Request): Promise<void> {
    const event = analyticsEventRequestSchema.parse({
      eventType: 'login',
      eventName:
        kind === 'guest' ? 'Continued as guest' : kind === 'registration' ? 'Created account' : 'Signed in',
      properties: {
        path: req.path.slice(0, 200),
        referrer: (req.get('referer') ?? '').slice(0, REFERRER_LIMIT),
        timestamp: new Date().toISOString(),
      },
      ...(req.get('user-agent') ? { userAgent: req.get('user-agent')!.slice(0, 400) } : {}),
      sessionId: null,
    });
    const token = signUserToken(
      { sub: account._id, gameMode: account.gameMode, firstName: account.firstName },
      deps.tokenPrivateKey,
      { audience: 'svc-analytics' },
    );
    const res = await fetch(`${deps.analyticsUrl}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [userTokenHeader]: token },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(5_000),
    });
    await res.arrayBuffer();
    if (!res.ok) notRecorded({ status: res.status, kind });
  }
}
