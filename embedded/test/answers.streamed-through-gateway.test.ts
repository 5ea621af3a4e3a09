// Streamed answers pass through the gateway as they come, both ways it reaches
// svc-council (handed the call on one thread, or proxied to its own): against a fake
// model that writes slowly, the player's first words arrive before the model
// has written its last. The gateway's auth and limits apply as to any call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from 'svc-council/testing/fake-providers';
import { validKeys } from 'svc-council/testing/keys';
import { embeddedSystemForSuite, llmPlayerWithKey } from './support/system';

let openai: FakeProvider;
beforeAll(async () => {
  openai = await startFakeProvider('openai');
});
afterAll(() => openai.close());

const words =
  'Keep four quarters of runway, cut travel by a fifth this quarter, and review the hiring plan with me on Friday.';

describe.each([
  ['in process', false],
  ['proxied to its thread', true],
] as const)('through the gateway (%s)', (_title, onThreads) => {
  const suite = embeddedSystemForSuite(
    `stream-${onThreads ? 'threads' : 'one'}`,
    {
      get OPENAI_BASE_URL() {
        return openai.baseUrl;
      },
    },
    { onThreads },
  );

  it('when an llm-mode player asks a slow model, then the first words reach them before the model writes its last', async () => {
    const url = suite.system.url;
    const { cookie, player } = await llmPlayerWithKey(url, {
      firstName: 'Sam',
      keyName: 'Mine',
      encryptedKey: validKeys.openaiProject,
    });
    await player.until<unknown[]>('/api/agents', (agents) => agents.length > 0);

    openai.mode = 'success';
    openai.answer = { text: words };
    openai.streamDelayMs = 40;
    const res = await fetch(`${url}/api/communications/to-agent`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ agentName: 'Marcus Webb', message: 'What should we do about runway?' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    let firstWordsAt: number | null = null;
    let modelDoneWhenFirstWordsCame: boolean | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
      if (firstWordsAt === null && received.includes('event: text')) {
        firstWordsAt = Date.now();
        modelDoneWhenFirstWordsCame = openai.lastStream?.lastAt !== undefined;
      }
    }
    const lastAt = openai.lastStream!.lastAt!;
    console.log(
      `${_title}: first words ${lastAt - firstWordsAt!} ms before the model wrote its last (of ${lastAt - openai.lastStream!.firstAt} ms)`,
    );
    expect(modelDoneWhenFirstWordsCame).toBe(false);
    expect(firstWordsAt!).toBeLessThan(lastAt);
    expect(received).toContain('event: done');
    expect(received).toContain(JSON.stringify(words).slice(1, -1));

    // Signed out, the same call is refused as any other.
    const anonymous = await fetch(`${url}/api/communications/to-agent`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ agentName: 'Marcus Webb', message: 'Hello?' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
