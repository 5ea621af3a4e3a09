// A player's own local model (an OpenAI-compatible server: Ollama, LM Studio,
// vLLM) at an address the operator allows in LOCAL_MODEL_HOSTS, and nowhere
// else: a URL naming another host is refused, and so is a name that resolves
// to an address not allowed (localhost, or this machine's own name from
// /etc/hosts), both when the key is added and when the call connects.
import { apiKeyListSchema, apiKeyRecordSchema, toAgentResponseSchema } from '@ai-council/contracts';
import { hostname } from 'node:os';
import { testTokenKeys } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHostPolicy } from '../src/ai/local-hosts';
import { loadCouncilConfig } from '../src/config';
import { startFakeProvider, type FakeProvider } from './support/fake-providers';
import { startHarness, uniqueUser, type Harness } from './support/harness';

const baseEnv = { TOKEN_PUBLIC_KEY: testTokenKeys.publicKey };
let fake: FakeProvider;
let port: string;

beforeAll(async () => {
  // A local model speaks OpenAI's API.
  fake = await startFakeProvider('openai');
  port = new URL(fake.baseUrl).port;
});
afterAll(async () => {
  await fake.close();
});

describe('LOCAL_MODEL_HOSTS: which servers a local model may be at', () => {
  it('when it is not set (a deployed service), then no server is allowed, not even loopback', async () => {
    const none = localHostPolicy(undefined);
    expect(await none.refusal(`http://127.0.0.1:${port}/v1`)).toMatch(/allows no local models/);
    expect(loadCouncilConfig(baseEnv).LOCAL_MODEL_HOSTS).toBe('');
  });

  it('when it is loopback, then 127.0.0.1, [::1] and names resolving to loopback (localhost, /etc/hosts) are allowed, and nothing else', async () => {
    const loopback = localHostPolicy('loopback');
    for (const allowed of [
      `http://127.0.0.1:${port}/v1`,
      `http://localhost:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `https://127.8.9.10/v1`,
    ])
      expect(await loopback.refusal(allowed), allowed).toBeNull();
    for (const refused of [
      'http://10.0.0.5:11434/v1',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.20:1234/v1',
      'http://[::ffff:10.0.0.1]/v1',
      'http://8.8.8.8/v1',
    ])
      expect(await loopback.refusal(refused), refused).toMatch(/does not allow local models there/);
  });

  it('when a name resolves to an address that is not allowed, then it is refused, whatever the name', async () => {
    // Only one outside address is allowed: localhost and this machine's own name (/etc/hosts) resolve to loopback.
    const onlyOne = localHostPolicy('203.0.113.7');
    expect(await onlyOne.refusal(`http://localhost:${port}/v1`)).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), which is not allowed/,
    );
    expect(await onlyOne.refusal(`http://${hostname()}:${port}/v1`)).toMatch(
      /resolves to .*which is not allowed/,
    );
    expect(await onlyOne.refusal('http://203.0.113.7:8000/v1')).toBeNull();
    // A name that resolves inside the network, with a resolver the test controls.
    const inside = localHostPolicy('198.51.100.0/24', async () => [
      { address: '198.51.100.4', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ]);
    expect(await inside.refusal('http://models.example/v1')).toMatch(/resolves to 10\.1\.2\.3/);
    expect(await localHostPolicy('loopback').refusal('http://no-such-host.invalid/v1')).toMatch(
      /could not be resolved/,
    );
  });

  it('when the operator names a host, then that name is allowed as it resolves; other URL shapes are refused', async () => {
    const named = localHostPolicy('model-box, 10.0.0.0/8');
    expect(await named.refusal('http://model-box:11434/v1')).toBeNull();
    expect(await named.refusal('http://10.20.30.40:11434/v1')).toBeNull();
    expect(await named.refusal('ftp://model-box/v1')).toMatch(/http or https/);
    expect(await named.refusal('http://user:pw@model-box/v1')).toMatch(/user name or password/);
  });

  it('when the call itself connects, then the address is checked again (a name cannot resolve elsewhere in between)', async () => {
    const onlyOne = localHostPolicy('203.0.113.7');
    await expect(onlyOne.fetch(`http://localhost:${port}/v1/chat/completions`)).rejects.toThrow();
    const loopback = localHostPolicy('loopback');
    const res = await loopback.fetch(`http://localhost:${port}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'llama3.1:8b', messages: [] }),
    });
    expect(res.status).toBe(200);
  });

  it('when LOCAL_MODEL_HOSTS is malformed, then start-up stops and says what is wrong', () => {
    expect(() => loadCouncilConfig({ ...baseEnv, LOCAL_MODEL_HOSTS: '10.0.0.0/99' })).toThrow(
      /LOCAL_MODEL_HOSTS/,
    );
  });
});

describe('a local model over HTTP', () => {
  const add = (h: Harness, token: string, baseUrl: string, extra: Record<string, unknown> = {}) =>
    h.addKey(token, { provider: 'local', keyName: 'My Ollama', baseUrl, model: 'llama3.1:8b', ...extra });

  it('when the server allows no local models, then adding one is a 400 that says so, and nothing is stored', async () => {
    const h = await startHarness({});
    try {
      const token = h.token(uniqueUser('local-none'), 'llm');
      const res = await add(h, token, `http://127.0.0.1:${port}/v1`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Local Model Not Allowed: .*LOCAL_MODEL_HOSTS/);
      expect((await h.http.get('/api/api-keys').set('x-user-token', token)).body).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('when loopback is allowed, then a loopback model is stored without a key, answers the agents without keys of their own, and costs nothing', async () => {
    const h = await startHarness({ localModelHosts: 'loopback', advisorTimeoutMs: 5_000 });
    try {
      const token = h.token(uniqueUser('local-loopback'), 'llm');
      // Not allowed: an address inside the network, and a name resolving to one, even with loopback allowed.
      expect((await add(h, token, 'http://10.0.0.5:11434/v1')).status).toBe(400);
      // Bad shapes: the contract's messages.
      expect((await add(h, token, 'not a url')).body.message).toMatch(/^Invalid Server Address/);
      expect(
        (await add(h, token, `http://127.0.0.1:${port}/v1`, { model: 'bad model!' })).body.message,
      ).toMatch(/^Invalid Model Name/);
      expect((await add(h, token, '', { model: '' })).body.message).toMatch(/^Missing Information/);

      const res = await add(h, token, `http://localhost:${port}/v1`);
      expect(res.status).toBe(201);
      const record = apiKeyRecordSchema.parse(res.body);
      expect(record).toMatchObject({
        provider: 'local',
        baseUrl: `http://localhost:${port}/v1`,
        model: 'llama3.1:8b',
      });

      // The CEO's provider (Anthropic) has no key: the local model speaks for him.
      const agents = (await h.http.get('/api/agents').set('x-user-token', token)).body as Array<{
        id: string;
        aiType: string;
        llmProvider: string;
      }>;
      expect(agents.find((a) => a.id === 'ceo')).toMatchObject({ aiType: 'llm', llmProvider: 'local' });

      fake.answer = { text: 'Local model: keep a year of runway.' };
      fake.usage = { inputTokens: 2_000, outputTokens: 120 };
      const before = fake.requests.length;
      const reply = toAgentResponseSchema.parse(
        (
          await h.http
            .post('/api/communications/to-agent')
            .set('x-user-token', token)
            .send({ agentName: 'ceo', message: 'Runway?' })
        ).body,
      ).reply;
      expect(reply).toMatchObject({ voice: 'llm', message: 'Local model: keep a year of runway.' });
      expect(fake.requests.length).toBe(before + 1);
      expect(fake.requests[before]!.body).toMatchObject({ model: 'llama3.1:8b', max_tokens: 700 });

      const [listed] = apiKeyListSchema.parse(
        (await h.http.get('/api/api-keys').set('x-user-token', token)).body,
      );
      expect(listed!.usage).toMatchObject({
        calls: 1,
        inputTokens: 2_000,
        outputTokens: 120,
        estimatedUsd: 0,
      });

      // The same timeout and fallback as any provider.
      fake.mode = 'slow';
      const slow = await h.http
        .post('/api/communications/to-agent')
        .set('x-user-token', token)
        .send({ agentName: 'ceo', message: 'Runway?' });
      expect(slow.body.reply.voice).toBe('internal-fallback');
    } finally {
      fake.mode = 'success';
      await h.close();
    }
  });
});
