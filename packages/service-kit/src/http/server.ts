import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on `port` (0 picks a free one) and `host`; resolves with the port it got. */
export async function listening(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Serves an app or request listener (port 0 picks a free one, as tests do); its closer drains connections. */
export async function listen(app: RequestListener, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  const server = createHttpServer(app);
  const bound = await listening(server, port, host);
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A port nobody listens on now (the OS picks it; the process that is to bind it does so a moment later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe, 0, '127.0.0.1');
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
