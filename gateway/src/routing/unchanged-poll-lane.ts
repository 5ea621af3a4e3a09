// The cheapest request is the one that does no work. Nineteen calls in twenty
// at steady state are polls whose view has not changed (bench/REPORT.md); where
// the gateway knows each view's current ETag (known-views.ts, embedded mode),
// such a poll is answered here, first thing, without the middleware stack a
// call otherwise passes: the same 304 the stack would send (the API's security
// headers, no-store, a request id, the ETag), counted in the request metrics
// and logged as any call is. Anything else, and any poll this lane is unsure
// of (no session or one due to be re-sealed, a Host PUBLIC_URL does not name,
// tracing on, which owes each call its span), goes the full way.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  logAnswered,
  metrics,
  tracingStarted,
  type FixedHeaders,
  type Logger,
} from '@ai-council/service-kit';
import type { SessionReader } from '../auth/current-session';
import { needsReseal } from '../auth/session-cookie';
import { polledRouteOf, type KnownViews } from './known-views';

export interface UnchangedPollLaneDeps {
  knownViews: KnownViews;
  reader: SessionReader;
  /** The security headers every API answer carries (security-headers.ts). */
  apiSecurityHeaders: FixedHeaders;
  logger: Logger;
  /** The Host header a request must carry (PUBLIC_URL's), else any. */
  isOwnHost: (host: string | undefined) => boolean;
}

export function unchangedPollLane(deps: UnchangedPollLaneDeps): RequestHandler {
  const apiHeaders = [...deps.apiSecurityHeaders, ['Cache-Control', 'no-store']];
  const { httpDuration } = metrics();
  const logged = deps.logger.isLevelEnabled('info');

  return (req, res, next) => {
    const etag = req.headers['if-none-match'];
    if (req.method !== 'GET' || !etag || tracingStarted() || !deps.isOwnHost(req.headers.host)) return next();
    const url = req.url;
    const route = polledRouteOf(url.split('?')[0]!);
    if (route === null) return next();
    const started = process.hrtime.bigint();
    deps.reader.currentSession(req).then(
      (found) => {
        if (!found || needsReseal(found.session) || !deps.knownViews.isCurrent(found.account._id, url, etag))
          return next();
        const id = randomUUID();
        res.writeHead(304, [...apiHeaders, ['x-request-id', id], ['ETag', etag]].flat());
        res.end();
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        httpDuration.observe({ service: 'gateway', method: 'GET', route, status: '304' }, seconds);
        if (logged) logAnswered(deps.logger, { id, method: 'GET', url }, 304, seconds * 1000);
      },
      (error: unknown) => next(error),
    );
  };
}
