// The cheapest request is the one that does no work. Nearly every call is a
// signed-in player's GET (the polls: bench/REPORT.md), and for such a call
// most of the middleware stack has nothing to do: no write to check or limit,
// no session to re-seal, no gateway route to try. This lane answers it first
// thing, before Express's own handling (app.ts), with what the stack would
// have sent and done:
// - an unchanged poll, where the gateway knows the view's current ETag
//   (known-views.ts, embedded mode), is the 304 itself: no hop to the service;
// - any other GET to a service the gateway proxies to (undici's pools) is
//   forwarded with the same headers the stack gives it (the user token in
//   place of the cookie, a request id, X-Forwarded-*, no claimed identity or
//   trace context) and answered with the same ones (the API's security
//   headers, no-store, the request id, the service's own).
// Either is counted in the request metrics and logged as any call is. Anything
// else, and any call the lane is unsure of (no session or one due to be
// re-sealed, a Host PUBLIC_URL does not name, tracing on, which owes each call
// its span, a public call, a service answered in process), goes the full way.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  apiRouteTemplateOf,
  logAnswered,
  metrics,
  tracingStarted,
  type FixedHeaders,
  type Logger,
} from '@ai-council/service-kit';
import type { SessionReader } from '../auth/current-session';
import { needsReseal } from '../auth/session-cookie';
import { addedByFetchToEtagPolls, claimsIdentity } from '../middleware/api-headers';
import { identityHeadersFor, isPublicPath } from '../middleware/forward-identity';
import { polledRouteOf, type KnownViews } from './known-views';
import { forwardedHeaders, type AnswerHeaders, type ServicePoolProxy } from './pool-proxy';
import { serviceFor, type ServiceName } from './service-routes';
import type { UserTokenOf } from './user-tokens';

export interface ReadLaneDeps {
  reader: SessionReader;
  /** The security headers every API answer carries (security-headers.ts). */
  apiSecurityHeaders: FixedHeaders;
  logger: Logger;
  /** The Host header a request must carry (PUBLIC_URL's), else any. */
  isOwnHost: (host: string | undefined) => boolean;
  /** Embedded mode: the polled views' current ETags. Absent, every poll reaches the service. */
  knownViews?: KnownViews | undefined;
  /** The pools to the services not answered in this process, and the tokens their calls carry. */
  proxy?:
    { pools: ServicePoolProxy; proxied: ReadonlySet<ServiceName>; userTokenOf: UserTokenOf } | undefined;
}

/** What the stack strips from a call before it leaves (api-headers.ts, forward-identity.ts, telemetry at the edge). */
const notForwarded = (name: string) =>
  name === 'cookie' || name === 'traceparent' || name === 'tracestate' || claimsIdentity(name);
/** A poll carrying its ETag also loses what fetch adds to it (api-headers.ts, noStoreButEtags). */
const notForwardedWithEtag = (name: string) => notForwarded(name) || addedByFetchToEtagPolls(name);

export function readLane(deps: ReadLaneDeps): RequestHandler | undefined {
  const { knownViews, proxy } = deps;
  if (!knownViews && !proxy) return undefined;
  const apiHeaders: AnswerHeaders = [
    ...deps.apiSecurityHeaders.map(([name, value]) => [name.toLowerCase(), value] as const),
    ['cache-control', 'no-store'],
  ];
  const withRequestId = (id: string): AnswerHeaders => [...apiHeaders, ['x-request-id', id]];
  const { httpDuration } = metrics();
  const logged = deps.logger.isLevelEnabled('info');
  /** Timed and logged as the stack's telemetry and request log would (a hang-up before the answer is a 499). */
  const answered = (id: string, url: string, route: string, started: bigint, status: number) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    httpDuration.observe({ service: 'gateway', method: 'GET', route, status: String(status) }, seconds);
    if (logged) logAnswered(deps.logger, { id, method: 'GET', url }, status, seconds * 1000);
  };

  return (req, res, next) => {
    if (req.method !== 'GET' || tracingStarted() || !deps.isOwnHost(req.headers.host)) return next();
    const url = req.url;
    const path = url.split('?')[0]!;
    const etag = req.headers['if-none-match'];
    const polledRoute = knownViews ? polledRouteOf(path) : null;
    const polled = etag ? polledRoute : null;
    const service = proxy && path.startsWith('/api/') ? serviceFor(path, 'GET') : null;
    const forwarded = service !== null && proxy!.proxied.has(service) && !isPublicPath(path);
    if (polled === null && !forwarded) return next();
    const started = process.hrtime.bigint();
    deps.reader.currentSession(req).then(
      (found) => {
        if (!found || needsReseal(found.session)) return next();
        const userId = found.account._id;
        const id = randomUUID();
        if (polled !== null && knownViews!.isCurrent(userId, url, etag)) {
          res.writeHead(304, [...apiHeaders, ['x-request-id', id], ['etag', etag!]].flat());
          res.end();
          answered(id, url, polled, started, 304);
          return;
        }
        if (!forwarded) return next();
        const remember = polledRoute !== null ? knownViews!.watch(userId, url) : null;
        const upstream = forwardedHeaders(req, etag ? notForwardedWithEtag : notForwarded);
        Object.assign(upstream, identityHeadersFor(found.account, service!, proxy!.userTokenOf));
        upstream['x-request-id'] = id;
        proxy!.pools.forward(service!, req, res, upstream, withRequestId(id), (sent, answerEtag) => {
          answered(id, url, apiRouteTemplateOf('GET', path), started, sent);
          remember?.(sent, answerEtag);
        });
      },
      (error: unknown) => next(error),
    );
  };
}
