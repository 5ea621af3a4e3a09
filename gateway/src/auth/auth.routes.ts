// Signing in: the login page, and its three forms (an account's password, a new account, a guest).
import { randomBytes } from 'node:crypto';
import express, { Router, type RequestHandler } from 'express';
import { guestRequestSchema, loginRequestSchema, registerRequestSchema } from '@ai-council/contracts';
import { AppError, jsonBody, parseInput } from '@ai-council/service-kit';
import { addressKey } from '../routing/client-address';
import type { Accounts } from './accounts';
import { loginPage } from './login-page';
import type { OwnCallsDeps } from './own-calls';
import { checkPassword, hashPassword, refuseCommonPassword } from './passwords';
import { logSecurityEvent } from './security-events';
import { sessionRoutes } from './session.routes';
import { recordSignIns } from './sign-in-events';
import { csrfTokens, signInHandlers, signInForm, withLoginPageCsp, type SignInWith } from './sign-in-form';
import { signInLimiters } from './sign-in-limits';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

export function authRoutes(deps: OwnCallsDeps): Router {
  const router = Router();
  const csrf = csrfTokens(deps.sessionSecret);
  // Each sign-in is recorded as an analytics 'login' event (best effort, after the answer).
  const recordSignIn = recordSignIns({ ...deps, analyticsUrl: deps.services.analytics });
  const signInWith = signInHandlers(deps.sessions, csrf, recordSignIn);
  const limit = signInLimiters(deps);
  const throttle = createSignInThrottle(deps.store);
  const form = [
    ...jsonBody('8kb'),
    express.urlencoded({ extended: false, limit: '8kb' }),
    csrf.formCheck(deps.formTokenRequired),
  ];

  // SPEC §2: the app's login buttons start here; on to the loginUrl the auth status gives, else the login page.
  router.get('/login', (_req, res) => {
    res.redirect(302, deps.loginUrl || '/api/auth/login-page');
  });
  router.get('/auth/login-page', (req, res) => {
    withLoginPageCsp(res)
      .type('html')
      .send(loginPage({ csrf: csrf.of(req, res) }));
  });
  router.post(signInForm.login, limit.signIns, ...form, passwordSignIn(deps, throttle, signInWith));
  router.post(signInForm.register, limit.signIns, ...form, registration(deps.accounts, signInWith));
  router.post(
    signInForm.guest,
    limit.signIns,
    ...limit.guestStarts,
    ...form,
    guestStart(deps.accounts, signInWith),
  );
  router.use(sessionRoutes(deps));
  return router;
}

/** An account's username and password, throttled per account and network after failures. */
function passwordSignIn(
  deps: OwnCallsDeps,
  throttle: SignInThrottle,
  signInWith: SignInWith,
): RequestHandler {
  const { accounts, logger } = deps;
  // Unknown usernames are checked against this, so they take as long as a wrong password does.
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'));
  return signInWith('signin', async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body ?? {});
    const username = input.username.toLowerCase();
    const key = { username, network: addressKey(req) };
    const account = await accounts.byUsername(username);
    const wait = await throttle.waitFor(key);
    if (wait > 0) {
      logSecurityEvent(logger, req, 'sign-in-locked', { accountId: account?._id ?? null });
      res.set('Retry-After', String(wait));
      throw new AppError(429, `Too many failed sign-ins for this account. Try again in ${wait} seconds.`);
    }
    const check = await checkPassword(input.password, account?.passwordHash ?? (await dummyHash));
    if (!account?.passwordHash || !check.matches) {
      await throttle.failed(key);
      logSecurityEvent(logger, req, 'sign-in-failed', { accountId: account?._id ?? null });
      throw new AppError(401, 'Wrong username or password.');
    }
    await throttle.succeeded(key);
    if (check.needsRehash) await accounts.setPasswordHash(account._id, await hashPassword(input.password));
    await accounts.noteActivity(account);
    return { account, kind: 'password' };
  });
}

const registration = (accounts: Accounts, signInWith: SignInWith) =>
  signInWith('register', async (req) => {
    const input = parseInput(registerRequestSchema, req.body ?? {});
    refuseCommonPassword(input.password);
    // A username already taken is a 409 (accounts.create).
    const account = await accounts.create({
      username: input.username.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      guest: false,
    });
    return { account, kind: 'registration', status: 201 };
  });

const guestStart = (accounts: Accounts, signInWith: SignInWith) =>
  signInWith('guest', async (req) => {
    const input = parseInput(guestRequestSchema, req.body ?? {});
    const account = await accounts.create({
      username: null,
      passwordHash: null,
      firstName: input.firstName ?? null,
      guest: true,
    });
    return { account, kind: 'guest', status: 201 };
  });
