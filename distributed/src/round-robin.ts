// The small round-robin front of the distributed mode: a TCP listener that
// hands each new connection to the next replica of a group, skipping one that
// refuses (a replica being restarted). It stands where a load balancer or a
// Kubernetes Service stands in production; it knows nothing of HTTP.
import net, { type AddressInfo, type Server, type Socket } from 'node:net';

export interface RoundRobinFront {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startRoundRobinFront(options: {
  host: string;
  port: number;
  /** The replicas' ports on the same host. */
  targets: () => number[];
  /** Sees every byte a client sends through the front (tests check what crosses). */
  tap?: (chunk: Buffer) => void;
}): Promise<RoundRobinFront> {
  let next = 0;
  const sockets = new Set<Socket>();

  function connectTo(client: Socket, remaining: number[]): void {
    const port = remaining[0];
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: options.host, port });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      if (options.tap) client.on('data', options.tap);
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    // Refused: that replica is down; the next one takes the connection.
    upstream.once('error', () => connectTo(client, remaining.slice(1)));
  }

  const server: Server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const ports = options.targets();
    const start = next++ % Math.max(1, ports.length);
    connectTo(client, [...ports.slice(start), ...ports.slice(0, start)]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
