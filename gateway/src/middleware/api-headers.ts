// What every /api call gets before it is answered: no cache keeps the answer, and no identity a
// client claims gets through.
import type { RequestHandler } from 'express';

/**
 * API answers are a player's own data: no browser or shared cache keeps a copy. Polls stay cheap all
 * the same: the client sends the ETag of its last answer and an unchanged one comes back 304 with no body.
 */
export const noStoreButEtags: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  // A page that sets If-None-Match itself gets `Cache-Control: no-cache` added
  // by fetch (the Fetch standard's "no-store" mode), which Express reads as
  // "never 304". That directive speaks to caches on the way, and there are
  // none: this server validates the ETag itself.
  // What fetch adds to a poll carrying its ETag is dropped before the service sees it.
  if (req.method === 'GET' && req.headers['if-none-match']) {
    delete req.headers['cache-control'];
    delete req.headers.pragma;
  }
  next();
};

/** Identity comes only from the session: drop any a client claims in a header of its own (x-user…). */
export const dropClaimedIdentity: RequestHandler = (req, _res, next) => {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-user')) delete req.headers[name];
  }
  next();
};
