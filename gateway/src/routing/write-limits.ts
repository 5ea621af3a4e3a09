// Per-account limits on every /api write, so no one player (a free guest
// included) can flood the system: one general bucket for all writes, and
// tighter ones for the calls that cost the most (analytics writes, agent
// actions, scenario generation, scenario decisions), which the contracts'
// route table names call by call. Reads are not limited here; they are cheap
// and cached.
//
// Counters live in the gateway's document store (fixed one-minute windows,
// `$inc` with upsert), so with MongoDB every gateway replica counts against
// the same numbers; in embedded mode the store is in-process anyway.
import type { Request, RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import type { LimitBucket } from '@ai-council/contracts';
import type { DocumentStore, Logger } from '@ai-council/service-kit';
import { limitHitHandler } from '../auth/security-events';
import { addressKey } from './client-address';
import { isRead, limiter, storeBackedLimiter, WINDOW_MS } from './limiter';
import { callsWhere } from './route-calls';

export interface WriteBucket {
  name: string;
  /** Writes a player may make in a minute. */
  perMinute: number;
  /** Which writes count against it (method and path under /api). */
  matches(method: string, path: string): boolean;
  /** What the player reads when they hit it. */
  message: string;
  /**
   * Counted in each gateway replica's memory instead of the store: for calls that write nothing (a
   * decision preview), so asking for one leaves every store as it was.
   */
  inMemory?: boolean;
}

/** Calls that work out what a change would do and write nothing: a decision's preview, the levers' projection. */
const isPreview = callsWhere((route) => route.limitBucket === 'previews').hasPath;

/** A bucket the route table names: the writes of the calls whose entries name it. */
function tableBucket(name: LimitBucket, settings: Omit<WriteBucket, 'name' | 'matches'>): WriteBucket {
  const calls = callsWhere((route) => route.limitBucket === name);
  return { name, ...settings, matches: (method, path) => !isRead(method) && calls.has(method, path) };
}

export const writeBuckets: readonly WriteBucket[] = [
  tableBucket('analytics', {
    perMinute: 60,
    message: 'Too many activity reports in a minute; they will resume shortly.',
  }),
  tableBucket('agent-actions', {
    perMinute: 10,
    message: 'Your agents need a moment: at most 10 agent actions a minute. Try again shortly.',
  }),
  tableBucket('scenario-generation', {
    perMinute: 10,
    message: 'At most 10 new scenarios a minute. Deal with the open ones, then try again.',
  }),
  tableBucket('scenario-decisions', {
    perMinute: 20,
    message: 'At most 20 scenario decisions a minute. Take a moment, then decide again.',
  }),
  // A preview writes nothing, but the scenarios page and the levers card ask for one as the player types.
  tableBucket('previews', {
    perMinute: 60,
    message: 'Previews pause for a moment: at most 60 a minute. What you entered is kept; try again shortly.',
    inMemory: true,
  }),
  {
    name: 'writes',
    perMinute: 120,
    matches: (method, path) => !isRead(method) && !isPreview(path),
    message: 'Too many changes in a minute. Wait a moment and try again.',
  },
];

type Counter = {
  _id: string;
  hits: number;
  windowStart: number;
  /** Which limit counts here (each limit sweeps only its own old windows: they differ in length). */
  bucket?: string;
};

/**
 * The path a limit reads: lower case, no repeated or trailing slash. The services' routers
 * match only the exact spelling, and the limits count every spelling as the call it names.
 */
export const normalisedPath = (path: string): string =>
  path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');

/** express-rate-limit's store on the document store: fixed windows, one counter document per key and window. */
export function documentStoreCounters(
  store: DocumentStore,
  bucket: string,
  // The clock is read at each count, never captured when the limit is built (a test may hold it still).
  {
    now = () => Date.now(),
    windowMs = WINDOW_MS,
  }: { now?: (() => number) | undefined; windowMs?: number } = {},
): Store {
  // No index on windowStart: every counter of a window would share its key, and the embedded store
  // takes an updated document out of its key's list and puts it back, a copy of the whole list at
  // every write. Each limit's sweep of old windows reads the whole collection instead, once a window.
  const counters = store.collection<Counter>({ name: 'write-limits' });
  const windowOf = () => Math.floor(now() / windowMs) * windowMs;
  const idOf = (key: string, windowStart: number) => `${bucket}:${key}:${windowStart}`;
  let lastSweep = 0;
  const queues = new Map<string, Promise<unknown>>();

  async function count(key: string) {
    const windowStart = windowOf();
    const _id = idOf(key, windowStart);
    await counters.update({ _id }, { $inc: { hits: 1 }, $set: { windowStart, bucket } }, { upsert: true });
    const counter = await counters.findOne({ _id });
    // Old windows go, at most once a window, by whichever replica gets there.
    if (windowStart > lastSweep) {
      lastSweep = windowStart;
      const old = { windowStart: { $lt: windowStart - windowMs } };
      void counters.delete({ ...old, $or: [{ bucket }, { bucket: null }] }, { multi: true }).catch(() => 0);
    }
    return { totalHits: counter?.hits ?? 1, resetTime: new Date(windowStart + windowMs) };
  }

  return {
    localKeys: false,
    prefix: `${bucket}:`,
    increment(key) {
      // One count at a time per key in this process, so each call reads its own count
      // (between replicas a race can only over-count, never let more through).
      const counted = (queues.get(key) ?? Promise.resolve()).then(() => count(key));
      const settled = counted.catch(() => undefined);
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      return counted;
    },
    async decrement(key) {
      await counters.update({ _id: idOf(key, windowOf()) }, { $inc: { hits: -1 } });
    },
    async resetKey(key) {
      await counters.delete({ _id: idOf(key, windowOf()) });
    },
  };
}

/**
 * One limiter per bucket, keyed by the signed-in account (by address for anyone else), and
 * one over every write from an address, whichever accounts it uses (previews excepted: they write nothing).
 */
export function writeLimits(deps: {
  store: DocumentStore;
  /** The signed-in account of a request (already looked up), else null. */
  accountOf: (req: Request) => string | null;
  /** Writes one address may make in a minute, all its accounts together. */
  addressWritesPerMinute: number;
  /** Where a limit hit is logged as a security event. */
  logger?: Logger;
  /** The clock the store's minute windows are read from (tests fix it, so no window turns mid-test). */
  now?: () => number;
}): RequestHandler[] {
  const perAccount = writeBuckets.map((bucket) => {
    const options = {
      limit: bucket.perMinute,
      keyGenerator: (req: Request) => deps.accountOf(req) ?? addressKey(req),
      skip: (req: Request) => !bucket.matches(req.method, normalisedPath(req.path)),
      message: { message: bucket.message },
      handler: limitHitHandler(deps.logger, bucket.name, deps.accountOf),
    };
    // A write whose store-kept window cannot be read is refused (503), not let through unlimited.
    return bucket.inMemory
      ? limiter(options)
      : storeBackedLimiter(
          { ...options, store: documentStoreCounters(deps.store, bucket.name, { now: deps.now }) },
          deps.logger,
        );
  });
  const perAddress = storeBackedLimiter(
    {
      limit: deps.addressWritesPerMinute,
      store: documentStoreCounters(deps.store, 'address-writes', { now: deps.now }),
      keyGenerator: addressKey,
      skip: (req) => isRead(req.method) || isPreview(normalisedPath(req.path)),
      message: { message: 'Too many changes from your network in a minute. Wait a moment and try again.' },
      handler: limitHitHandler(deps.logger, 'address-writes', deps.accountOf),
    },
    deps.logger,
  );
  return [perAddress, ...perAccount];
}
