import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens (port 0 picks a free one, as tests do) and returns a closer that drains connections. */
export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A port nobody listens on now (the OS picks it; the process that is to bind it does so a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
