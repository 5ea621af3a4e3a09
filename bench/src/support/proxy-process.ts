// One process of the proxy-options benchmark: the upstream, or one proxy in
// front of it (argv: role, upstream URL). Tells the parent its port over IPC.
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import Fastify from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { Pool } from 'undici';

const [role, upstream = ''] = process.argv.slice(2);
const body = JSON.stringify({
  quarter: 7,
  signals: Array.from({ length: 20 }, (_, i) => ({
    id: `signal-${i}`,
    level: 'watch',
    note: 'x'.repeat(60),
  })),
});

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function main(): Promise<number> {
  switch (role) {
    case 'upstream':
      return listen(
        createServer((_req, res) => {
          res.writeHead(200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          });
          res.end(body);
        }),
      );
    case 'http-proxy-middleware': {
      const app = express();
      app.use(
        createProxyMiddleware({
          target: upstream,
          agent: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
        }),
      );
      return listen(createServer(app));
    }
    case 'http-proxy-middleware-tuned': {
      const app = express();
      app.use(
        createProxyMiddleware({
          target: upstream,
          agent: new Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 128, scheduling: 'lifo' }),
          xfwd: false,
        }),
      );
      return listen(createServer(app));
    }
    case 'undici-pool': {
      const pool = new Pool(upstream, { connections: 128 });
      return listen(
        createServer((req, res) => {
          pool
            .request({
              method: req.method as 'GET',
              path: req.url ?? '/',
              headers: req.headers as Record<string, string>,
              body: req.method === 'GET' || req.method === 'HEAD' ? null : req,
            })
            .then((answer) => {
              res.writeHead(answer.statusCode, answer.headers as Record<string, string>);
              answer.body.pipe(res);
            })
            .catch(() => {
              res.writeHead(502).end();
            });
        }),
      );
    }
    case 'fastify-http-proxy': {
      const app = Fastify({ logger: false });
      await app.register(fastifyHttpProxy, { upstream });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }
    default:
      throw new Error(`unknown role ${role}`);
  }
}

const port = await main();
process.send?.({ port });
process.on('SIGTERM', () => process.exit(0));
