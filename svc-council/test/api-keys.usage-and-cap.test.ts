// What a player's own key costs them, against local fake OpenAI, Anthropic and
// Google servers over HTTP: every call's reported tokens are counted per key
// and day, priced by the price table; a monthly cap stops the key before the
// call (a burst overshoots by at most one call), the council says once when the
// key passes 80 % of its cap and once when it reaches it.
import {
  apiKeyListSchema,
  apiKeyRecordSchema,
  communicationSchema,
  toAgentResponseSchema,
} from '@ai-council/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { estimateUsd, PRICES_AS_OF } from '../src/ai/prices';
import { type FakeProvider, type ProviderName, FAKE_PROVIDERS } from './support/fake-providers';
import { generateScenario, uniqueUser, type Harness } from './support/harness';
import { startHarnessWithFakeProviders } from './support/with-fake-providers';
import { validKeys } from './support/keys';

const providers = FAKE_PROVIDERS;
/** An agent who speaks through each provider, and the model each adapter asks for by default. */
const agentOf: Record<ProviderName, string> = { openai: 'cfo', anthropic: 'ceo', google: 'chro' };
const modelOf: Record<ProviderName, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.0-flash',
};

let h: Harness;
let fakes: Record<ProviderName, FakeProvider>;
let close: () => Promise<void>;

beforeAll(async () => ({ h, fakes, close } = await startHarnessWithFakeProviders()));
afterAll(() => close());
beforeEach(() => {
  for (const p of providers) {
    fakes[p].mode = 'success';
    fakes[p].answer = { text: `Answer from ${p}.` };
    fakes[p].usage = { inputTokens: 10, outputTokens: 10 };
  }
});

async function playerWithKeys(label: string, which: readonly ProviderName[] = providers) {
  const token = h.token(uniqueUser(label), 'llm');
  const ids = {} as Record<ProviderName, string>;
  for (const provider of which) {
    const res = await h.addKey(token, {
      provider,
      keyName: `${provider} key`,
      encryptedKey: validKeys[provider],
    });
    expect(res.status).toBe(201);
    ids[provider] = apiKeyRecordSchema.parse(res.body).id;
  }
  return { token, ids };
}

const ask = (token: string, agentName: string, message = 'How is our cash?') =>
  h.http.post('/api/communications/to-agent').set('x-user-token', token).send({ agentName, message });

async function keysOf(token: string) {
  const res = await h.http.get('/api/api-keys').set('x-user-token', token);
  expect(res.status).toBe(200);
  return apiKeyListSchema.parse(res.body);
}

async function cfoNotices(token: string) {
  const res = await h.http.get('/api/communications/agent/cfo').set('x-user-token', token);
  return z
    .array(communicationSchema)
    .parse(res.body)
    .filter((m) => m.type === 'agent_action' && /cap/.test(m.message));
}

describe('usage: the tokens each provider reports, per key', () => {
  it.each(providers)(
    'when a %s agent answers, then its key lists the call and the reported tokens, priced by the table',
    async (provider) => {
      const { token, ids } = await playerWithKeys(`usage-${provider}`);
      fakes[provider].usage = { inputTokens: 1_234, outputTokens: 321 };
      expect((await ask(token, agentOf[provider])).body.reply.voice).toBe('llm');
      fakes[provider].usage = { inputTokens: 766, outputTokens: 179 };
      expect((await ask(token, agentOf[provider])).body.reply.voice).toBe('llm');

      const keys = await keysOf(token);
      const used = keys.find((k) => k.id === ids[provider])!;
      const expected = estimateUsd(provider, modelOf[provider], 2_000, 500);
      expect(expected).toBeGreaterThan(0);
      expect(used.usage).toMatchObject({
        month: '2030-01',
        calls: 2,
        inputTokens: 2_000,
        outputTokens: 500,
        pricesAsOf: PRICES_AS_OF,
      });
      expect(used.usage!.estimatedUsd).toBeCloseTo(expected, 12);
      expect(used.usage!.byDay).toEqual([
        {
          day: '2030-01-06',
          calls: 2,
          inputTokens: 2_000,
          outputTokens: 500,
          estimatedUsd: used.usage!.estimatedUsd,
        },
      ]);
      // The other keys were not used.
      for (const other of providers.filter((p) => p !== provider)) {
        expect(keys.find((k) => k.id === ids[other])!.usage).toMatchObject({
          calls: 0,
          estimatedUsd: 0,
          byDay: [],
        });
      }
      expect(used.monthlyCapUsd).toBeNull();
    },
  );

  it('when the price table is read, then it names the date its prices were taken and prices the default models', () => {
    expect(PRICES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // gpt-4o-mini: $0.15 per million input tokens, $0.60 per million output tokens.
    expect(estimateUsd('openai', 'gpt-4o-mini', 1_000_000, 1_000_000)).toBeCloseTo(0.75, 10);
    // A dated model name is priced as its family; an unknown one at the provider's dearest listed rate.
    expect(estimateUsd('anthropic', 'claude-3-5-haiku-20241022', 1_000_000, 0)).toBeCloseTo(0.8, 10);
    expect(estimateUsd('openai', 'gpt-9-unknown', 1_000_000, 0)).toBeGreaterThanOrEqual(15);
    expect(estimateUsd('local', 'llama3.1:8b', 1_000_000, 1_000_000)).toBe(0);
  });

  it('when the provider answers unusable JSON, then its tokens are still counted: the player pays for them', async () => {
    const { token, ids } = await playerWithKeys('usage-malformed', ['openai']);
    fakes.openai.mode = 'wrong-shape';
    fakes.openai.usage = { inputTokens: 500, outputTokens: 40 };
    expect((await ask(token, 'cfo')).body.reply.voice).toBe('internal-fallback');
    const used = (await keysOf(token)).find((k) => k.id === ids.openai)!;
    expect(used.usage).toMatchObject({ calls: 1, inputTokens: 500, outputTokens: 40 });
  });

  it('when the player previews a decision as they type, then no call is made on their key', async () => {
    const { token } = await playerWithKeys('usage-preview', ['openai']);
    const scenario = await generateScenario(h, token, { category: 'technology', title: 'Preview test' });
    const before = providers.map((p) => fakes[p].requests.length);
    for (const draft of ['The CTO', 'The CTO patches', 'The CTO patches the servers by Friday.']) {
      const res = await h.http
        .post(`/api/scenarios/${scenario.id}/preview`)
        .set('x-user-token', token)
        .send({ status: 'resolved', playerDecision: draft });
      expect(res.status).toBe(200);
    }
    expect(providers.map((p) => fakes[p].requests.length)).toEqual(before);
    expect((await keysOf(token))[0]!.usage!.calls).toBe(0);
  });

  it('when a key is deleted, then its usage goes with it and another player never sees it', async () => {
    const a = await playerWithKeys('usage-own', ['openai']);
    await ask(a.token, 'cfo');
    const b = await playerWithKeys('usage-other', ['openai']);
    expect((await keysOf(b.token))[0]!.usage!.calls).toBe(0);
    await h.http.delete(`/api/api-keys/${a.ids.openai}`).set('x-user-token', a.token).expect(204);
    expect(await keysOf(a.token)).toEqual([]);
  });
});

describe('the monthly cap', () => {
  const setCap = (token: string, id: string, monthlyCapUsd: unknown) =>
    h.http.put(`/api/api-keys/${id}/cap`).set('x-user-token', token).send({ monthlyCapUsd });

  it('when a cap is set, cleared or given a bad value, then the key lists it, or a 400 says what fits', async () => {
    const { token, ids } = await playerWithKeys('cap-set', ['openai']);
    const set = await setCap(token, ids.openai, 7.5);
    expect(set.status).toBe(200);
    expect(apiKeyRecordSchema.parse(set.body)).toMatchObject({ id: ids.openai, monthlyCapUsd: 7.5 });
    expect((await keysOf(token))[0]!.monthlyCapUsd).toBe(7.5);
    expect((await setCap(token, ids.openai, null)).body.monthlyCapUsd).toBeNull();
    for (const bad of [0, -3, 20_000, 'ten', undefined]) {
      const res = await setCap(token, ids.openai, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toMatch(/cap|dollars/i);
    }
    // Under one cent (issue 44): a 400 the player can act on, not a generic failure.
    for (const tiny of [0.001, 0.0099, 1e-9]) {
      const res = await setCap(token, ids.openai, tiny);
      expect(res.status, String(tiny)).toBe(400);
      expect(res.body.message).toBe(
        'A cap must be at least $0.01 a month. To have no cap, remove it instead.',
      );
    }
    expect((await setCap(token, ids.openai, 0.01)).body.monthlyCapUsd).toBe(0.01);
    expect((await setCap(token, ids.openai, null)).status).toBe(200);
    expect((await setCap(token, 'no-such-key', 5)).status).toBe(404);
    // Another player's key is not theirs to cap.
    const other = h.token(uniqueUser('cap-other'), 'llm');
    expect((await setCap(other, ids.openai, 5)).status).toBe(404);
    expect((await keysOf(token))[0]!.monthlyCapUsd).toBeNull();
  });

  it('when the key passes 80 % of its cap, the CFO says so once; at the cap no call reaches the provider and the internal voice says why', async () => {
    const { token, ids } = await playerWithKeys('cap-reached', ['openai']);
    // $0.30 a call at gpt-4o-mini's $0.15 per million input tokens; a $1 cap.
    fakes.openai.usage = { inputTokens: 2_000_000, outputTokens: 0 };
    expect((await setCap(token, ids.openai, 1)).status).toBe(200);

    for (let call = 1; call <= 2; call++) expect((await ask(token, 'cfo')).body.reply.voice).toBe('llm');
    expect(await cfoNotices(token)).toHaveLength(0);
    // $0.90: past 80 %.
    expect((await ask(token, 'cfo')).body.reply.voice).toBe('llm');
    const near = await cfoNotices(token);
    expect(near).toHaveLength(1);
    expect(near[0]!.message).toContain('has used an estimated $0.90 of its $1.00 monthly cap');
    // Still under the cap before it: this call goes, and takes the key past it (the one call a cap may overshoot by).
    expect((await ask(token, 'cfo')).body.reply.voice).toBe('llm');
    expect(await cfoNotices(token)).toHaveLength(1);

    const before = fakes.openai.requests.length;
    const capped = toAgentResponseSchema.parse((await ask(token, 'cfo')).body).reply;
    expect(fakes.openai.requests.length).toBe(before);
    expect(capped.voice).toBe('internal-fallback');
    expect(capped.message).toContain('Cash is $800K');
    expect(capped.voiceNote).toContain('reached its monthly cap of $1.00 ($1.20 estimated this month)');
    expect(capped.voiceNote).toContain('raise or clear the cap on the API Keys page');
    // Every advisor on that key, whatever it is asked, and the notice is given once.
    await ask(token, 'cto');
    const scenario = await generateScenario(h, token, { category: 'financial', title: 'Cap test' });
    const analysis = await h.http
      .post('/api/scenarios/request-analysis')
      .set('x-user-token', token)
      .send({ scenarioId: scenario.id, agentId: 'cfo' });
    expect(analysis.status).toBe(200);
    expect(analysis.body).toMatchObject({ voice: 'internal-fallback' });
    expect(analysis.body.voiceNote).toContain('reached its monthly cap');
    expect(fakes.openai.requests.length).toBe(before);
    const notices = await cfoNotices(token);
    expect(notices).toHaveLength(2);
    expect(notices.filter((n) => n.message.includes('reached its monthly cap'))).toHaveLength(1);
    expect((await keysOf(token))[0]!.usage).toMatchObject({ calls: 4, inputTokens: 8_000_000 });

    // Raising the cap brings the model back.
    expect((await setCap(token, ids.openai, 5)).status).toBe(200);
    expect((await ask(token, 'cfo')).body.reply.voice).toBe('llm');
    expect(fakes.openai.requests.length).toBe(before + 1);
  });

  it('when a burst of questions races at the cap, then it overshoots by at most one call', async () => {
    const { token, ids } = await playerWithKeys('cap-burst', ['openai']);
    // $0.30 spent before the burst, so a cap 2.5 calls above it is over the one-cent least a cap may be.
    fakes.openai.usage = { inputTokens: 2_000_000, outputTokens: 0 };
    expect((await ask(token, 'cfo')).body.reply.voice).toBe('llm');
    const earlier = (await keysOf(token))[0]!.usage!.estimatedUsd;
    // A realistic call: within what the cap reserves for one (its prompt, at most 700 tokens out).
    fakes.openai.usage = { inputTokens: 900, outputTokens: 300 };
    fakes.openai.streamDelayMs = 0;
    const perCall = estimateUsd('openai', 'gpt-4o-mini', 900, 300);
    const cap = earlier + perCall * 2.5;
    expect((await setCap(token, ids.openai, cap)).status).toBe(200);
    const before = fakes.openai.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(token, i % 2 ? 'cfo' : 'cto', `Question ${i}: our cash?`)),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const reached = fakes.openai.requests.length - before;
    const spent = (await keysOf(token))[0]!.usage!.estimatedUsd;
    console.log(
      `cap burst: 8 questions at once, ${reached} reached the provider; spent $${spent.toFixed(6)} of a $${cap.toFixed(6)} cap (one call $${perCall.toFixed(6)})`,
    );
    expect(reached).toBeLessThan(8);
    expect(spent).toBeLessThanOrEqual(cap + perCall + 1e-12);
    expect(answers.filter((a) => a.body.reply.voice === 'llm')).toHaveLength(reached);
  });
});
