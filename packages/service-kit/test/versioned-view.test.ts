// A derived view answered by its version: built once per version, 304 when the
// client holds it, rebuilt when the version moves, and bounded in memory.
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { versionedViews } from '../src/index';

function app(maxEntries = 100) {
  const views = versionedViews({ maxEntries });
  const state = { version: 'u1|v1', builds: 0 };
  const server = express();
  server.get('/view/:user', async (req, res) => {
    const version = `${req.params.user}|${state.version}`;
    await views.send(req, res, req.params.user, version, async () => {
      state.builds += 1;
      return { user: req.params.user, version: state.version };
    });
  });
  return { http: supertest(server), state, views };
}

describe('a versioned view', () => {
  it('when it is polled while its version stands, then it is built once and the same body answers', async () => {
    const { http, state } = app();
    const first = await http.get('/view/alice').expect(200);
    for (let i = 0; i < 5; i += 1) {
      const again = await http.get('/view/alice').expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.etag).toBe(first.headers.etag as string);
    }
    expect(state.builds).toBe(1);
  });

  it('when the client sends the ETag it holds, then the answer is 304 with no body and nothing is built', async () => {
    const { http, state } = app();
    const first = await http.get('/view/alice').expect(200);
    const again = await http
      .get('/view/alice')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(again.text ?? '').toBe('');
    expect(state.builds).toBe(1);
  });

  it('when the version moves, then the old ETag gets the new view and it is built again', async () => {
    const { http, state } = app();
    const first = await http.get('/view/alice').expect(200);
    state.version = 'v2';
    const moved = await http
      .get('/view/alice')
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
    expect(moved.body).toEqual({ user: 'alice', version: 'v2' });
    expect(moved.headers.etag).not.toBe(first.headers.etag as string);
    expect(state.builds).toBe(2);
  });

  it("when two players poll, then neither gets the other's view or ETag", async () => {
    const { http } = app();
    const alice = await http.get('/view/alice').expect(200);
    const bob = await http
      .get('/view/bob')
      .set('If-None-Match', alice.headers.etag as string)
      .expect(200);
    expect(bob.body.user).toBe('bob');
    expect(bob.headers.etag).not.toBe(alice.headers.etag);
  });

  it('when more players poll than it holds, then the least recently polled view is dropped', async () => {
    const { http, views, state } = app(2);
    await http.get('/view/a');
    await http.get('/view/b');
    await http.get('/view/a');
    await http.get('/view/c');
    expect(views.size()).toBe(2);
    const builds = state.builds;
    await http.get('/view/a');
    expect(state.builds).toBe(builds);
    await http.get('/view/b');
    expect(state.builds).toBe(builds + 1);
  });
});
