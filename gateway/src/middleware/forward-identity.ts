// What a proxied call says of its caller: the player's user token for the service that serves it,
// and nothing else (the session cookie is the gateway's alone: no service ever sees it, on either
// transport). The public calls (shared achievements) go out with no user token, whoever asks.
import type { Request, RequestHandler } from 'express';
import { publicApiPaths } from '@ai-council/contracts';
import { delegatedGameTokenHeader, userTokenHeader } from '@ai-council/service-kit';
import type { SessionReader } from '../auth/current-session';
import { serviceFor } from '../routing/service-routes';
import type { UserTokenOf } from '../routing/user-tokens';

/** A call anyone may make (shared achievements): it goes out with no user token. */
const isPublicCall = (req: Request) => publicApiPaths.some((pattern) => pattern.test(req.baseUrl + req.path));

export function forwardIdentity(reader: SessionReader, userTokenOf: UserTokenOf): RequestHandler {
  // Express 5 hands a rejected promise of a middleware to the error handler.
  return async (req, _res, next) => {
    delete req.headers.cookie;
    if (isPublicCall(req)) return next();
    const account = await reader.currentAccount(req);
    const service = serviceFor(req.baseUrl + req.path, req.method);
    // The player's token for the service that serves the call; and for svc-council a token for svc-game's
    // projections, which it asks svc-game's engine for as the player, with this token only.
    if (account && service) {
      req.headers[userTokenHeader] = userTokenOf(account, service);
      if (service === 'council') {
        req.headers[delegatedGameTokenHeader] = userTokenOf(account, 'game', 'game-projection');
      }
    }
    next();
  };
}
