// A player who hangs up on a streamed answer stops the model's call: the
// provider's stream is cut where it was (what it did not generate is not
// billed to the player's key), and no word is written to the gone player.
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider, ProviderName } from './support/fake-providers';
import { uniqueUser, type Harness } from './support/harness';
import { validKeys } from './support/keys';
import { startHarnessWithFakeProviders } from './support/with-fake-providers';

let h: Harness;
let fakes: Record<ProviderName, FakeProvider>;
let close: () => Promise<void>;
let server: Server;
let url: string;

beforeAll(async () => {
  ({ h, fakes, close } = await startHarnessWithFakeProviders());
  server = h.council.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await close();
});

/** Asks for a streamed answer and hangs up as soon as the first words arrive: what it heard. */
function askAndHangUp(token: string, path: string, body: object): Promise<string> {
  return new Promise((resolve, reject) => {
    let heard = '';
    const req: ClientRequest = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'x-user-token': token, accept: 'text/event-stream', 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        heard += chunk;
        if (heard.includes('event: text')) {
          req.destroy();
          resolve(heard);
        }
      });
      res.on('end', () => reject(new Error(`the answer ended before any words: ${heard}`)));
    });
    req.on('error', (error) => (heard.includes('event: text') ? undefined : reject(error)));
    req.end(JSON.stringify(body));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new player in llm mode with an OpenAI key saved: its token. */
async function llmPlayerWithOpenAiKey(label: string): Promise<string> {
  const userId = uniqueUser(label);
  await h.startGame(userId);
  const token = h.token(userId, 'llm');
  await h
    .addKey(token, { provider: 'openai', keyName: 'openai', encryptedKey: validKeys.openai })
    .expect(201);
  return token;
}

describe('a player who hangs up on a streamed answer', () => {
  it('when the player hangs up after the first words, then the provider’s stream is cut short', async () => {
    const token = await llmPlayerWithOpenAiKey('hang-up');
    const openai = fakes.openai;
    // About 40 pieces, 60 ms apart: some 2.4 s of generation if nobody stops it.
    openai.answer = { text: 'Keep a year of runway and cut travel by a fifth. '.repeat(5) };
    openai.streamDelayMs = 60;
    try {
      const heard = await askAndHangUp(token, '/api/communications/to-agent', {
        agentName: 'cfo',
        message: 'Runway?',
      });
      expect(heard).toContain('event: text');
      const stream = openai.lastStream!;
      await sleep(3_000);
      // The model was stopped: it never sent its last piece.
      expect(stream.lastAt).toBeUndefined();
    } finally {
      openai.streamDelayMs = 0;
    }
  });

  it('when the player stays, then the same stream runs to its end (the premise)', async () => {
    const token = await llmPlayerWithOpenAiKey('stays');
    fakes.openai.answer = { text: 'Keep a year of runway. '.repeat(3) };
    const res = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .set('accept', 'text/event-stream')
      .send({ agentName: 'cfo', message: 'Runway?' });
    expect(res.status).toBe(200);
    expect(fakes.openai.lastStream!.lastAt).toBeDefined();
  });
});
