import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('regular meetings wait out the 3-day cooldown; emergencies bypass it (SPEC §9)', () => {
  it('when a regular meeting follows another within 3 days, then 409 says how long is left; an emergency still convenes', async () => {
    const userId = uniqueUser('cooldown');
    const token = h.token(userId);
    const first = await h.http.post('/api/council/meetings').set('x-user-token', token).send({});
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'regular', priority: 'Normal' });
    // The agenda is the weakest departments, with their health.
    expect(first.body.reason).toMatch(/^Q1 Year 1 review: Security 48%/);

    const whileOpen = await h.http.post('/api/council/meetings').set('x-user-token', token).send({});
    expect(whileOpen.status).toBe(409);
    expect(whileOpen.body.message).toBe(
      'A council meeting is already in session. End it before convening another.',
    );

    expect((await h.http.patch(`/api/council/${first.body.id}/end`).set('x-user-token', token)).status).toBe(
      200,
    );
    h.clock.advance(day + 5 * hour);

    const tooSoon = await h.http
      .post('/api/council/meetings')
      .set('x-user-token', token)
      .send({ topic: 'Hiring plan' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe(
      'The council met less than 3 days ago; the next regular meeting can be scheduled in 1 day 19 hours. Call an emergency council to meet now.',
    );

    const emergency = await h.http.post('/api/council/emergency').set('x-user-token', token).send({
      emergencyType: 'market-disruption',
      description: 'A rival halved prices',
      reason: 'A rival halved prices',
    });
    expect(emergency.status).toBe(201);
    expect(emergency.body.transcript[1].speaker).toBe('Hannah Adeyemi');
    await h.http.patch(`/api/council/${emergency.body.id}/end`).set('x-user-token', token);

    // The emergency counts as the last meeting: the 3 days run from it.
    h.clock.advance(3 * day - hour);
    expect((await h.http.post('/api/council/meetings').set('x-user-token', token).send({})).status).toBe(409);
    h.clock.advance(2 * hour);
    const later = await h.http
      .post('/api/council/meetings')
      .set('x-user-token', token)
      .send({ topic: 'Hiring plan' });
    expect(later.status).toBe(201);
    expect(later.body.reason).toBe('Hiring plan');
  });

  it('when an emergency is called while a meeting is in session, then 409 asks to end it first', async () => {
    const userId = uniqueUser('busy');
    const token = h.token(userId);
    const body = { emergencyType: 'other', description: 'Board dispute', reason: 'Board dispute' };
    expect((await h.http.post('/api/council/emergency').set('x-user-token', token).send(body)).status).toBe(
      201,
    );
    const again = await h.http.post('/api/council/emergency').set('x-user-token', token).send(body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'A council meeting is already in session. End it before convening another.',
    );
  });

  it('when two emergencies are called at the same moment, then exactly one convenes', async () => {
    const userId = uniqueUser('race');
    const token = h.token(userId);
    await h.http.get('/api/agents').set('x-user-token', token);
    const body = {
      emergencyType: 'operational-failure',
      description: 'Warehouse flooded',
      reason: 'Warehouse flooded',
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => h.http.post('/api/council/emergency').set('x-user-token', token).send(body)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const meetings = await h.http.get('/api/council/meetings').set('x-user-token', token);
    expect(meetings.body).toHaveLength(1);
  });
});
