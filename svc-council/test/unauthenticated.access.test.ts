// Every svc-council call sits behind the gateway's signed user token.
import { generateTokenKeys, signUserToken } from '@ai-council/service-kit';
import { signTestToken } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startHarness } from './support/harness';

const h = startedForFile(() => startHarness());

const calls = [
  ['get', '/api/dashboard/overview'],
  ['get', '/api/agents'],
  ['post', '/api/agents/simulate-action'],
  ['post', '/api/agents/request-recommendation'],
  ['post', '/api/council/emergency'],
  ['post', '/api/council/meetings'],
  ['patch', '/api/council/m1/end'],
  ['get', '/api/council/active'],
  ['get', '/api/council/meetings'],
  ['post', '/api/council/m1/messages'],
  ['get', '/api/council/m1/transcript'],
  ['get', '/api/communications'],
  ['get', '/api/communications/agent/cfo'],
  ['post', '/api/communications/to-agent'],
  ['get', '/api/scenarios'],
  ['patch', '/api/scenarios/s1'],
  ['post', '/api/scenarios/generate'],
  ['post', '/api/scenarios/request-analysis'],
  ['post', '/api/game/trigger-agent-scenarios'],
  ['get', '/api/api-keys'],
  ['post', '/api/api-keys'],
  ['delete', '/api/api-keys/k1'],
] as const;

describe('calls without a valid user token', () => {
  it.each(calls)('when %s %s has no token, then 401 "Sign in to continue."', async (method, path) => {
    const res = await h.http[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Sign in to continue.' });
  });

  it('when the token has expired, was signed with another key or for another service, then 401', async () => {
    const player = { sub: 'u', gameMode: 'demo' as const, firstName: null };
    const expired = signTestToken(player, 'svc-council', { ttlSeconds: -10 });
    const foreign = signUserToken(player, generateTokenKeys().privateKey, { audience: 'svc-council' });
    const forGame = signTestToken(player, 'svc-game');
    for (const token of [expired, foreign, forGame]) {
      expect((await h.http.get('/api/agents').set('x-user-token', token)).status).toBe(401);
    }
  });

  it('when the body is not JSON, then 400 with a message, not a crash', async () => {
    const res = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', h.token('u'))
      .set('content-type', 'application/json')
      .send('{"agentName": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});
