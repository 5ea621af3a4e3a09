// A service's app served as the gateway would call it for one player: every
// request carries that player's signed token. For tests that call a service
// from outside (Pact provider verification).
import express, { type Express } from 'express';
import { userTokenHeader } from '../identity';
import { listen, type RunningServer } from '../http/server';

export function serveAsPlayer(app: Express, token: () => string): Promise<RunningServer> {
  const front = express();
  front.use((req, _res, next) => {
    req.headers[userTokenHeader] = token();
    next();
  });
  front.use(app);
  return listen(front, 0);
}
