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
import { extractContext, injectContext, inSpan, SpanKind } from '../telemetry/tracing';

/** What the worker asks of the broker; each is answered by a 'done' with its id. */
type BrokerCall =
  | { kind: 'publish'; body: string; headers: Record<string, string> }
  | {
      kind: 'subscribe';
      types: string | readonly string[];
      options: SubscribeOptions | undefined;
      handler: number;
    }
  | { kind: 'stop-consuming' };
type ToBroker = (BrokerCall & { id: number }) | { kind: 'settled'; delivery: number; error: string | null };

type FromBroker =
  | { kind: 'done'; id: number; error: string | null }
  | { kind: 'deliver'; delivery: number; handler: number; body: string; headers: Record<string, string> };

/**
 * Main thread: serves one service's bus for the worker on `port`, on the
 * process's broker. Answers when the port closes (the worker stopped).
 */
export function serveBusToThread(options: InProcessBusOptions & { port: MessagePort }): {
  close(): Promise<void>;
} {
  const { port } = options;
  const bus = createInProcessBus(options);
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let nextDelivery = 0;
  const send = (message: FromBroker) => port.postMessage(message);

  // A delivery is handled in the worker; its outcome comes back as 'settled'.
  const forwardTo = (handler: number) => (event: DomainEvent) =>
    new Promise<void>((resolve, reject) => {
      const delivery = (nextDelivery += 1);
      waiting.set(delivery, { resolve, reject });
      const headers: Record<string, string> = {};
      injectContext(headers);
      send({ kind: 'deliver', delivery, handler, body: JSON.stringify(event), headers });
    });

  const answer = (id: number, work: Promise<void>) =>
    work.then(
      () => send({ kind: 'done', id, error: null }),
      (error: unknown) => send({ kind: 'done', id, error: String(error) }),
    );

  port.on('message', (message: ToBroker) => {
    if (message.kind === 'settled') {
      const pending = waiting.get(message.delivery);
      waiting.delete(message.delivery);
      if (message.error === null) pending?.resolve();
      else pending?.reject(new Error(message.error));
    } else if (message.kind === 'publish') {
      // bus.publish checks the event against its schema, as for any publisher in this thread.
      const event = JSON.parse(message.body) as DomainEvent;
      void answer(
        message.id,
        context.with(extractContext(message.headers), () => bus.publish(event)),
      );
    } else if (message.kind === 'subscribe') {
      void answer(
        message.id,
        bus.subscribe(message.types as never, forwardTo(message.handler), message.options),
      );
    } else {
      void answer(message.id, bus.stopConsuming());
    }
  });
  // A worker that goes away leaves its deliveries unacknowledged: they fail and are retried.
  const failWaiting = () => {
    for (const pending of waiting.values()) pending.reject(new Error(`${options.service} stopped`));
    waiting.clear();
  };
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
  const calls = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let nextCall = 0;
  let closed = false;

  const call = (message: BrokerCall) =>
    new Promise<void>((resolve, reject) => {
      const id = (nextCall += 1);
      calls.set(id, { resolve, reject });
      port.postMessage({ ...message, id } as ToBroker);
    });

  const run = async (message: Extract<FromBroker, { kind: 'deliver' }>) => {
    const event = JSON.parse(message.body) as DomainEvent;
    await inSpan(
      service,
      `handle ${event.type}`,
      { kind: SpanKind.CONSUMER, parent: extractContext(message.headers) },
      () => handlers[message.handler]!(event),
    );
  };

  port.on('message', (message: FromBroker) => {
    if (message.kind === 'done') {
      const pending = calls.get(message.id);
      calls.delete(message.id);
      if (message.error === null) pending?.resolve();
      else pending?.reject(new Error(message.error));
      return;
    }
    run(message).then(
      () => port.postMessage({ kind: 'settled', delivery: message.delivery, error: null } as ToBroker),
      (error: unknown) =>
        port.postMessage({
          kind: 'settled',
          delivery: message.delivery,
          error: errorMessage(error),
        } as ToBroker),
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
      const headers: Record<string, string> = {};
      injectContext(headers);
      await call({ kind: 'publish', body: JSON.stringify(valid), headers });
    },
    async subscribe(types, handler, options) {
      assertOpen();
      handlers.push(handler as EventHandler);
      // The main thread's bus applies the options' defaults, as for any subscriber there.
      await call({ kind: 'subscribe', types, options, handler: handlers.length - 1 });
    },
    async ping() {
      assertOpen();
    },
    async stopConsuming() {
      await call({ kind: 'stop-consuming' });
    },
    async close() {
      if (closed) return;
      closed = true;
      await call({ kind: 'stop-consuming' }).catch(() => undefined);
    },
  };
}
