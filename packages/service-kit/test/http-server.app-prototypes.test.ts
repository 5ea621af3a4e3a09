// The servers the system listens with make each request and response on the Express app's own prototypes,
// so Express has none to set per call (what that saves: bench/REPORT.md, unchanged poll). The app must
// answer exactly as on Node's own objects, and a plain request listener keeps Node's.
import { createServer, IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, listening, madeForApp, type RunningServer } from '../src/http/server';

const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

describe('a server made for an Express app', () => {
  it("hands the app requests and responses already on its prototypes, and Express's own methods work on them", async () => {
    const app = express();
    const seen: boolean[] = [];
    app.get('/things/:id', (req, res) => {
      res.status(201).set('x-id', req.params.id).json({ id: req.params.id, q: req.query.q, path: req.path });
    });
    const server = createServer(madeForApp(app), app);
    // Listeners run in order: this one sees the objects as the server made them, before Express does.
    server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });
    const port = await listening(server, 0, '127.0.0.1');
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/things/7?q=x`);
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-id')).toBe('7');
      expect(await answer.json()).toEqual({ id: '7', q: 'x', path: '/things/7' });
      expect(seen).toEqual([true]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is what listen() serves with, and a plain request listener keeps Node’s own objects', async () => {
    expect(madeForApp(() => {})).toEqual({});
    // A listener that carries prototypes as an Express app does, and says whether it was handed objects on them.
    const request = Object.create(IncomingMessage.prototype) as object;
    const response = Object.create(ServerResponse.prototype) as object;
    const listener: RequestListener = (req, res) => {
      res.end(String(Object.getPrototypeOf(req) === request && Object.getPrototypeOf(res) === response));
    };
    const server = await listen(Object.assign(listener, { request, response }), 0);
    running.push(server);
    expect(await (await fetch(server.url)).text()).toBe('true');

    const plain = await listen((req, res) => {
      res.end(String(Object.getPrototypeOf(req) === IncomingMessage.prototype));
    }, 0);
    running.push(plain);
    expect(await (await fetch(plain.url)).text()).toBe('true');
  });
});
