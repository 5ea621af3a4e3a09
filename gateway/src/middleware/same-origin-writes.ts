// Cookie-authenticated writes must come from our own pages: SameSite=Lax, plus the
// Origin a browser sends with every unsafe request. Without an Origin (or with
// `null`), only Sec-Fetch-Site can vouch for it; the sign-in forms may instead
// carry their CSRF token (checked by the auth routes once the form is read).
import type { Request, RequestHandler } from 'express';
import { forbidden } from '@ai-council/service-kit';
import { signInForms } from '../auth/sign-in-form';
import { isRead } from '../routing/limiter';

/** Scheme, host and port: a page on http:// (or another port) of the same host is another site. */
function isSameOrigin(origin: string, ownOrigin: string): boolean {
  try {
    return new URL(origin).origin === ownOrigin;
  } catch {
    return false;
  }
}

export function sameOriginWrites(ownOrigin: (req: Request) => string) {
  const formTokenRequired = new WeakSet<Request>();
  const check: RequestHandler = (req, _res, next) => {
    if (isRead(req.method)) return next();
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      return next(
        isSameOrigin(origin, ownOrigin(req)) ? undefined : forbidden('Cross-site requests are not allowed.'),
      );
    }
    if (req.headers['sec-fetch-site'] === 'same-origin') return next();
    if (req.method === 'POST' && signInForms.includes(req.path)) {
      formTokenRequired.add(req);
      return next();
    }
    next(forbidden('Cross-site requests are not allowed.'));
  };
  return { check, formTokenRequired: (req: Request) => formTokenRequired.has(req) };
}
