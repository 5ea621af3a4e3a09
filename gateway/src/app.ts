// The gateway: the edge of the system. It answers its own calls (signing in, the account, the API
// docs), forwards every other /api call to the service that owns it with a token naming the player,
// and serves the web app. Each concern is a middleware of its own, in the order a request meets them.
import express, { Router, type Express, type RequestHandler } from 'express';
import {
  errorHandler,
  httpTelemetry,
  addProbes,
  type DocumentStore,
  type KeyInput,
  type Logger,
  type TrustProxy,
} from '@ai-council/service-kit';
import { createAccounts, type Accounts } from './auth/accounts';
import { createGuestExpiry } from './auth/guest-expiry';
import type { SignInLimits } from './auth/sign-in-limits';
import { sessionReader } from './auth/current-session';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { createSessionCodec, forceSecureCookiesSetting, type SessionLifetimes } from './auth/session-cookie';
import { dropClaimedIdentity, noStoreButEtags } from './middleware/api-headers';
import { callLimits, ownWriteLimits, publicPageLimit } from './middleware/call-limits';
import { forwardIdentity } from './middleware/forward-identity';
import { onlyPublicHost, ownOriginOf } from './middleware/public-address';
import { loggedWithRequestIds } from './middleware/request-ids';
import { sameOriginWrites } from './middleware/same-origin-writes';
import { securityHeaders } from './middleware/security-headers';
import { refreshSessions } from './middleware/session-refresh';
import type { KnownViews } from './routing/known-views';
import { inProcessDispatch, serviceProxy } from './routing/proxy';
import { serviceFor, type ServiceName } from './routing/service-routes';
import { userTokens } from './routing/user-tokens';
import { publicAchievementFrom } from './web/achievement-page';
import { apiDocsRoutes } from './web/api-docs';
import { createRemoteRegistry } from './web/remote-registry';
import { webRoutes } from './web/static';
import type { GatewaySettings } from './config';

export interface GatewayDeps {
  store: DocumentStore;
  logger: Logger;
  sessionSecret: string;
  /** The Ed25519 private key the gateway signs user tokens with (services hold the public key only). */
  tokenPrivateKey: KeyInput;
  services: Record<ServiceName, string>;
  /** Embedded mode only: the services' apps, to hand calls to in process instead of over loopback HTTP. */
  inProcessServices?: Partial<Record<ServiceName, Express>> | undefined;
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
  /**
   * Embedded mode: the ETags of the polled views' last answers, kept in step with svc-council's changes, so
   * an unchanged poll is answered here (routing/known-views.ts). Absent, every poll reaches the service.
   */
  knownViews?: KnownViews | undefined;
  /** Per-address limits (defaults: 30 sign-ins a minute, 20 guests an hour, 600 writes a minute). */
  limits?: Partial<SignInLimits & { addressWritesPerMinute: number }>;
}

/**
 * The gateway's own routes under /api (its docs, signing in, the account): a call a service owns passes
 * them by, rather than being tried against each of their routes in turn on every call.
 */
function gatewayCallsOnly(...handlers: RequestHandler[]): RequestHandler {
  const own = Router();
  own.use(...handlers);
  return (req, res, next) => (serviceFor(req.baseUrl + req.path, req.method) ? next() : own(req, res, next));
}

export function createGatewayApp(deps: GatewayDeps): Express {
  const app = express();
  const accounts = deps.accounts ?? createAccounts(deps.store);
  const sessions = createSessionCodec(deps.sessionSecret, deps.sessionLifetimes);
  const reader = sessionReader(accounts, sessions);
  const remotes = createRemoteRegistry({ file: deps.remotesFile, logger: deps.logger });
  const writes = sameOriginWrites(ownOriginOf(deps.publicUrl));
  const publicLimit = publicPageLimit();

  const security = securityHeaders(remotes);
  const own = { ...deps, accounts, sessions, reader, formTokenRequired: writes.formTokenRequired };
  const tokens = userTokens(deps.tokenPrivateKey);
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  if (deps.cookieSecure) app.set(forceSecureCookiesSetting, true);
  // First, so it times the whole request; the edge, so every request starts its own trace.
  app.use(httpTelemetry('gateway', { edge: true }), security, loggedWithRequestIds(deps.logger));
  addProbes(app, () => deps.store.ping(), deps.logger);
  if (deps.publicUrl) app.use(onlyPublicHost(deps.publicUrl));
  // The cheapest answer first: an unchanged poll is a 304 before the rest of the stack runs (known-views.ts).
  if (deps.knownViews) app.use('/api', deps.knownViews.answerUnchanged(reader));
  const limits = callLimits({
    store: deps.store,
    logger: deps.logger,
    accountOf: reader.accountIdOf,
    addressWritesPerMinute: deps.limits?.addressWritesPerMinute ?? 600,
  });
  app.use(
    '/api',
    noStoreButEtags,
    dropClaimedIdentity,
    writes.check,
    refreshSessions({ accounts, sessions, reader }),
    gatewayCallsOnly(
      apiDocsRoutes(),
      ownWriteLimits(limits, reader.accountIdOf),
      accountRoutes(own),
      authRoutes(own),
    ),
  );
  app.use('/api/achievements/public', publicLimit);
  app.get('/achievements/:shareId', publicLimit);
  app.use('/api', forwardIdentity(reader, tokens), limits);
  // A call for a service goes to its app on this thread (embedded mode), else over HTTP through the one proxy.
  if (deps.inProcessServices) app.use(inProcessDispatch(deps.inProcessServices));
  app.use(serviceProxy(deps.services, deps.logger));
  app.use('/api', (req, res) => {
    res.status(404).json({ message: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}` });
  });
  app.use(
    webRoutes(deps.webRoot, {
      lookup: publicAchievementFrom(deps.services.analytics),
      logger: deps.logger,
      publicUrl: deps.publicUrl,
      remotes,
      playerOf: async (req) => (await reader.currentAccount(req))?._id ?? null,
    }),
  );
  app.use(errorHandler(deps.logger));
  return app;
}

/** What `createGateway` reads off the environment's settings instead. */
type SettingsDeps =
  'publicUrl' | 'remotesFile' | 'trustProxy' | 'cookieSecure' | 'sessionLifetimes' | 'limits';

/**
 * The gateway of either run mode (gateway/src/start.ts, embedded/src/start.ts) as its environment's settings
 * make it, and the guest-expiry sweep beside it, started (stop it before the store closes).
 */
export function createGateway(settings: GatewaySettings, deps: Omit<GatewayDeps, 'accounts' | SettingsDeps>) {
  const accounts = createAccounts(deps.store);
  const guests = createGuestExpiry({
    accounts,
    services: deps.services,
    tokenPrivateKey: deps.tokenPrivateKey,
    logger: deps.logger,
    idleMs: Math.round(settings.GUEST_IDLE_DAYS * 24 * 3_600_000),
    erasedFrom: deps.store,
  });
  guests.start(Math.round(settings.GUEST_SWEEP_MINUTES * 60_000));
  const app = createGatewayApp({
    ...deps,
    accounts,
    publicUrl: settings.PUBLIC_URL,
    remotesFile: settings.REMOTES_FILE,
    trustProxy: settings.TRUST_PROXY,
    cookieSecure: settings.COOKIE_SECURE === '1',
    sessionLifetimes: {
      idleSeconds: Math.round(settings.SESSION_IDLE_HOURS * 3600),
      absoluteSeconds: Math.round(settings.SESSION_MAX_DAYS * 24 * 3600),
    },
    limits: {
      signInsPerMinute: settings.SIGN_INS_PER_MINUTE,
      guestStartsPerHour: settings.GUEST_STARTS_PER_HOUR,
      guestStartsPerDay: settings.GUEST_STARTS_PER_DAY,
      addressWritesPerMinute: settings.ADDRESS_WRITES_PER_MINUTE,
    },
  });
  return { app, guests };
}
