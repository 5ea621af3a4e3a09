// Where a call for a service goes: to its app on this thread (embedded mode), else over HTTP through the
// one proxy. A call no service owns is answered here.
import type { Express, RequestHandler } from 'express';
import type { Logger } from '@ai-council/service-kit';
import { inProcessDispatch, serviceProxy } from './proxy';
import type { ServiceName } from './service-routes';

export function serviceDispatch(deps: {
  services: Record<ServiceName, string>;
  inProcessServices?: Partial<Record<ServiceName, Express>> | undefined;
  logger: Logger;
}): RequestHandler[] {
  const proxy = serviceProxy(deps.services, deps.logger);
  return deps.inProcessServices ? [inProcessDispatch(deps.inProcessServices), proxy] : [proxy];
}

export const noSuchCall: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}` });
};
