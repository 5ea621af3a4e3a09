// A local model's server may not send the call elsewhere: an allowed loopback
// server answering 307 to an address the operator never allowed (0.0.0.0,
// which reaches this machine; an address inside the network) is not followed,
// so whatever answers there never reaches the player. The call fails and the
// internal voice answers, as for any provider failure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toAgentResponseSchema } from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHostPolicy } from '../src/ai/local-hosts';
import { startFakeProvider, type FakeProvider } from './support/fake-providers';
import { startHarness, uniqueUser } from './support/harness';

/** The model that must never be heard: reachable at 0.0.0.0, which LOCAL_MODEL_HOSTS=loopback refuses. */
let hidden: FakeProvider;
let hiddenPort: string;
/** The allowed loopback server: every call is answered with a redirect to `target(path)`. */
let redirector: Server;
let redirectorUrl: string;
let target: (path: string) => string;
let redirected = 0;

beforeAll(async () => {
  hidden = await startFakeProvider('openai');
  hidden.answer = { text: 'Words from a server the operator never allowed.' };
  hiddenPort = new URL(hidden.baseUrl).port;
  target = (path) => `http://0.0.0.0:${hiddenPort}${path}`;
  redirector = createServer((req, res) => {
    redirected += 1;
    req.resume();
    res.writeHead(307, { location: target(req.url ?? '/') });
    res.end();
  });
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await hidden.close();
  await new Promise<void>((resolve) => redirector.close(() => resolve()));
});

describe('a local model that answers with a redirect', () => {
  it('when the target is asked for directly, then it is refused (the premise)', async () => {
    expect(await localHostPolicy('loopback').refusal(`http://0.0.0.0:${hiddenPort}/v1`)).toMatch(
      /does not allow local models there/,
    );
  });

  it('when the checked fetch meets a 307, then it fails and the target is never called', async () => {
    const before = hidden.requests.length;
    await expect(
      localHostPolicy('loopback').fetch(`${redirectorUrl}/chat/completions`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow();
    // Even a caller asking to follow redirects does not.
    await expect(
      localHostPolicy('loopback').fetch(`${redirectorUrl}/chat/completions`, { redirect: 'follow' }),
    ).rejects.toThrow();
    expect(hidden.requests.length).toBe(before);
  });

  it('when a player’s allowed loopback model redirects to 0.0.0.0 or inside the network, then the player never sees that reply', async () => {
    const h = await startHarness({ localModelHosts: 'loopback', advisorTimeoutMs: 5_000 });
    try {
      const token = h.token(uniqueUser('local-redirect'), 'llm');
      const added = await h.addKey(token, {
        provider: 'local',
        keyName: 'Redirecting box',
        baseUrl: redirectorUrl,
        model: 'llama3.1:8b',
      });
      expect(added.status).toBe(201);
      for (const to of [target, (path: string) => `http://10.0.0.5:11434${path}`]) {
        target = to;
        const hiddenBefore = hidden.requests.length;
        const redirectsBefore = redirected;
        const res = await h.http
          .post('/api/communications/to-agent')
          .set('x-user-token', token)
          .send({ agentName: 'ceo', message: 'Runway?' });
        const { reply } = toAgentResponseSchema.parse(res.body);
        expect(redirected).toBe(redirectsBefore + 1);
        expect(hidden.requests.length).toBe(hiddenBefore);
        expect(reply.voice).toBe('internal-fallback');
        expect(reply.message).not.toMatch(/never allowed/);
      }
    } finally {
      await h.close();
    }
  });
});
