import { apiKeyListSchema, apiKeyRecordSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { validKeys } from './support/keys';
import { startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const add = (userId: string, body: unknown) => h.postAs(userId, '/api/api-keys', body, 'llm');

describe('POST /api/api-keys: the SPEC §5 rules, server-side, word for word', () => {
  it.each([
    ['no provider', { keyName: 'Main', encryptedKey: validKeys.openai }],
    ['an unknown provider', { provider: 'mistral', keyName: 'Main', encryptedKey: validKeys.openai }],
    ['no key name', { provider: 'openai', encryptedKey: validKeys.openai }],
    ['a blank key name', { provider: 'openai', keyName: '  ', encryptedKey: validKeys.openai }],
    ['no key', { provider: 'openai', keyName: 'Main' }],
  ])('when the request has %s, then "Please fill in all required fields."', async (_label, body) => {
    const res = await add('x', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all required fields.');
  });

  it('when the key is shorter than 10 characters, then "API key appears to be too short or invalid."', async () => {
    const res = await add('x', { provider: 'google', keyName: 'Main', encryptedKey: 'AIza123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('API key appears to be too short or invalid.');
  });

  it.each([
    ['openai', 'OpenAI', 'sk-this-is-not-a-real-openai-key'],
    ['openai', 'OpenAI', 'sk-proj-tooShort123456789'],
    ['anthropic', 'Anthropic', `sk-ant-api03-${'x'.repeat(94)}`],
    ['anthropic', 'Anthropic', validKeys.openai],
    ['google', 'Google', `${validKeys.google}X`],
    ['google', 'Google', 'AIza with spaces in it, 39 characters!!'],
  ])('when a %s key has the wrong format, then the format message names %s', async (provider, name, key) => {
    const res = await add('x', { provider, keyName: 'Main', encryptedKey: key });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Invalid API Key Format: The API key format is not valid for ${name}.`);
  });

  it.each([
    ['openai', validKeys.openai],
    ['openai', validKeys.openaiProject],
    ['anthropic', validKeys.anthropic],
    ['google', validKeys.google],
  ])(
    'when a well-formed %s key is added, then 201 with provider, name and date, its usage and cap, never the key',
    async (provider, key) => {
      const userId = uniqueUser('add');
      const res = await add(userId, { provider, keyName: '  Team key  ', encryptedKey: key });
      expect(res.status).toBe(201);
      const record = apiKeyRecordSchema.parse(res.body);
      expect(record).toMatchObject({ provider, keyName: 'Team key' });
      expect(Object.keys(res.body).sort()).toEqual([
        'createdAt',
        'id',
        'keyName',
        'monthlyCapUsd',
        'provider',
        'usage',
      ]);
      expect(record).toMatchObject({ monthlyCapUsd: null, usage: { calls: 0, estimatedUsd: 0, byDay: [] } });
      expect(JSON.stringify(res.body)).not.toContain(key);
    },
  );
});

describe('GET and DELETE /api/api-keys', () => {
  it('when keys are listed and one is deleted, then the list shows provider, name and date, and then one fewer', async () => {
    const userId = uniqueUser('list');
    const token = h.token(userId, 'llm');
    const a = (await add(userId, { provider: 'openai', keyName: 'A', encryptedKey: validKeys.openai })).body;
    h.clock.advance(1000);
    await add(userId, { provider: 'google', keyName: 'B', encryptedKey: validKeys.google });
    const listed = apiKeyListSchema.parse(
      (await h.http.get('/api/api-keys').set('x-user-token', token)).body,
    );
    expect(listed.map((k) => k.keyName)).toEqual(['B', 'A']);
    expect(JSON.stringify(listed)).not.toMatch(/sk-|AIza/);
    const del = await h.http.delete(`/api/api-keys/${a.id}`).set('x-user-token', token);
    expect(del.status).toBe(204);
    const after = apiKeyListSchema.parse((await h.http.get('/api/api-keys').set('x-user-token', token)).body);
    expect(after.map((k) => k.keyName)).toEqual(['B']);
    expect((await h.http.delete(`/api/api-keys/${a.id}`).set('x-user-token', token)).status).toBe(404);
  });

  it('when no token is sent, then 401', async () => {
    expect((await h.http.get('/api/api-keys')).status).toBe(401);
    expect((await h.http.post('/api/api-keys').send({})).status).toBe(401);
    expect((await h.http.delete('/api/api-keys/x')).status).toBe(401);
    expect((await h.http.put('/api/api-keys/x/cap').send({ monthlyCapUsd: 5 })).status).toBe(401);
  });

  it('when an llm-mode player stores a key, then the agents of that provider become LLM-powered', async () => {
    const userId = uniqueUser('llm');
    await add(userId, { provider: 'anthropic', keyName: 'Claude', encryptedKey: validKeys.anthropic });
    const agents = (await h.http.get('/api/agents').set('x-user-token', h.token(userId, 'llm')))
      .body as Array<{ id: string; aiType: string; llmProvider: string }>;
    for (const a of agents) expect(a.aiType).toBe(a.llmProvider === 'anthropic' ? 'llm' : 'internal');
    expect(agents.find((a) => a.id === 'ceo')!.aiType).toBe('llm');
    // The same player in demo mode stays internal.
    const demo = (await h.http.get('/api/agents').set('x-user-token', h.token(userId, 'demo')))
      .body as Array<{ aiType: string }>;
    expect(demo.every((a) => a.aiType === 'internal')).toBe(true);
  });
});
