// The OpenAI, Anthropic and Google adapters through their official SDKs,
// against local fake servers speaking each API: success, malformed answers,
// a refused key and a timeout. No test touches the internet.
import { createLogger } from '@ai-council/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdvisor } from '../src/ai/advisor';
import { AdvisorError, type AdvisorRequest } from '../src/ai/port';
import { providerAdvisor } from '../src/ai/providers';
import { agentCatalogue } from '../src/domain/board/agents';
import { sampleCompany } from '@ai-council/contracts/testing';
import { keyOf, startFakeProvider, type FakeProvider, type ProviderName } from './support/fake-providers';
import { validKeys } from './support/keys';

const providers: ProviderName[] = ['openai', 'anthropic', 'google'];
const keys: Record<ProviderName, string> = {
  openai: validKeys.openai,
  anthropic: validKeys.anthropic,
  google: validKeys.google,
};
const fakes = {} as Record<ProviderName, FakeProvider>;

beforeAll(async () => {
  for (const p of providers) fakes[p] = await startFakeProvider(p);
});
afterAll(async () => {
  for (const p of providers) await fakes[p].close();
});

const speech = z.object({ text: z.string().trim().min(1) });
const cfo = agentCatalogue.find((a) => a.id === 'cfo')!;
const request: AdvisorRequest<{ text: string }> = {
  task: 'chat',
  agent: cfo,
  company: sampleCompany(),
  prompt: 'The player asks: "Can we afford a new office?"',
  internal: () => ({ text: 'Internal voice: cash is $800K.' }),
};
const model = (p: ProviderName, timeoutMs = 2_000) =>
  providerAdvisor(p, { apiKey: keys[p], baseUrl: fakes[p].baseUrl, timeoutMs });

async function failureOf(promise: Promise<unknown>): Promise<AdvisorError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AdvisorError) return error;
    throw error;
  }
  throw new Error('expected the adapter to fail');
}

describe.each(providers)('the %s adapter', (p) => {
  it('when the provider answers well, then the answer is validated and returned, and the request carried the key, persona and company', async () => {
    fakes[p].mode = 'success';
    fakes[p].answer = { text: `Answer from ${p}.` };
    const before = fakes[p].requests.length;
    await expect(model(p).generate(request, speech)).resolves.toEqual({ text: `Answer from ${p}.` });
    const sent = fakes[p].requests[before]!;
    expect(keyOf(sent)).toBe(keys[p]);
    const body = JSON.stringify(sent.body);
    expect(body).toContain('You are Marcus Webb, Chief Financial Officer');
    expect(body).toContain('cash $900K');
    expect(body).toContain('Can we afford a new office?');
    expect(body).toContain('JSON Schema');
  });

  it('when the provider answers prose instead of JSON, then a malformed-answer error', async () => {
    fakes[p].mode = 'prose';
    expect((await failureOf(model(p).generate(request, speech))).kind).toBe('malformed');
  });

  it('when the provider answers JSON of the wrong shape, then a malformed-answer error', async () => {
    fakes[p].mode = 'wrong-shape';
    expect((await failureOf(model(p).generate(request, speech))).kind).toBe('malformed');
  });

  it('when the provider refuses the key (401), then an auth error', async () => {
    fakes[p].mode = 'unauthorized';
    const error = await failureOf(model(p).generate(request, speech));
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain(keys[p]);
  });

  it('when the provider does not answer in time, then a timeout error, on time', async () => {
    fakes[p].mode = 'slow';
    const started = Date.now();
    expect((await failureOf(model(p, 300).generate(request, speech))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('the advisor: which voice answers', () => {
  const logger = createLogger('advisor-test', 'silent');
  const advisorWith = (key: string | null) =>
    createAdvisor({
      keyFor: async () =>
        key ? { id: 'key-1', provider: 'openai' as const, keyName: 'Test', key, monthlyCapUsd: null } : null,
      logger,
      timeoutMs: 300,
      baseUrls: {
        openai: fakes.openai.baseUrl,
        anthropic: fakes.anthropic.baseUrl,
        google: fakes.google.baseUrl,
      },
    });

  it('when the player is in demo mode, then the internal voice answers without calling anyone', async () => {
    const before = fakes.openai.requests.length;
    const result = await advisorWith(validKeys.openai).speak(
      { userId: 'u', gameMode: 'demo' },
      request,
      speech,
    );
    expect(result).toEqual({ value: { text: 'Internal voice: cash is $800K.' }, voice: 'internal' });
    expect(fakes.openai.requests.length).toBe(before);
  });

  it("when in llm mode without a key for the agent's provider, then the internal voice", async () => {
    const result = await advisorWith(null).speak({ userId: 'u', gameMode: 'llm' }, request, speech);
    expect(result.voice).toBe('internal');
  });

  it('when in llm mode with a key and the provider answers, then the LLM voice', async () => {
    fakes.openai.mode = 'success';
    fakes.openai.answer = { text: 'Straight from the model.' };
    const result = await advisorWith(validKeys.openai).speak(
      { userId: 'u', gameMode: 'llm' },
      request,
      speech,
    );
    expect(result).toEqual({ value: { text: 'Straight from the model.' }, voice: 'llm' });
  });

  it.each(['prose', 'wrong-shape', 'unauthorized', 'slow'] as const)(
    'when the provider fails (%s), then the internal voice answers, marked internal-fallback',
    async (mode) => {
      fakes.openai.mode = mode;
      const result = await advisorWith(validKeys.openai).speak(
        { userId: 'u', gameMode: 'llm' },
        request,
        speech,
      );
      expect(result).toEqual({
        value: { text: 'Internal voice: cash is $800K.' },
        voice: 'internal-fallback',
      });
    },
  );
});
