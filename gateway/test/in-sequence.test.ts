// Middlewares run as one router layer behave as the router runs them: in
// order, the rest skipped once one answers or fails, a throw or a rejected
// promise reaching the error handler as the router's `next(error)` would.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { inSequence } from '../src/middleware/in-sequence';

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('x-ran', name);
    next();
  };
const answered: ErrorRequestHandler = (error: Error, _req, res, _next) => {
  res.status(418).json({ message: error.message });
};

function appWith(...handlers: Array<RequestHandler | undefined>) {
  const app = express();
  app.use('/api', inSequence(...handlers));
  app.get('/api/after', mark('route'), (req, res) =>
    res.json({ path: req.path, ran: res.getHeader('x-ran') }),
  );
  app.use(answered);
  return app;
}

describe('inSequence', () => {
  it('when every handler passes on, then they ran in order under the mount, and the route after them answers', async () => {
    const seen: string[] = [];
    const record: RequestHandler = (req, _res, next) => {
      seen.push(`${req.baseUrl} ${req.path}`);
      next();
    };
    const res = await supertest(appWith(mark('a'), undefined, record, mark('b')))
      .get('/api/after')
      .expect(200);
    expect(res.body.ran).toEqual(['a', 'b', 'route']);
    expect(seen).toEqual(['/api /after']);
  });

  it('when a handler answers, then the handlers after it never run', async () => {
    const stop: RequestHandler = (_req, res) => {
      res.status(204).end();
    };
    const res = await supertest(appWith(mark('a'), stop, mark('b')))
      .get('/api/after')
      .expect(204);
    expect(res.headers['x-ran']).toBe('a');
  });

  it.each([
    ['calls next with an error', ((_req, _res, next) => next(new Error('refused'))) as RequestHandler],
    [
      'throws',
      (() => {
        throw new Error('refused');
      }) as RequestHandler,
    ],
    ['returns a rejected promise', (async () => Promise.reject(new Error('refused'))) as RequestHandler],
  ])('when a handler %s, then the error handler answers and the rest is skipped', async (_how, failing) => {
    const res = await supertest(appWith(mark('a'), failing, mark('b')))
      .get('/api/after')
      .expect(418);
    expect(res.body).toEqual({ message: 'refused' });
    expect(res.headers['x-ran']).toBe('a');
  });
});
