import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import rateLimit from 'express-rate-limit';
import type { DocumentStore, Logger } from '@ai-council/service-kit';
import { addressKey } from '../routing/client-address';
import { documentStoreCounters } from '../routing/write-limits';
import {
  guestRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  updateUserRequestSchema,
  type AuthStatus,
} from '@ai-council/contracts';
import { AppError, parseInput, unauthorized } from '@ai-council/service-kit';
import { publicUser, UsernameTakenError, type Account, type Accounts } from './accounts';
import { checkPassword, hashPassword, isCommonPassword } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';
import { limitHitHandler, logSecurityEvent } from './security-events';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  clearSessionCookie,
  nowSeconds,
  readCookie,
  secureCookies,
  setSessionCookie,
  type Session,
  type SessionCodec,
} from './session-cookie';
import { loginPage, loginPageStyleSrc } from './login-page';

/** The login page's CSP: the gateway's own (helmet's), with style-src narrowed to the page's hashed sheet. */
function withLoginPageCsp(res: Response): Response {
  const policy = String(res.getHeader('content-security-policy') ?? "default-src 'self'");
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('style-src'));
  return res.setHeader(
    'Content-Security-Policy',
    [...directives, `style-src ${loginPageStyleSrc}`].join(';'),
  );
}
import type { RecordSignIn, SignInKind } from './sign-in-events';

export interface AuthDeps {
  accounts: Accounts;
  sessions: SessionCodec;
  throttle: SignInThrottle;
  loginUrl: string;
  /** Resolves the signed-in account of a request, or null. */
  currentAccount(req: Request): Promise<Account | null>;
  currentSession(req: Request): Promise<{ account: Account; session: Session } | null>;
  /** The request had no Origin to vouch for it: its form must carry the CSRF token. */
  formTokenRequired(req: Request): boolean;
  /** Records a sign-in as an analytics 'login' event (best effort, after the answer). */
  recordSignIn?: RecordSignIn;
  /** Where the per-address sign-in and guest counters live (shared by every replica). */
  store: DocumentStore;
  /** Signs the sign-in forms' CSRF tokens (the session secret: every replica checks them). */
  csrfSecret: string;
  limits?: Partial<SignInLimits>;
  /** Where security events go (failed and locked-out sign-ins, limits hit). */
  logger?: Logger;
}

export interface SignInLimits {
  /** Sign-ins, registrations and guest starts one address may make in a minute. */
  signInsPerMinute: number;
  /** Guest accounts one address may create in an hour. */
  guestStartsPerHour: number;
}
export const defaultSignInLimits: SignInLimits = { signInsPerMinute: 30, guestStartsPerHour: 20 };

/** The sign-in form posts, as paths below /api. */
export const signInForms = ['/auth/login', '/auth/register', '/auth/guest'];

const csrfCookieName = 'aic_csrf';

/**
 * The double-submit token of the sign-in forms: a cookie only our pages can read back into the
 * form, signed (a random half and its HMAC under the session secret), so a cookie planted from
 * elsewhere (a sibling subdomain can set one) is no token at all.
 */
function csrfTokens(secret: string) {
  const key = createHmac('sha256', secret).update('aic:csrf-token').digest();
  const macOf = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url').slice(0, 32);
  const genuine = (token: string) => {
    if (!/^[\w-]{64}$/.test(token)) return false;
    const expected = Buffer.from(macOf(token.slice(0, 32)));
    return timingSafeEqual(Buffer.from(token.slice(32)), expected);
  };
  return {
    of(req: Request, res: Response): string {
      const existing = readCookie(req, csrfCookieName);
      if (existing && genuine(existing)) return existing;
      const nonce = randomBytes(24).toString('base64url');
      const token = `${nonce}${macOf(nonce)}`;
      res.cookie(csrfCookieName, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies(req),
        path: '/api/auth',
      });
      return token;
    },
    matches(req: Request): boolean {
      const cookie = readCookie(req, csrfCookieName);
      const sent = (req.body as { csrf?: unknown } | undefined)?.csrf;
      if (!cookie || !genuine(cookie) || typeof sent !== 'string' || sent.length !== cookie.length)
        return false;
      return timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
    },
  };
}

/** Form posts (the login page works without JavaScript) get redirects; JSON callers get JSON. */
const wantsForm = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

export function authRoutes(deps: AuthDeps): Router {
  const router = Router();
  const { accounts, sessions } = deps;
  const csrf = csrfTokens(deps.csrfSecret);
  const body = [express.json({ limit: '8kb' }), express.urlencoded({ extended: false, limit: '8kb' })];
  const limits = { ...defaultSignInLimits, ...deps.limits };
  const signInLimit = rateLimit({
    windowMs: 60_000,
    limit: limits.signInsPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: documentStoreCounters(deps.store, 'sign-ins'),
    keyGenerator: addressKey,
    passOnStoreError: true,
    handler: limitHitHandler(deps.logger, 'sign-ins'),
    message: { message: 'Too many sign-in attempts. Please wait a minute and try again.' },
  });
  // Each guest comes with fresh budgets: one address may start only so many. Refused starts do not count.
  const guestStartLimit = rateLimit({
    windowMs: 3_600_000,
    limit: limits.guestStartsPerHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: documentStoreCounters(deps.store, 'guest-starts', Date.now, 3_600_000),
    keyGenerator: addressKey,
    skipFailedRequests: true,
    passOnStoreError: true,
    handler: limitHitHandler(deps.logger, 'guest-starts'),
    message: {
      message: `At most ${limits.guestStartsPerHour} guest games an hour from one network. Sign in to an account, or try again later.`,
    },
  });
  // Unknown usernames are checked against this, so they take as long as a wrong password does.
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'));

  function signedIn(req: Request, res: Response, account: Account, kind: SignInKind, status = 200) {
    // A fresh session id at every sign-in: a session planted before it is never the one used after.
    const now = nowSeconds();
    const session = {
      sid: randomUUID(),
      uid: account._id,
      epoch: account.sessionEpoch ?? 0,
      iat: now,
      seen: now,
    };
    setSessionCookie(req, res, sessions.seal(session), sessions);
    if (wantsForm(req)) res.redirect(303, '/');
    else res.status(status).json({ user: publicUser(account) });
    deps.recordSignIn?.(account, kind, req);
  }

  /** Form posts show the problem on the login page instead of raw JSON. */
  function failed(req: Request, res: Response, error: unknown, tab: string) {
    if (!(error instanceof AppError)) throw error;
    if (wantsForm(req)) {
      withLoginPageCsp(res)
        .status(error.status)
        .type('html')
        .send(loginPage({ error: error.message, tab, csrf: csrf.of(req, res) }));
    } else {
      res.status(error.status).json({ message: error.message });
    }
  }

  router.get('/login', (_req, res) => {
    res.redirect(302, deps.loginUrl);
  });

  router.get('/auth/login-page', (req, res) => {
    withLoginPageCsp(res)
      .type('html')
      .send(loginPage({ csrf: csrf.of(req, res) }));
  });

  // After the form is read: a post nothing else vouched for must carry the page's token.
  const formToken: RequestHandler = (req, _res, next) => {
    if (deps.formTokenRequired(req) && !csrf.matches(req)) {
      return next(new AppError(403, 'This sign-in form has expired. Reload the page and try again.'));
    }
    next();
  };

  router.post('/auth/login', signInLimit, ...body, formToken, async (req, res) => {
    try {
      const input = parseInput(loginRequestSchema, req.body ?? {});
      const username = input.username.toLowerCase();
      const key = { username, network: addressKey(req) };
      const wait = await deps.throttle.waitFor(key);
      if (wait > 0) {
        const locked = await accounts.byUsername(username);
        logSecurityEvent(deps.logger, req, 'sign-in-locked', { accountId: locked?._id ?? null });
        res.set('Retry-After', String(wait));
        throw new AppError(429, `Too many failed sign-ins for this account. Try again in ${wait} seconds.`);
      }
      const account = await accounts.byUsername(username);
      const check = await checkPassword(input.password, account?.passwordHash ?? (await dummyHash));
      if (!account?.passwordHash || !check.matches) {
        await deps.throttle.failed(key);
        logSecurityEvent(deps.logger, req, 'sign-in-failed', { accountId: account?._id ?? null });
        throw new AppError(401, 'Wrong username or password.');
      }
      await deps.throttle.succeeded(key);
      if (check.needsRehash) await accounts.setPasswordHash(account._id, await hashPassword(input.password));
      await accounts.noteActivity(account);
      signedIn(req, res, account, 'password');
    } catch (error) {
      failed(req, res, error, 'signin');
    }
  });

  router.post('/auth/register', signInLimit, ...body, formToken, async (req, res) => {
    try {
      const input = parseInput(registerRequestSchema, req.body ?? {});
      if (isCommonPassword(input.password)) {
        throw new AppError(400, 'That password is one of the most common ones. Choose a less guessable one.');
      }
      const account = await accounts
        .create({
          username: input.username.toLowerCase(),
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          guest: false,
        })
        .catch((error: unknown) => {
          if (error instanceof UsernameTakenError) {
            throw new AppError(409, 'That username is taken. Choose another or sign in.');
          }
          throw error;
        });
      signedIn(req, res, account, 'registration', 201);
    } catch (error) {
      failed(req, res, error, 'register');
    }
  });

  router.post('/auth/guest', signInLimit, guestStartLimit, ...body, formToken, async (req, res) => {
    try {
      const input = parseInput(guestRequestSchema, req.body ?? {});
      const account = await accounts.create({
        username: null,
        passwordHash: null,
        firstName: input.firstName ?? null,
        guest: true,
      });
      signedIn(req, res, account, 'guest', 201);
    } catch (error) {
      failed(req, res, error, 'guest');
    }
  });

  router.post('/logout', async (req, res) => {
    const found = await deps.currentSession(req);
    if (found) {
      const { session } = found;
      await accounts.endSession(
        session.uid,
        session.sid,
        session.iat + sessions.lifetimes.absoluteSeconds,
        nowSeconds(),
      );
    }
    clearSessionCookie(req, res);
    if (wantsForm(req) || req.accepts(['json', 'html']) === 'html') res.redirect(303, '/');
    else res.json({ authenticated: false });
  });

  // Every session of the account ends, on every device: the answer to a stolen cookie.
  router.post('/auth/sign-out-everywhere', async (req, res) => {
    const account = await deps.currentAccount(req);
    if (!account) throw unauthorized();
    await accounts.endAllSessions(account._id);
    clearSessionCookie(req, res);
    res.json({ authenticated: false });
  });

  router.get('/auth/status', async (req, res) => {
    const account = await deps.currentAccount(req);
    const status: AuthStatus = {
      authenticated: account !== null,
      needsLogin: account === null,
      user: account ? publicUser(account) : null,
      loginUrl: deps.loginUrl,
    };
    res.set('Cache-Control', 'no-store').json(status);
  });

  router.patch('/auth/user', express.json({ limit: '8kb' }), async (req, res) => {
    const account = await deps.currentAccount(req);
    if (!account) throw unauthorized();
    const input = parseInput(updateUserRequestSchema, req.body ?? {});
    const updated = await accounts.update(account._id, input);
    res.json(publicUser(updated ?? account));
  });

  return router;
}
