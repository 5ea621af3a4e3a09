// The in-process bus across a worker thread (embedded mode on two cores: a
// service in its own thread). The broker stays in the main thread, so queues,
// retries and dead letters behave exactly as in one thread; the worker's bus
// is a thin handle that publishes through a MessagePort and runs its handlers
// on the deliveries the main thread forwards, answering each with an ack or a
// failure (which the broker retries, then dead-letters, as for any handler).
// Messages cross as JSON strings, as they do inside one thread.
import type { MessagePort } from 'node:worker_threads';
import { context } from '@opentelemetry/api';
import type { DomainEvent } from '@ai-council/contracts';
import { checkedForPublish, errorMessage } from './envelope';
import { createInProcessBus, type InProcessBusOptions } from './in-process-bus';
import type { EventBus, EventHandler, SubscribeOptions } from './port';
import { extractContext, inSpan, SpanKind, traceHeaders } from '../telemetry/tracing';

/** What the worker asks of the broker. */
type ToBroker =
  | { kind: 'publish'; body: string; headers: Record<string, string> }
  | { kind: 'subscribe'; types: string | readonly string[]; options?: SubscribeOptions; handler: number }
  | { kind: 'stop-consuming' };
/** What the broker asks of the worker: to run a handler on a delivery. */
type ToWorker = { handler: number; body: string; headers: Record<string, string> };

/**
 * One end of the port: `call` asks the other end and settles with its answer;
 * what the other end asks is run by `serve`, and its outcome sent back.
 */
function endOf<Served, Called>(port: MessagePort, serve: (call: Served) => Promise<void>) {
  type Wire = { id: number; call: Served } | { id: number; error: string | null };
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let lastId = 0;
  port.on('message', (message: Wire) => {
    if ('call' in message) {
      const answer = (error: string | null) => port.postMessage({ id: message.id, error } satisfies Wire);
      serve(message.call).then(
        () => answer(null),
        (error: unknown) => answer(errorMessage(error)),
      );
      return;
    }
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error === null) pending?.resolve();
    else pending?.reject(new Error(message.error));
  });
  return {
    call: (call: Called) =>
      new Promise<void>((resolve, reject) => {
        const id = (lastId += 1);
        waiting.set(id, { resolve, reject });
        port.postMessage({ id, call });
      }),
    /** Fails every call still waiting for its answer. */
    failWaiting(error: Error) {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    },
  };
}

/**
 * Main thread: serves one service's bus for the worker on `port`, on the
 * process's broker. Answers when the port closes (the worker stopped).
 */
export function serveBusToThread(options: InProcessBusOptions & { port: MessagePort }): {
  close(): Promise<void>;
} {
  const { port } = options;
  const bus = createInProcessBus(options);
  const worker = endOf<ToBroker, ToWorker>(port, async (call) => {
    if (call.kind === 'publish') {
      // bus.publish checks the event against its schema, as for any publisher in this thread.
      const event = JSON.parse(call.body) as DomainEvent;
      await context.with(extractContext(call.headers), () => bus.publish(event));
    } else if (call.kind === 'subscribe') {
      // A delivery is handled in the worker: it settles with the worker's answer.
      const forward = (event: DomainEvent) =>
        worker.call({ handler: call.handler, body: JSON.stringify(event), headers: traceHeaders() });
      await bus.subscribe(call.types as never, forward, call.options);
    } else {
      await bus.stopConsuming();
    }
  });
  // A worker that goes away leaves its deliveries unacknowledged: they fail and are retried.
  const failWaiting = () => worker.failWaiting(new Error(`${options.service} stopped`));
  port.on('close', failWaiting);
  return {
    async close() {
      await bus.close();
      failWaiting();
      port.close();
    },
  };
}

/** Worker thread: the service's EventBus, served by `serveBusToThread` in the main thread. */
export function createThreadBus(options: { service: string; port: MessagePort }): EventBus {
  const { port, service } = options;
  const handlers: EventHandler[] = [];
  let closed = false;
  const broker = endOf<ToWorker, ToBroker>(port, async (delivery) => {
    const event = JSON.parse(delivery.body) as DomainEvent;
    await inSpan(
      service,
      `handle ${event.type}`,
      { kind: SpanKind.CONSUMER, parent: extractContext(delivery.headers) },
      () => handlers[delivery.handler]!(event),
    );
  });

  const assertOpen = () => {
    if (closed) throw new Error(`event bus of ${service} is closed`);
  };
  return {
    kind: 'in-process',
    async publish(event) {
      assertOpen();
      // A malformed event fails here, at its source, rather than in the other thread.
      const valid = checkedForPublish(event);
      await broker.call({ kind: 'publish', body: JSON.stringify(valid), headers: traceHeaders() });
    },
    async subscribe(types, handler, options) {
      assertOpen();
      handlers.push(handler as EventHandler);
      // The main thread's bus applies the options' defaults, as for any subscriber there.
      await broker.call({ kind: 'subscribe', types, options, handler: handlers.length - 1 });
    },
    async ping() {
      assertOpen();
    },
    async stopConsuming() {
      await broker.call({ kind: 'stop-consuming' });
    },
    async close() {
      if (closed) return;
      closed = true;
      await broker.call({ kind: 'stop-consuming' }).catch(() => undefined);
    },
  };
}
