import {
  councilMeetingEndedPayloadSchema,
  decisionProposedPayloadSchema,
  meetingMessageResponseSchema,
  meetingsResponseSchema,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { eventually, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

async function convened(userId: string) {
  const res = await h.http.post('/api/council/emergency').set('x-user-token', h.token(userId)).send({
    emergencyType: 'security-breach',
    description: 'Customer data leaked',
    reason: 'Customer data leaked',
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; transcript: unknown[] };
}

describe('a council meeting: discussion, contributions, end and export', () => {
  it('when the player speaks about cash and people, then the CFO and CHRO answer with their numbers', async () => {
    const userId = uniqueUser('talk');
    const meeting = await convened(userId);
    const res = await h.postAs(userId, `/api/council/${meeting.id}/messages`, {
      message: '  How much cash can we spend, and how are our people holding up?  ',
    });
    expect(res.status).toBe(201);
    const body = meetingMessageResponseSchema.parse(res.body);
    expect(body.replies.map((r) => r.speaker)).toEqual(['Marcus Webb', 'Priya Sharma']);
    expect(body.replies[0]!.content).toContain('$800K');
    expect(body.replies[1]!.content).toContain('25 employees');
    const said = body.meeting.transcript.at(-3)!;
    expect(said).toMatchObject({
      speaker: 'Player',
      content: 'How much cash can we spend, and how are our people holding up?',
    });
    expect(body.meeting.transcript).toHaveLength(meeting.transcript.length + 3);
  });

  it('when the message is blank, then 400', async () => {
    const userId = uniqueUser('blank');
    const meeting = await convened(userId);
    const res = await h.postAs(userId, `/api/council/${meeting.id}/messages`, { message: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter a message for the council.');
  });

  it('when the transcript is exported, then it is Markdown with every contribution', async () => {
    const userId = uniqueUser('export');
    const meeting = await convened(userId);
    await h.postAs(userId, `/api/council/${meeting.id}/messages`, { message: 'Who tells the customers?' });
    const res = await h.http
      .get(`/api/council/${meeting.id}/transcript`)
      .set('x-user-token', h.token(userId));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/markdown/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="council-meeting-2030-01-06-/);
    expect(res.text).toContain('# Emergency Council: Security Breach');
    expect(res.text).toContain('**Player** (Player');
    expect(res.text).toContain('Who tells the customers?');
    expect(res.text).toContain('**Viktor Novak** (Chief Information Security Officer');
    const plain = await h.http
      .get(`/api/council/${meeting.id}/transcript?format=text`)
      .set('x-user-token', h.token(userId));
    expect(plain.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('when the meeting ends, then it closes with a summary, publishes the end and a proposal, and cannot end twice', async () => {
    const userId = await h.newPlayer('end');
    const token = h.token(userId);
    const meeting = await convened(userId);
    h.clock.advance(45 * 60 * 1000);
    const res = await h.http.patch(`/api/council/${meeting.id}/end`).set('x-user-token', token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ended');
    expect(res.body.summary).toContain('Incident response and hardening');
    expect(res.body.transcript.at(-1).content).toBe(res.body.summary);

    const ended = await eventually(() =>
      h.eventsOf('council.meeting.ended').find((e) => e.userId === userId),
    );
    expect(councilMeetingEndedPayloadSchema.parse(ended.payload)).toMatchObject({
      meetingId: meeting.id,
      durationMinutes: 45,
    });
    const proposed = await eventually(() => h.eventsOf('decision.proposed').find((e) => e.userId === userId));
    expect(decisionProposedPayloadSchema.parse(proposed.payload)).toMatchObject({
      title: 'Incident response and hardening',
      timeImpact: 2,
      driverEffects: { security: 12, compliance: 4 },
    });

    const again = await h.http.patch(`/api/council/${meeting.id}/end`).set('x-user-token', token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This council meeting has already ended.');
    const post = await h.http
      .post(`/api/council/${meeting.id}/messages`)
      .set('x-user-token', token)
      .send({ message: 'One more thing' });
    expect(post.status).toBe(409);
    expect((await h.http.get('/api/council/active').set('x-user-token', token)).body).toBeNull();
    const list = meetingsResponseSchema.parse(
      (await h.http.get('/api/council/meetings').set('x-user-token', token)).body,
    );
    expect(list.map((m) => [m.id, m.status])).toEqual([[meeting.id, 'ended']]);
  });

  it('when the meeting does not exist, then end, post and export are 404', async () => {
    const token = h.token(uniqueUser('none'));
    expect((await h.http.patch('/api/council/nope/end').set('x-user-token', token)).status).toBe(404);
    expect(
      (await h.http.post('/api/council/nope/messages').set('x-user-token', token).send({ message: 'hi' }))
        .status,
    ).toBe(404);
    expect((await h.http.get('/api/council/nope/transcript').set('x-user-token', token)).status).toBe(404);
  });

  it('when no token is sent, then the meeting calls are 401', async () => {
    expect((await h.http.get('/api/council/active')).status).toBe(401);
    expect((await h.http.get('/api/council/meetings')).status).toBe(401);
    expect((await h.http.patch('/api/council/x/end')).status).toBe(401);
    expect((await h.http.post('/api/council/meetings').send({})).status).toBe(401);
  });
});
