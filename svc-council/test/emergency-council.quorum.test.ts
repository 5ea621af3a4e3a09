import { councilMeetingScheduledPayloadSchema, councilMeetingSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, eventually, everyDriver, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const missing = 'Missing Information: Please select an emergency type and provide a description.';
const convene = (userId: string, body: unknown) => h.postAs(userId, '/api/council/emergency', body);

/** A company in crisis (cash gone, every driver at 10) where only the given departments stand. */
const onlyStanding = (userId: string, standing: Partial<ReturnType<typeof everyDriver>>) =>
  h.feed(
    gameEvent('game.quarter.advanced', userId, {
      company: company({
        cash: -1_000_000,
        cashFlow: -40_000_000,
        drivers: { ...everyDriver(10), ...standing },
      }),
    }),
  );

describe('POST /api/council/emergency: validation (SPEC §5)', () => {
  it('when no token is sent, then 401', async () => {
    expect((await h.http.post('/api/council/emergency').send({})).status).toBe(401);
  });

  it.each([
    ['no emergency type', { description: 'Servers down', reason: 'Servers down' }],
    ['an unknown emergency type', { emergencyType: 'alien-invasion', description: 'x', reason: 'x' }],
    ['a blank description', { emergencyType: 'security-breach', description: '   ', reason: '   ' }],
    ['no description', { emergencyType: 'security-breach' }],
    ['nothing at all', {}],
  ])('when the request has %s, then 400 with the SPEC message word for word', async (_label, body) => {
    const res = await convene(uniqueUser('v'), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(missing);
  });
});

describe('POST /api/council/emergency: quorum and attendees', () => {
  it('when the board is healthy, then every non-critical agent attends, priority Critical, and the event is published', async () => {
    const userId = await h.newPlayer('ok');
    const res = await convene(userId, {
      emergencyType: 'financial-crisis',
      description: 'Our bank froze the credit line',
      reason: 'Our bank froze the credit line',
    });
    expect(res.status).toBe(201);
    const meeting = councilMeetingSchema.parse(res.body);
    expect(meeting).toMatchObject({ type: 'emergency', priority: 'Critical', status: 'in_progress' });
    expect(meeting.emergencyType).toBe('financial-crisis');
    expect(meeting.attendees).toHaveLength(11);
    // A real discussion: the chair, the departments concerned (Finance first), and a proposal.
    expect(meeting.transcript[0]!.speaker).toBe('Alexandra Chen');
    expect(meeting.transcript[1]!.speaker).toBe('Marcus Webb');
    expect(meeting.transcript[1]!.content).toContain('$800K');
    expect(meeting.transcript.at(-1)!.content).toContain('Emergency cost freeze');
    const event = await eventually(() =>
      h.eventsOf('council.meeting.scheduled').find((e) => e.userId === userId),
    );
    expect(councilMeetingScheduledPayloadSchema.parse(event.payload)).toMatchObject({
      meetingId: meeting.id,
      type: 'emergency',
      priority: 'Critical',
    });
    const active = await h.http.get('/api/council/active').set('x-user-token', h.token(userId));
    expect(active.body.id).toBe(meeting.id);
  });

  it('when fewer than 3 departments are not critical, then 409 says there is no quorum', async () => {
    const userId = uniqueUser('noquorum');
    await onlyStanding(userId, { security: 90, compliance: 90 });
    const agents = (await h.http.get('/api/agents').set('x-user-token', h.token(userId))).body as Array<{
      status: string;
      department: string;
    }>;
    expect(
      agents
        .filter((a) => a.status !== 'critical')
        .map((a) => a.department)
        .sort(),
    ).toEqual(['Legal & Compliance', 'Security']);
    const res = await convene(userId, {
      emergencyType: 'other',
      description: 'Everything is on fire',
      reason: 'x',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'No quorum: only 2 departments can attend (agents in critical status cannot), and a council needs 3 or more.',
    );
    expect((await h.http.get('/api/council/active').set('x-user-token', h.token(userId))).body).toBeNull();
  });

  it('when exactly 3 departments are not critical, then the council convenes with just them', async () => {
    const userId = uniqueUser('quorum3');
    await onlyStanding(userId, { security: 90, compliance: 90, efficiency: 90 });
    const res = await convene(userId, {
      emergencyType: 'security-breach',
      description: 'Ransomware',
      reason: 'Ransomware',
    });
    expect(res.status).toBe(201);
    expect(res.body.attendees.map((a: { department: string }) => a.department).sort()).toEqual([
      'Legal & Compliance',
      'Operations',
      'Security',
    ]);
  });
});
