import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import rateLimit, { ipKeyGenerator } from 'express-rate-limit';
import { addressKey } from './routing/client-address';
import { normalisedPath, writeLimits } from './routing/write-limits';
import { limitHitHandler } from './auth/security-events';
import { publicApiPaths } from '@ai-council/contracts';
import {
  errorHandler,
  forbidden,
  requestLog,
  delegatedGameTokenHeader,
  signUserToken,
  userTokenHeader,
  type DocumentStore,
  type KeyInput,
  type TokenPurpose,
  type Logger,
  type TrustProxy,
} from '@ai-council/service-kit';
import { httpTelemetry } from '@ai-council/service-kit';
import { createAccounts, type Account, type Accounts } from './auth/accounts';
import { accountRoutes } from './auth/account.routes';
import { authRoutes, signInForms, type SignInLimits } from './auth/auth.routes';
import { createErasure } from './auth/erasure';
import { createSignInThrottle } from './auth/sign-in-throttle';
import {
  createSessionCodec,
  forceSecureCookiesSetting,
  needsReseal,
  nowSeconds,
  readSessionCookie,
  setSessionCookie,
  type Session,
  type SessionLifetimes,
} from './auth/session-cookie';
import { inProcessDispatch, serviceProxy } from './routing/proxy';
import { servicePoolProxy } from './routing/pool-proxy';
import { advisorCalls, serviceFor, tokenAudienceOf, type ServiceName } from './routing/service-routes';
import { apiDocsRoutes } from './web/api-docs';
import { recordSignIns } from './auth/sign-in-events';
import { publicAchievementFrom } from './web/achievement-page';
import { webRoutes } from './web/static';
import { styleNonceOf } from './web/shell-page';
import { createRemoteRegistry } from './web/remote-registry';

/** How long a user token the gateway signs is valid (services refuse it after). */
const USER_TOKEN_SECONDS = 60;

export interface GatewayDeps {
  store: DocumentStore;
  logger: Logger;
  sessionSecret: string;
  /** The Ed25519 private key the gateway signs user tokens with (services hold the public key only). */
  tokenPrivateKey: KeyInput;
  services: Record<ServiceName, string>;
  /** Embedded mode only: the services' apps, to hand calls to in process instead of over loopback HTTP. */
  inProcessServices?: Partial<Record<ServiceName, Express>> | undefined;
  /** How calls cross HTTP to the services: http-proxy-middleware (default) or undici's pools. */
  proxy?: 'http-proxy-middleware' | 'undici-pool';
  webRoot: string;
  loginUrl: string;
  /** The accounts, when something beside the app uses them too (guest expiry); else made from `store`. */
  accounts?: Accounts;
  /** The public address for absolute links (a shared achievement's preview tags); else the request's. */
  publicUrl?: string | undefined;
  /** Idle timeout and absolute lifetime of a session (defaults: 7 days idle, 30 days absolute). */
  sessionLifetimes?: SessionLifetimes;
  /** The remote registry file (REMOTES_FILE); unset, the remotes built beside the shell. */
  remotesFile?: string | undefined;
  /** Whose X-Forwarded-For and X-Forwarded-Proto to believe (TRUST_PROXY; default loopback only). */
  trustProxy?: TrustProxy;
  /** COOKIE_SECURE=1: the session cookie is `__Host-…; Secure` whatever the scheme looks like. */
  cookieSecure?: boolean;
  /** Per-address limits (defaults: 30 sign-ins a minute, 20 guests an hour, 600 writes a minute). */
  limits?: Partial<SignInLimits & { addressWritesPerMinute: number }>;
}

/** The Host headers naming this address: as written, and with the scheme's default port spelled out. */
function hostsOf(url: URL): string[] {
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.port ? [url.host] : [url.host, `${url.hostname}:${defaultPort}`];
}

export function createGatewayApp(deps: GatewayDeps): Express {
  const app = express();
  const accounts = deps.accounts ?? createAccounts(deps.store);
  const sessions = createSessionCodec(deps.sessionSecret, deps.sessionLifetimes);
  const signedInAs = new WeakMap<Request, { account: Account; session: Session } | null>();

  /** The account and session a request is signed in with: a genuine, live, unrevoked session. */
  async function currentSession(req: Request) {
    if (signedInAs.has(req)) return signedInAs.get(req) ?? null;
    const cookie = readSessionCookie(req);
    const session = cookie ? sessions.open(cookie) : null;
    const account = session ? await accounts.byId(session.uid) : null;
    const valid =
      session &&
      account &&
      !account.erasingSince &&
      (account.sessionEpoch ?? 0) === session.epoch &&
      !(account.revokedSessions ?? []).some((entry) => entry.sid === session.sid);
    const found = valid ? { account, session } : null;
    signedInAs.set(req, found);
    return found;
  }
  const currentAccount = async (req: Request) => (await currentSession(req))?.account ?? null;

  const remotes = createRemoteRegistry({ file: deps.remotesFile, logger: deps.logger });
  // A remote released on another origin (a CDN, a team's static host) loads its manifest, scripts and styles
  // from there. Read once per response (one stat of REMOTES_FILE), and not for API answers, which no page runs.
  const originsOf = new WeakMap<object, string>();
  const remoteOrigins = (req: IncomingMessage, res: object) => {
    if (req.url?.startsWith('/api/')) return '';
    if (!originsOf.has(res)) originsOf.set(res, remotes.origins().join(' '));
    return originsOf.get(res)!;
  };

  // First, so it times the whole request; the edge of the system, so every request starts its own trace.
  app.use(httpTelemetry('gateway', { edge: true }));
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  if (deps.cookieSecure) app.set(forceSecureCookiesSetting, true);
  const publicOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : null;
  const publicHosts = deps.publicUrl ? hostsOf(new URL(deps.publicUrl)) : null;
  /** The origin our own pages are served from: PUBLIC_URL's, else the request's (scheme as a trusted proxy says). */
  const ownOrigin = (req: Request) => publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", remoteOrigins],
          'script-src': ["'self'", remoteOrigins],
          // No inline style but what carries this page's nonce (the styles Radix injects, packages/ui
          // applyCspNonce); API answers run no page, so they get none.
          'style-src': [
            "'self'",
            (req, res) => (req.url?.startsWith('/api/') ? '' : `'nonce-${styleNonceOf(res as Response)}'`),
            remoteOrigins,
          ],
        },
      },
    }),
  );
  app.use(
    requestLog(deps.logger, {
      requestId: (req, res) => {
        const id = randomUUID();
        res.setHeader('x-request-id', id);
        req.headers['x-request-id'] = id;
        return id;
      },
      ignore: (req) => !req.url?.startsWith('/api'),
    }),
  );
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await deps.store.ping();
      res.json({ status: 'ready' });
    } catch (error) {
      // The cause goes to the log; the probe's answer names nothing of the store's insides.
      deps.logger.warn({ err: error }, 'not ready');
      res.status(503).json({ message: 'not ready' });
    }
  });

  // With a public address, that is the only Host answered: links built from the request, cookies
  // and the Origin check never follow a Host a client chose. The probes above answer any Host
  // (Kubernetes asks by the pod's address).
  if (publicHosts) {
    app.use((req, res, next) => {
      if (publicHosts.includes((req.get('host') ?? '').toLowerCase())) return next();
      res.status(421).json({ message: `This server answers only at ${publicOrigin}. Open the game there.` });
    });
  }

  // API answers are a player's own data: no browser or shared cache keeps a copy.
  // Polls stay cheap all the same: the client sends the ETag of its last answer
  // and an unchanged one comes back 304 with no body.
  app.use('/api', (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    // A page that sets If-None-Match itself gets `Cache-Control: no-cache` added
    // by fetch (the Fetch standard's "no-store" mode), which Express reads as
    // "never 304". That directive speaks to caches on the way, and there are
    // none: this server validates the ETag itself.
    if (req.method === 'GET' && req.headers['if-none-match']) {
      delete req.headers['cache-control'];
      delete req.headers.pragma;
    }
    next();
  });

  // Identity comes only from the session: drop anything a client claims.
  app.use('/api', (req, _res, next) => {
    for (const name of Object.keys(req.headers)) {
      if (name.startsWith('x-user')) delete req.headers[name];
    }
    next();
  });

  // Cookie-authenticated writes must come from our own pages: SameSite=Lax, plus the
  // Origin a browser sends with every unsafe request. Without an Origin (or with
  // `null`), only Sec-Fetch-Site can vouch for it; the sign-in forms may instead
  // carry their CSRF token (checked by the auth routes once the form is read).
  const formTokenRequired = new WeakSet<Request>();
  app.use('/api', (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      // Scheme, host and port: a page on http:// (or another port) of the same host is another site.
      let sameOrigin = false;
      try {
        sameOrigin = new URL(origin).origin === ownOrigin(req);
      } catch {
        sameOrigin = false;
      }
      return next(sameOrigin ? undefined : forbidden('Cross-site requests are not allowed.'));
    }
    if (req.headers['sec-fetch-site'] === 'same-origin') return next();
    if (req.method === 'POST' && signInForms.includes(req.path)) {
      formTokenRequired.add(req);
      return next();
    }
    next(forbidden('Cross-site requests are not allowed.'));
  });

  // A session in use is re-sealed now and then, so the idle timeout counts from the last call.
  app.use('/api', async (req, res, next) => {
    try {
      const found = await currentSession(req);
      if (found && needsReseal(found.session)) {
        setSessionCookie(req, res, sessions.seal({ ...found.session, seen: nowSeconds() }), sessions);
        await accounts.noteActivity(found.account);
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  app.use('/api', apiDocsRoutes());
  app.use(
    '/api',
    accountRoutes({
      accounts,
      sessions,
      currentSession,
      eraseEverywhere: createErasure({
        services: deps.services,
        tokenPrivateKey: deps.tokenPrivateKey,
        logger: deps.logger,
      }),
      logger: deps.logger,
    }),
  );
  app.use(
    '/api',
    authRoutes({
      accounts,
      sessions,
      throttle: createSignInThrottle(deps.store),
      store: deps.store,
      csrfSecret: deps.sessionSecret,
      limits: deps.limits,
      logger: deps.logger,
      loginUrl: deps.loginUrl,
      currentAccount,
      currentSession,
      formTokenRequired: (req) => formTokenRequired.has(req),
      recordSignIn: recordSignIns({
        analyticsUrl: deps.services.analytics,
        tokenPrivateKey: deps.tokenPrivateKey,
        logger: deps.logger,
      }),
    }),
  );

  // Every other /api call is proxied with a short-lived token naming the player, addressed to the
  // one service that serves the call. A token is signed once and reused while it has over half its
  // minute left.
  const signedTokens = new Map<string, { token: string; claims: string; until: number }>();
  const userTokenOf = (account: Account, service: ServiceName, purpose?: TokenPurpose): string => {
    const claims = { sub: account._id, gameMode: account.gameMode, firstName: account.firstName };
    const key = JSON.stringify(claims);
    const slot = `${account._id}:${service}:${purpose ?? ''}`;
    const kept = signedTokens.get(slot);
    if (kept && kept.claims === key && kept.until > Date.now()) return kept.token;
    const token = signUserToken(claims, deps.tokenPrivateKey, {
      audience: tokenAudienceOf[service],
      ttlSeconds: USER_TOKEN_SECONDS,
      ...(purpose ? { purpose } : {}),
    });
    if (signedTokens.size >= 20_000) signedTokens.delete(signedTokens.keys().next().value!);
    signedTokens.set(slot, { token, claims: key, until: Date.now() + (USER_TOKEN_SECONDS * 1000) / 2 });
    return token;
  };
  // The public calls (shared achievements) go out with no user token, whoever asks.
  const isPublicCall = (req: Request) =>
    publicApiPaths.some((pattern) => pattern.test(req.baseUrl + req.path));
  const attachUserToken: RequestHandler = async (req, _res, next) => {
    // The session cookie is the gateway's alone: no service ever sees it, on either transport.
    delete req.headers.cookie;
    if (isPublicCall(req)) return next();
    try {
      const account = await currentAccount(req);
      const service = serviceFor(req.baseUrl + req.path, req.method);
      if (account && service) {
        req.headers[userTokenHeader] = userTokenOf(account, service);
        // svc-council asks svc-game's engine for projections as the player, with this token only.
        if (service === 'council') {
          req.headers[delegatedGameTokenHeader] = userTokenOf(account, 'game', 'game-projection');
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  const advisorLimit = rateLimit({
    windowMs: 60_000,
    limit: 40,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => signedInAs.get(req)?.account._id ?? addressKey(req),
    handler: limitHitHandler(deps.logger, 'advisor-calls', (req) => signedInAs.get(req)?.account._id ?? null),
    skip: (req) =>
      req.method === 'GET' ||
      !advisorCalls.some((p) => normalisedPath(req.path).startsWith(p.replace(/^\/api/, ''))),
    message: {
      message: 'The council needs a moment: too many requests to the advisors. Try again in a minute.',
    },
  });
  // Public pages and their card images answer anyone: a limit per address keeps rendering in check.
  const publicLimit = rateLimit({
    windowMs: 60_000,
    limit: 120,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    message: { message: 'Too many requests for shared achievements. Try again in a minute.' },
  });
  app.use('/api/achievements/public', publicLimit);
  app.get('/achievements/:shareId', publicLimit);
  // Every limiter counts writes only; a read (the polls, most of the traffic) passes all of them with
  // one check here instead of a round through each limiter's async skip.
  const limits = express.Router();
  limits.use(
    advisorLimit,
    ...writeLimits({
      store: deps.store,
      accountOf: (req) => signedInAs.get(req)?.account._id ?? null,
      addressWritesPerMinute: deps.limits?.addressWritesPerMinute ?? 600,
      logger: deps.logger,
    }),
  );
  app.use('/api', attachUserToken, (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : limits(req, res, next),
  );
  if (deps.inProcessServices) app.use(inProcessDispatch(deps.inProcessServices));
  app.use(
    deps.proxy === 'undici-pool'
      ? servicePoolProxy(deps.services, deps.logger)
      : serviceProxy(deps.services, deps.logger),
  );
  app.use('/api', (req, res) => {
    res.status(404).json({ message: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}` });
  });

  app.use(
    webRoutes(deps.webRoot, {
      lookup: publicAchievementFrom(deps.services.analytics),
      logger: deps.logger,
      publicUrl: deps.publicUrl,
      remotes,
      playerOf: async (req) => (await currentAccount(req))?._id ?? null,
    }),
  );
  app.use(errorHandler(deps.logger));
  return app;
}
