// The sign-in forms (the login page works without JavaScript): their CSRF token, the page's own CSP,
// and how a sign-in is answered, a redirect for a form post and JSON for anyone else.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '@ai-council/service-kit';
import { publicUser, type Account } from './accounts';
import { loginPage, loginPageStyleSrc } from './login-page';
import { nowSeconds, readCookie, secureCookies, setSessionCookie, type SessionCodec } from './session-cookie';
import type { RecordSignIn, SignInKind } from './sign-in-events';

/** The sign-in form posts, as paths below /api. */
export const signInForm = { login: '/auth/login', register: '/auth/register', guest: '/auth/guest' } as const;
export const signInForms: readonly string[] = Object.values(signInForm);

const csrfCookieName = 'aic_csrf';

export type CsrfTokens = ReturnType<typeof csrfTokens>;

/**
 * The double-submit token of the sign-in forms: a cookie only our pages can read back into the
 * form, signed (a random half and its HMAC under the session secret), so a cookie planted from
 * elsewhere (a sibling subdomain can set one) is no token at all.
 */
export function csrfTokens(secret: string) {
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
    /** After the form is read: a post nothing else vouched for must carry the page's token. */
    formCheck(formTokenRequired: (req: Request) => boolean): RequestHandler {
      return (req, _res, next) => {
        if (!formTokenRequired(req)) return next();
        const cookie = readCookie(req, csrfCookieName);
        const sent = (req.body as { csrf?: unknown } | undefined)?.csrf;
        const matches =
          cookie !== undefined &&
          genuine(cookie) &&
          typeof sent === 'string' &&
          sent.length === cookie.length &&
          timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
        next(
          matches
            ? undefined
            : new AppError(403, 'This sign-in form has expired. Reload the page and try again.'),
        );
      };
    },
  };
}

/** The login page's CSP: the gateway's own (helmet's), with style-src narrowed to the page's hashed sheet. */
export function withLoginPageCsp(res: Response): Response {
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

/** Form posts (the login page works without JavaScript) get redirects; JSON callers get JSON. */
export const wantsForm = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** What a sign-in form does: the account it signs into, or an AppError for the form. */
type SignIn = (
  req: Request,
  res: Response,
) => Promise<{ account: Account; kind: SignInKind; status?: number }>;

/**
 * A sign-in form's handler: the account `signIn` returns is signed in (a redirect for a form post, JSON for
 * anyone else), and a refusal is shown on the form's tab of the login page (JSON for anyone else).
 */
export function signInHandlers(sessions: SessionCodec, csrf: CsrfTokens, recordSignIn: RecordSignIn) {
  return function signInWith(tab: string, signIn: SignIn): RequestHandler {
    return async (req, res) => {
      try {
        const { account, kind, status = 200 } = await signIn(req, res);
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
        recordSignIn(account, kind, req);
      } catch (error) {
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
    };
  };
}
export type SignInWith = ReturnType<typeof signInHandlers>;
