// A process that serves until it is told to stop, then stops without
// dropping anyone: the way every deployable (each service, the gateway) runs
// on its own in distributed mode.
//
// On SIGTERM or SIGINT, within one deadline:
//   1. /readyz answers 503 at once, so a load balancer (or Kubernetes) stops
//      sending new work here; requests still arriving are served, each told
//      `Connection: close` so its client reconnects to another replica;
//   2. after the drain delay (the time a balancer needs to notice), the
//      listener closes and the requests under way finish;
//   3. then the given steps run in order: stop the consumers after they
//      acked what they handled, flush the outbox, close the bus and store;
//   4. exit 0, or exit 1 if the deadline passed (whatever was left is cut).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/port';
import type { DocumentStore } from '../store/port';
import type { RunningServer } from './server';

/** The shutdown settings every deployable reads from its environment. */
export const shutdownEnv = {
  /** The whole stop, from the signal to exit, must fit in this (Kubernetes' grace period is 30 s). */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** How long /readyz says 503 before the listener closes, so balancers stop routing here first. */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
};

export interface ShutdownStep {
  /** What the step does, for the log ("stop consumers", "flush outbox", …). */
  name: string;
  run(): Promise<void>;
}

export interface ServeOptions {
  name: string;
  logger: Logger;
  port: number;
  host: string;
  deadlineMs: number;
  drainDelayMs: number;
  /** Run in order once no request is under way. */
  steps: ShutdownStep[];
  /** Called with the exit code at the end; defaults to process.exit. */
  exit?: (code: number) => void;
}

export interface ServedProcess extends RunningServer {
  /** True from the first signal on. */
  readonly draining: boolean;
  /** Starts the graceful stop (what a signal does); resolves with the exit code. */
  stop(reason: string): Promise<number>;
}

/** Listens, installs the signal handlers, and returns the running server. */
export async function serveUntilStopped(app: Express, options: ServeOptions): Promise<ServedProcess> {
  const { logger, name } = options;
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      if (req.url === '/readyz') {
        res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ message: `not ready: ${name} is shutting down` }));
        return;
      }
      res.setHeader('connection', 'close');
    }
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
    app(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host}:${port}`;

  let stopping: Promise<number> | null = null;
  async function drainAndStop(reason: string): Promise<number> {
    draining = true;
    logger.info({ reason, inFlight }, `${name} draining`);
    if (options.drainDelayMs > 0) await sleep(options.drainDelayMs);
    // No new connections; keep-alive connections close as their last response goes out.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve));
    server.closeIdleConnections();
    await closed;
    for (const step of options.steps) {
      await step.run();
      logger.info({ step: step.name }, `${name} shutdown step done`);
    }
    return 0;
  }

  function stop(reason: string): Promise<number> {
    stopping ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<number>((resolve) => {
        timer = setTimeout(() => {
          logger.error({ deadlineMs: options.deadlineMs, inFlight }, `${name} did not stop in time`);
          server.closeAllConnections();
          resolve(1);
        }, options.deadlineMs);
      });
      const code = await Promise.race([
        drainAndStop(reason).catch((error: unknown) => {
          logger.error({ err: error }, `${name} shutdown failed`);
          return 1;
        }),
        deadline,
      ]);
      clearTimeout(timer);
      logger.info({ code }, `${name} stopped`);
      (options.exit ?? ((c) => process.exit(c)))(code);
      return code;
    })();
    return stopping;
  }

  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  logger.info({ url }, `${name} listening`);

  return {
    url,
    port,
    get draining() {
      return draining;
    },
    stop,
    close: async () => {
      await stop('close');
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A service's stop after its last request: consumers, outbox, bus, store, in that order. */
export function serviceStopSteps(parts: {
  bus: EventBus;
  store: DocumentStore;
  /** Publishes what the outbox still holds (and stops its sweep). */
  flushOutbox?: () => Promise<void>;
}): ShutdownStep[] {
  return [
    { name: 'stop consumers', run: () => parts.bus.stopConsuming() },
    ...(parts.flushOutbox ? [{ name: 'flush outbox', run: parts.flushOutbox }] : []),
    { name: 'close bus', run: () => parts.bus.close() },
    { name: 'close store', run: () => parts.store.close() },
  ];
}
