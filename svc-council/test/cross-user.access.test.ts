// Every read and write is scoped to the signed-in player: B cannot see or
// touch A's meetings, scenarios, chats or keys; to B they do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validKeys } from './support/keys';
import { startHarness, uniqueUser, type Harness } from './support/harness';

let h: Harness;
let a: string;
let b: string;
let meetingId: string;
let scenarioId: string;
let keyId: string;

beforeAll(async () => {
  h = await startHarness();
  a = h.token(uniqueUser('alice'), 'llm');
  b = h.token(uniqueUser('bob'), 'llm');
  meetingId = (
    await h.http
      .post('/api/council/emergency')
      .set('x-user-token', a)
      .send({ emergencyType: 'other', description: 'Alice only', reason: 'Alice only' })
  ).body.id;
  scenarioId = (await h.http.get('/api/scenarios').set('x-user-token', a)).body[0].id;
  keyId = (await h.addKey(a, { provider: 'openai', keyName: 'Alice key', encryptedKey: validKeys.openai }))
    .body.id;
  await h.http
    .post('/api/communications/to-agent')
    .set('x-user-token', a)
    .send({ agentName: 'cfo', message: 'Secret plan for Alice' });
});
afterAll(() => h.close());

describe("player B and player A's things", () => {
  it("when B reads, posts to, exports or ends A's meeting, then 404 each time and the meeting is untouched", async () => {
    expect((await h.http.get(`/api/council/${meetingId}/transcript`).set('x-user-token', b)).status).toBe(
      404,
    );
    expect(
      (await h.http.post(`/api/council/${meetingId}/messages`).set('x-user-token', b).send({ message: 'hi' }))
        .status,
    ).toBe(404);
    expect((await h.http.patch(`/api/council/${meetingId}/end`).set('x-user-token', b)).status).toBe(404);
    expect((await h.http.get('/api/council/active').set('x-user-token', b)).body).toBeNull();
    expect((await h.http.get('/api/council/meetings').set('x-user-token', b)).body).toEqual([]);
    const mine = await h.http.get('/api/council/active').set('x-user-token', a);
    expect(mine.body).toMatchObject({ id: meetingId, status: 'in_progress' });
  });

  it("when B resolves or asks for an analysis of A's scenario, then 404 and it stays active for A", async () => {
    const res = await h.http
      .patch(`/api/scenarios/${scenarioId}`)
      .set('x-user-token', b)
      .send({ status: 'resolved', playerDecision: 'Mine now' });
    expect(res.status).toBe(404);
    const analysis = await h.http
      .post('/api/scenarios/request-analysis')
      .set('x-user-token', b)
      .send({ scenarioId, agentId: 'cfo' });
    expect(analysis.status).toBe(404);
    const bList = (await h.http.get('/api/scenarios').set('x-user-token', b)).body as Array<{ id: string }>;
    expect(bList.some((s) => s.id === scenarioId)).toBe(false);
    const aList = (await h.http.get('/api/scenarios').set('x-user-token', a)).body as Array<{
      id: string;
      status: string;
    }>;
    expect(aList.find((s) => s.id === scenarioId)!.status).toBe('active');
  });

  it("when B lists or deletes A's key, then B sees none and the delete is 404", async () => {
    expect((await h.http.get('/api/api-keys').set('x-user-token', b)).body).toEqual([]);
    expect((await h.http.delete(`/api/api-keys/${keyId}`).set('x-user-token', b)).status).toBe(404);
    expect((await h.http.get('/api/api-keys').set('x-user-token', a)).body).toHaveLength(1);
  });

  it("when B reads communications, then A's chat is not among them", async () => {
    const feed = JSON.stringify((await h.http.get('/api/communications').set('x-user-token', b)).body);
    const chat = JSON.stringify(
      (await h.http.get('/api/communications/agent/cfo').set('x-user-token', b)).body,
    );
    expect(feed).not.toContain('Secret plan for Alice');
    expect(chat).not.toContain('Secret plan for Alice');
    expect(
      JSON.stringify((await h.http.get('/api/communications/agent/cfo').set('x-user-token', a)).body),
    ).toContain('Secret plan for Alice');
  });

  it("when B's dashboard is read, then A's meeting does not count", async () => {
    const overview = (await h.http.get('/api/dashboard/overview').set('x-user-token', b)).body;
    expect(overview.metrics.councilMeetings).toBe(0);
    expect(overview.boardStatus).toBe('System Active');
  });
});
