// Streamed answers in llm mode: a browser that asks for text/event-stream gets
// the model's words as `text` events while each provider (fake OpenAI,
// Anthropic and Google servers streaming their own formats) generates them,
// then `done` with the answer the JSON route gives; the tokens the stream
// reports are counted as any call's. Demo mode answers JSON as before.
import { apiKeyListSchema, meetingMessageResponseSchema, toAgentResponseSchema } from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor } from '../src/ai/advisor';
import * as adapters from '../src/ai/providers';
import { agentCatalogue } from '../src/domain/board/agents';
import { createLogger } from '@ai-council/service-kit';
import { sampleCompany } from '@ai-council/contracts/testing';
import { z } from 'zod';
import { type FakeProvider, type ProviderName, FAKE_PROVIDERS } from './support/fake-providers';
import { uniqueUser, type Harness } from './support/harness';
import { startHarnessWithFakeProviders } from './support/with-fake-providers';
import { validKeys } from './support/keys';

const providers = FAKE_PROVIDERS;
const agentOf: Record<ProviderName, string> = { openai: 'cfo', anthropic: 'ceo', google: 'chro' };
let h: Harness;
let fakes: Record<ProviderName, FakeProvider>;
let close: () => Promise<void>;

beforeAll(async () => ({ h, fakes, close } = await startHarnessWithFakeProviders()));
afterAll(() => close());

interface SseEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as unknown,
    }));
}

/** What a browser that can read a stream accepts: the stream, else JSON. */
const BROWSER_ACCEPT = 'text/event-stream, application/json';

/** A request that says which answers it accepts. */
const accepting = (accept: string, path: string, token: string, body: object) =>
  h.http.post(path).set('x-user-token', token).set('Accept', accept).send(body);

const streamed = (path: string, token: string, body: unknown) =>
  accepting(BROWSER_ACCEPT, path, token, body as object)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

async function llmPlayer(label: string) {
  const token = h.token(uniqueUser(label), 'llm');
  for (const provider of providers)
    await h.addKey(token, { provider, keyName: provider, encryptedKey: validKeys[provider] }).expect(201);
  return token;
}

describe('a chat answer, streamed', () => {
  it.each(providers)(
    'when a %s agent answers a player who asks for a stream, then the words come as text events, then done with the reply, and the tokens are counted',
    async (provider) => {
      const token = await llmPlayer(`stream-${provider}`);
      const words = `Streamed from ${provider}: keep "four" quarters of runway,\nand cut the travel budget by 20%.`;
      fakes[provider].answer = { text: words };
      fakes[provider].usage = { inputTokens: 640, outputTokens: 48 };
      const res = await streamed('/api/communications/to-agent', token, {
        agentName: agentOf[provider],
        message: 'Runway?',
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['x-accel-buffering']).toBe('no');
      const events = eventsOf(res.body as string);
      const texts = events.filter((e) => e.event === 'text').map((e) => (e.data as { delta: string }).delta);
      expect(texts.length).toBeGreaterThan(3);
      expect(texts.join('')).toBe(words);
      expect(events.at(-1)!.event).toBe('done');
      const answer = toAgentResponseSchema.parse(events.at(-1)!.data);
      expect(answer.reply).toMatchObject({ voice: 'llm', message: words });
      // The provider was asked to stream.
      const asked = fakes[provider].requests.at(-1)!;
      if (provider === 'google') expect(asked.path).toMatch(/:streamGenerateContent$/);
      else expect(asked.body.stream).toBe(true);

      const keys = apiKeyListSchema.parse(
        (await h.http.get('/api/api-keys').set('x-user-token', token)).body,
      );
      expect(keys.find((k) => k.provider === provider)!.usage).toMatchObject({
        calls: 1,
        inputTokens: 640,
        outputTokens: 48,
      });
    },
  );

  it('when the player is in demo mode, then the same call answers JSON at once (the internal voice has nothing to stream)', async () => {
    const token = h.token(uniqueUser('stream-demo'), 'demo');
    const res = await accepting(BROWSER_ACCEPT, '/api/communications/to-agent', token, {
      agentName: 'cfo',
      message: 'Runway?',
    });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(toAgentResponseSchema.parse(res.body).reply.voice).toBe('internal');
  });

  it('when the request is refused before any word (an unknown agent), then it is an ordinary 404 with its message', async () => {
    const token = await llmPlayer('stream-refused');
    const res = await accepting('text/event-stream', '/api/communications/to-agent', token, {
      agentName: 'nobody',
      message: 'Hello?',
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });

  it('when the model fails after its words began, then done carries the internal voice, marked as the fallback', async () => {
    const token = await llmPlayer('stream-bad');
    fakes.openai.mode = 'wrong-shape';
    try {
      const res = await streamed('/api/communications/to-agent', token, {
        agentName: 'cfo',
        message: 'Runway?',
      });
      const last = eventsOf(res.body as string).at(-1)!;
      expect(last.event).toBe('done');
      expect(toAgentResponseSchema.parse(last.data).reply.voice).toBe('internal-fallback');
    } finally {
      fakes.openai.mode = 'success';
    }
  });
});

describe('a council meeting, streamed', () => {
  it('when the player speaks in a meeting, then each answering agent’s words stream under its id', async () => {
    const token = await llmPlayer('stream-meeting');
    for (const p of providers) fakes[p].answer = { text: `The ${p} view: contain it first.` };
    const meeting = await h.http
      .post('/api/council/emergency')
      .set('x-user-token', token)
      .send({ emergencyType: 'security-breach', description: 'Breach', reason: 'Breach' });
    expect(meeting.status).toBe(201);
    const res = await streamed(`/api/council/${meeting.body.id as string}/messages`, token, {
      message: 'What do we do first?',
    });
    expect(res.status).toBe(200);
    const events = eventsOf(res.body as string);
    const done = meetingMessageResponseSchema.parse(events.at(-1)!.data);
    for (const reply of done.replies.filter((r) => r.voice === 'llm')) {
      const words = events
        .filter((e) => e.event === 'text' && (e.data as { agentId?: string }).agentId === reply.agentId)
        .map((e) => (e.data as { delta: string }).delta)
        .join('');
      expect(words).toBe(reply.content);
    }
    expect(done.replies.some((r) => r.voice === 'llm')).toBe(true);
  });
});

describe('the adapters, streaming', () => {
  it.each(providers)(
    'when %s streams an answer, then onText hears it grow and the reported tokens are told',
    async (p) => {
      const tokens: unknown[] = [];
      const seen: string[] = [];
      fakes[p].answer = { text: 'Alpha beta gamma delta epsilon.' };
      fakes[p].usage = { inputTokens: 77, outputTokens: 9 };
      const advisor = createAdvisor({
        keyFor: async () => ({ id: 'k', provider: p, keyName: 'k', key: validKeys[p], monthlyCapUsd: null }),
        logger: createLogger('stream-test', 'silent'),
        timeoutMs: 3_000,
        baseUrls: { [p]: fakes[p].baseUrl },
        modelFor: (provider, options) => {
          const { providerAdvisor } = adapters;
          return providerAdvisor(provider, {
            ...options,
            onUsage: (t) => (tokens.push(t), options.onUsage?.(t)),
          });
        },
      });
      const agent = agentCatalogue.find((a) => a.provider === p)!;
      const result = await advisor.speak(
        { userId: 'u', gameMode: 'llm' },
        {
          task: 'chat',
          agent,
          company: sampleCompany(),
          prompt: 'Hi',
          internal: () => ({ text: 'internal' }),
        },
        z.object({ text: z.string() }),
        { onText: (soFar) => seen.push(soFar) },
      );
      expect(result).toEqual({ value: { text: 'Alpha beta gamma delta epsilon.' }, voice: 'llm' });
      expect(seen.length).toBeGreaterThan(2);
      expect(seen.at(-1)).toBe('Alpha beta gamma delta epsilon.');
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.startsWith(seen[i - 1]!)).toBe(true);
      expect(tokens).toEqual([expect.objectContaining({ inputTokens: 77, outputTokens: 9 })]);
    },
  );
});
