// helmet's headers, with a Content-Security-Policy that lets in the origins remotes are released on.
// An API answer's headers are the same for every call, so they are taken from helmet once and set in
// one pass (helmet runs twelve middlewares and builds its CSP per request).
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { headersSetBy, setHeaders } from '@ai-council/service-kit';
import type { RemoteRegistrySource } from '../web/remote-registry';
import { styleNonceOf } from '../web/shell-page';

const isApiCall = (req: IncomingMessage) => req.url?.startsWith('/api/') ?? false;

/** Sets them on every answer: an API call's from what helmet sets on every API answer, a page's from helmet. */
export function securityHeaders(remotes: RemoteRegistrySource): RequestHandler {
  // A remote released on another origin (a CDN, a team's static host) loads its manifest, scripts and styles
  // from there. Read once per response (one stat of REMOTES_FILE), and not for API answers, which no page runs.
  const originsOf = new WeakMap<object, string>();
  const remoteOrigins = (req: IncomingMessage, res: object) => {
    if (isApiCall(req)) return '';
    if (!originsOf.has(res)) originsOf.set(res, remotes.origins().join(' '));
    return originsOf.get(res)!;
  };
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", remoteOrigins],
        'script-src': ["'self'", remoteOrigins],
        // No inline style but what carries this page's nonce (the styles Radix injects, packages/ui
        // applyCspNonce); API answers run no page, so they get none.
        'style-src': [
          "'self'",
          (req, res) => (isApiCall(req) ? '' : `'nonce-${styleNonceOf(res as Response)}'`),
          remoteOrigins,
        ],
      },
    },
  });
  const apiAnswers = setHeaders(headersSetBy(pages));
  return (req, res, next) => (isApiCall(req) ? apiAnswers(req, res, next) : pages(req, res, next));
}
