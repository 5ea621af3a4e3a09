// Where a call for a service goes: to its app in this process (embedded mode), or across HTTP by
// either transport. A call no service owns is answered here.
import type { Express, RequestHandler } from 'express';
import type { Logger } from '@ai-council/service-kit';
import { servicePoolProxy } from './pool-proxy';
import { inProcessDispatch, serviceProxy } from './proxy';
import type { ServiceName } from './service-routes';

export function serviceDispatch(deps: {
  services: Record<ServiceName, string>;
  inProcessServices?: Record<ServiceName, Express> | undefined;
  proxy?: 'http-proxy-middleware' | 'undici-pool';
  logger: Logger;
}): RequestHandler {
  if (deps.inProcessServices) return inProcessDispatch(deps.inProcessServices);
  if (deps.proxy === 'undici-pool') return servicePoolProxy(deps.services, deps.logger);
  return serviceProxy(deps.services, deps.logger);
}

export const noSuchCall: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}` });
};
