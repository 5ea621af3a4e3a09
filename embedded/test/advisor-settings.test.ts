// `npm start` honours the advisor settings svc-council reads in the
// distributed mode (issue 14): a provider's base URL, its model name and the
// advisor timeout. A local fake OpenAI server stands in for the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from 'svc-council/testing/fake-providers';
import { validKeys } from 'svc-council/testing/keys';
import { embeddedSystemForSuite, llmPlayerWithKey } from './support/system';

let openai: FakeProvider;
beforeAll(async () => {
  openai = await startFakeProvider('openai');
});
afterAll(() => openai.close());

const suite = embeddedSystemForSuite('advisor-settings', {
  // Read when the suite's beforeAll starts the system, after the fake is up.
  get OPENAI_BASE_URL() {
    return openai.baseUrl;
  },
  OPENAI_MODEL: 'gpt-council-test',
  ADVISOR_TIMEOUT_MS: '400',
});

describe('advisor settings under npm start', () => {
  it('asks the configured provider address for the configured model, and gives up after the configured timeout', async () => {
    const { player } = await llmPlayerWithKey(suite.system.url, {
      firstName: 'Lena',
      keyName: 'Test key',
      encryptedKey: validKeys.openaiProject,
    });
    await player.until<unknown[]>('/api/scenarios', (list) => list.length > 0);

    openai.mode = 'success';
    openai.answer = { text: 'Cash covers two quarters of payroll.' };
    const before = openai.requests.length;
    const asked = await player.call('POST', '/api/communications/to-agent', {
      agentName: 'Marcus Webb',
      message: 'Can we afford a new office?',
    });
    expect(asked.status).toBe(201);
    const sent = openai.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((r) => r.body.model === 'gpt-council-test')).toBe(true);

    openai.mode = 'slow'; // answers after 8 s
    const started = Date.now();
    const late = await player.call('POST', '/api/communications/to-agent', {
      agentName: 'Marcus Webb',
      message: 'And a second office?',
    });
    const waited = Date.now() - started;
    console.log(`advisor timeout 400 ms: the answer came after ${waited} ms (the provider would take 8,000)`);
    expect(late.status).toBe(201);
    expect(waited).toBeLessThan(4_000);
  });
});
