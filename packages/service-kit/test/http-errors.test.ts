// The one error handler: a caller's bad input is a 400 with a sentence; a
// service's own answer that breaks its contract is a 500, logged, and never
// blamed on the caller.
import { Router } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp, createLogger, parseInput } from '../src/index';
import { signTestToken, testTokenKeys } from '../src/testing/index';

const answer = z.object({ quarter: z.number().int() });

function app() {
  const api = Router();
  api.post('/echo', (req, res) => {
    const input = parseInput(z.object({ quarter: z.number().int() }), req.body);
    res.json(answer.parse(input));
  });
  // A service bug: the answer does not fit the contract.
  api.get('/broken', (_req, res) => {
    res.json(answer.parse({ quarter: 'three' }));
  });
  return createHttpApp({
    logger: createLogger('test', 'silent'),
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
