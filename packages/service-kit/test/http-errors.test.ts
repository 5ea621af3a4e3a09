// The one error handler: a caller's bad input is a 400 with a sentence; a
// service's own answer that breaks its contract is a 500, logged, and never
// blamed on the caller.
import { Router } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp, createLogger, MAX_BODY_DEPTH, parseInput } from '../src/index';
import { signTestToken, testTokenKeys } from '../src/testing/index';

const answer = z.object({ quarter: z.number().int() });

/** Every line the service logs at error or above. */
const errorLines: string[] = [];
const logger = createLogger('test', 'warn');
logger.error = ((...args: unknown[]) => {
  errorLines.push(JSON.stringify(args));
}) as typeof logger.error;

/** An object nesting `levels` deep with a `$` key at the bottom. */
const nested = (levels: number): unknown =>
  Array.from({ length: levels - 1 }).reduce<unknown>((inner) => ({ a: inner }), { $where: 'x' });

function app() {
  const api = Router();
  api.post('/echo', (req, res) => {
    const input = parseInput(z.object({ quarter: z.number().int() }), req.body);
    res.json(answer.parse(input));
  });
  api.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  api.post('/things/:id', (req, res) => {
    res.json({ id: req.params.id, body: req.body as unknown });
  });
  // A service bug: the answer does not fit the contract.
  api.get('/broken', (_req, res) => {
    res.json(answer.parse({ quarter: 'three' }));
  });
  return createHttpApp({
    logger,
    tokens: { publicKey: testTokenKeys.publicKey, audience: 'svc-game' },
    api,
    ready: async () => {},
  });
}

const token = signTestToken({ sub: 'u1', gameMode: 'demo', firstName: null }, 'svc-game');

describe('the error handler', () => {
  it('when the input breaks its schema, then the answer is 400 naming the field', async () => {
    const res = await supertest(app())
      .post('/api/echo')
      .set('x-user-token', token)
      .send({ quarter: 'x' })
      .expect(400);
    expect(res.body.message).toMatch(/quarter/);
  });

  it('when the service’s own answer breaks its contract, then it is a 500 with a plain sentence', async () => {
    const res = await supertest(app()).get('/api/broken').set('x-user-token', token).expect(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});

describe('client input the router or the body parser meets first', () => {
  it('when a path parameter has a malformed % escape, then it is a 400 with a sentence and no error is logged', async () => {
    errorLines.length = 0;
    for (const id of ['%E0%A4%A', '%zz', '%', 'a%2', '%C0%80']) {
      const got = await supertest(app()).get(`/api/things/${id}`).set('x-user-token', token).expect(400);
      expect(got.body).toEqual({ message: 'The address has a malformed % escape.' });
      await supertest(app()).post(`/api/things/${id}`).set('x-user-token', token).send({}).expect(400);
    }
    // The probes and the unknown-call answer meet the same router.
    await supertest(app()).get('/api/nothing/%zz').set('x-user-token', token).expect(404);
    expect(errorLines).toEqual([]);
  });

  it(`when a body nests deeper than ${MAX_BODY_DEPTH} levels, then it is a 400 with a sentence; at ${MAX_BODY_DEPTH} it passes`, async () => {
    errorLines.length = 0;
    const deep = await supertest(app())
      .post('/api/things/1')
      .set('x-user-token', token)
      .send(nested(MAX_BODY_DEPTH + 1) as object)
      .expect(400);
    expect(deep.body).toEqual({ message: `The request body nests deeper than ${MAX_BODY_DEPTH} levels.` });
    const arrays = `${'['.repeat(5_000)}1${']'.repeat(5_000)}`;
    await supertest(app())
      .post('/api/things/1')
      .set('x-user-token', token)
      .set('content-type', 'application/json')
      .send(arrays)
      .expect(400);
    await supertest(app())
      .post('/api/things/1')
      .set('x-user-token', token)
      .send(nested(MAX_BODY_DEPTH) as object)
      .expect(200);
    expect(errorLines).toEqual([]);
  });
});
