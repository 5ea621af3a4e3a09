import {
  communicationSchema,
  communicationSentPayloadSchema,
  toAgentResponseSchema,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { eventually, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const missing = 'Missing Information: Please select an agent and enter a message.';
const send = (userId: string, body: unknown) => h.postAs(userId, '/api/communications/to-agent', body);

describe('POST /api/communications/to-agent', () => {
  it.each([
    ['no agent', { message: 'Hello', priority: 'normal' }],
    ['a blank agent', { agentName: '  ', message: 'Hello' }],
    ['no message', { agentName: 'Marcus Webb' }],
    ['a blank message', { agentName: 'Marcus Webb', message: '   ', priority: 'high' }],
  ])('when the request has %s, then 400 with the SPEC §5 message word for word', async (_label, body) => {
    const res = await send('x', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(missing);
  });

  it('when the agent is unknown, then 404', async () => {
    const res = await send('x', { agentName: 'Nobody Atall', message: 'Hi' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No board member called "Nobody Atall".');
  });

  it('when the player writes to the CFO, then the message is trimmed and the CFO answers in character with real numbers', async () => {
    const userId = await h.newPlayer('chat');
    const res = await send(userId, {
      agentName: 'Marcus Webb',
      message: '  Can we afford to hire two more people?  ',
      priority: 'high',
    });
    expect(res.status).toBe(201);
    const { sent, reply } = toAgentResponseSchema.parse(res.body);
    expect(sent).toMatchObject({
      from: 'Player',
      to: 'Marcus Webb',
      type: 'direct_message',
      priority: 'high',
      message: 'Can we afford to hire two more people?',
    });
    expect(reply).toMatchObject({ from: 'Marcus Webb', to: 'Player', type: 'response', voice: 'internal' });
    expect(reply.message).toContain('Cash is $800K');
    // The question touches people, so the CFO also speaks to the CHRO's numbers.
    expect(reply.message).toContain('25 employees');
    expect(reply.message).toMatch(/Cash is a fact; profit is an opinion\.|Show me the payback period\./);
    const events = await eventually(() => {
      const mine = h.eventsOf('communication.sent').filter((e) => e.userId === userId);
      return mine.length >= 3 ? mine : null; // the welcome, the question and the answer
    });
    for (const e of events) communicationSentPayloadSchema.parse(e.payload);
  });

  it('when the chat is read back by name or id, then it is the conversation with that agent, oldest first', async () => {
    const userId = uniqueUser('history');
    await send(userId, { agentName: 'David Okafor', message: 'How bad is our tech debt?' });
    await send(userId, { agentName: 'Marcus Webb', message: 'Cash?' });
    h.clock.advance(1000);
    await send(userId, { agentName: 'cto', message: 'And security?' });
    for (const key of ['David Okafor', 'cto', 'david okafor']) {
      const res = await h.http
        .get(`/api/communications/agent/${encodeURIComponent(key)}`)
        .set('x-user-token', h.token(userId));
      expect(res.status).toBe(200);
      const chat = z.array(communicationSchema).parse(res.body);
      expect(chat.map((c) => c.from)).toEqual(['Player', 'David Okafor', 'Player', 'David Okafor']);
      expect(chat[0]!.message).toBe('How bad is our tech debt?');
      expect(chat[1]!.message).toContain('Tech debt stands at 45/100');
    }
    const unknown = await h.http.get('/api/communications/agent/Ghost').set('x-user-token', h.token(userId));
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/communications', () => {
  it('when no token is sent, then 401', async () => {
    expect((await h.http.get('/api/communications')).status).toBe(401);
    expect((await h.http.get('/api/communications/agent/cfo')).status).toBe(401);
    expect((await h.http.post('/api/communications/to-agent').send({})).status).toBe(401);
  });

  it('when a new player opens the feed, then the CEO welcome and the first scenario alert are there, newest first', async () => {
    const userId = uniqueUser('feed');
    const res = await h.http.get('/api/communications').set('x-user-token', h.token(userId));
    expect(res.status).toBe(200);
    const feed = z.array(communicationSchema).parse(res.body);
    expect(
      feed.some((c) => c.from === 'Alexandra Chen' && c.message.startsWith('Welcome to the board.')),
    ).toBe(true);
    expect(feed.some((c) => c.type === 'scenario_alert' && c.from === 'Viktor Novak')).toBe(true);
    const times = feed.map((c) => c.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
