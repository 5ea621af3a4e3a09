import {
  IncomingMessage,
  ServerResponse,
  createServer as createHttpServer,
  type RequestListener,
  type ServerOptions,
} from 'node:http';
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
  const server = createHttpServer(madeForApp(app), app);
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

/**
 * The server options that make each request and response with an Express app's own prototypes (Node's
 * IncomingMessage and ServerResponse options), so the app has none to set: Express sets both on every call,
 * and V8 then runs Node's HTTP code on objects of a shape it has not seen, which cost more than the rest of an
 * unchanged poll's 304 (bench/REPORT.md, unchanged poll). A plain request listener keeps Node's own.
 */
export function madeForApp(listener: RequestListener): ServerOptions {
  const { request, response } = listener as { request?: object; response?: object };
  if (!request || !response) return {};
  // Node's HTTP classes are functions that may be called on a new object (and Node passes more than
  // their types name).
  function Request(this: IncomingMessage, ...args: ConstructorParameters<typeof IncomingMessage>) {
    IncomingMessage.apply(this, args);
  }
  Request.prototype = request;
  function Response(this: ServerResponse, ...args: ConstructorParameters<typeof ServerResponse>) {
    ServerResponse.apply(this, args);
  }
  Response.prototype = response;
  return { IncomingMessage: Request, ServerResponse: Response } as unknown as ServerOptions;
}

/** A port nobody listens on now (the OS picks it; the process that is to bind it does so a moment later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe, 0, '127.0.0.1');
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
