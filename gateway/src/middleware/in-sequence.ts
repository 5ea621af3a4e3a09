// Middlewares that every call under one mount meets, run one after another as
// a single router layer. Express's router matches the path, trims the mount
// prefix and puts it back for each layer it passes: on a proxied poll the
// gateway's twenty layers took a tenth of its CPU (bench/REPORT.md, gateway
// overhead), most of it for middlewares that match every path anyway.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * One handler that runs `handlers` in order, as the router would: the next one when a handler calls
 * `next()`, out with the error (the rest skipped) on `next(error)`, a throw or a rejected promise.
 */
export function inSequence(...handlers: Array<RequestHandler | undefined>): RequestHandler {
  const chain = handlers.filter((handler): handler is RequestHandler => handler !== undefined);
  return (req: Request, res: Response, done: NextFunction) => {
    let at = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== null && error !== 'route') return done(error);
      const handler = chain[at++];
      if (!handler) return done();
      try {
        const answer: unknown = handler(req, res, next);
        if (answer instanceof Promise) {
          answer.then(undefined, (reason: unknown) => next(reason ?? new Error('Rejected promise')));
        }
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}
