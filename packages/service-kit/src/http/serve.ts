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
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Express } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import { listening, madeForApp } from './server';

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
}

/** Listens and installs the signal handlers: the first signal starts the graceful stop, which ends in exit. */
export async function serveUntilStopped(app: Express, options: ServeOptions): Promise<void> {
  const { server, traffic } = drainableServer(app, options.name);
  const port = await listening(server, options.port, options.host);

  let stopping: Promise<void> | null = null;
  const stop = (signal: string) =>
    void (stopping ??= stopWithinDeadline({ server, traffic, options }, signal));
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  options.logger.info({ url: `http://${options.host}:${port}` }, `${options.name} listening`);
}

/** The server in front of the app: counts requests, and once draining says not ready and closes connections. */
function drainableServer(app: Express, name: string) {
  // The requests under way, so a stop can wait for the last one.
  const traffic = { draining: false, inFlight: 0, idle: null as (() => void) | null };
  const server = createServer(madeForApp(app), (req, res) => {
    if (traffic.draining) {
      if (req.url === '/readyz') {
        res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ message: `not ready: ${name} is shutting down` }));
        return;
      }
      res.setHeader('connection', 'close');
    }
    traffic.inFlight += 1;
    res.once('close', () => {
      traffic.inFlight -= 1;
      if (traffic.inFlight === 0) traffic.idle?.();
    });
    app(req, res);
  });
  return { server, traffic };
}

/** What a stop works on: the server, its requests under way, and how to stop. */
type Serving = ReturnType<typeof drainableServer> & { options: ServeOptions };

/** Drains and runs the steps, or gives up at the deadline; then exits with the code. */
async function stopWithinDeadline(serving: Serving, reason: string): Promise<void> {
  const { server, traffic, options } = serving;
  const { logger, name } = options;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      logger.error(
        { deadlineMs: options.deadlineMs, inFlight: traffic.inFlight },
        `${name} did not stop in time`,
      );
      server.closeAllConnections();
      resolve(1);
    }, options.deadlineMs);
  });
  const code = await Promise.race([
    drainAndStop(serving, reason).catch((error: unknown) => {
      logger.error({ err: error }, `${name} shutdown failed`);
      return 1;
    }),
    deadline,
  ]);
  clearTimeout(timer);
  logger.info({ code }, `${name} stopped`);
  process.exit(code);
}

async function drainAndStop({ server, traffic, options }: Serving, reason: string): Promise<number> {
  const { logger, name } = options;
  traffic.draining = true;
  logger.info({ reason, inFlight: traffic.inFlight }, `${name} draining`);
  if (options.drainDelayMs > 0) await sleep(options.drainDelayMs);
  // No new connections; keep-alive connections close as their last response goes out.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  if (traffic.inFlight > 0) await new Promise<void>((resolve) => (traffic.idle = resolve));
  server.closeIdleConnections();
  await closed;
  for (const step of options.steps) {
    await step.run();
    logger.info({ step: step.name }, `${name} shutdown step done`);
  }
  return 0;
}
