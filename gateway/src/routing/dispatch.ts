// Where a call for a service goes: to its app in this process (embedded mode), else across HTTP by
// either transport. A call no service owns is answered here.
import type { Express, RequestHandler } from 'express';
import type { Logger } from '@ai-council/service-kit';
import { inSequence } from '../middleware/in-sequence';
import type { ServicePoolProxy } from './pool-proxy';
import { inProcessDispatch, serviceProxy } from './proxy';
import type { ServiceName } from './service-routes';

export function serviceDispatch(deps: {
  services: Record<ServiceName, string>;
  inProcessServices?: Partial<Record<ServiceName, Express>> | undefined;
  /** undici's pools to the services (the `http-pool` transport); absent, http-proxy-middleware. */
  pools?: ServicePoolProxy | undefined;
  logger: Logger;
}): RequestHandler {
  // A service whose app is not in this process (one on a thread of its own) is the proxy's.
  return inSequence(
    deps.inProcessServices && inProcessDispatch(deps.inProcessServices),
    deps.pools ? deps.pools.middleware : serviceProxy(deps.services, deps.logger),
  );
}

export const noSuchCall: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}` });
};
