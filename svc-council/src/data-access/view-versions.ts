// The versions of the views players poll (SPEC §7: the dashboard overview,
// communications and an agent's chat, the active council, scenarios), so that
// an unchanged poll is a 304 before any query. Writes bump them, reads never
// do: every write to a collection a view is derived from bumps that view's
// version for the player the write concerns (trackViewChanges below), after
// the write stood, so a version read before a view's sources never names newer
// content than was read.
//
// Kept in the store, one small document per player: the store port is what
// every replica already shares and agrees on, and it survives restarts. The
// bus is not a fit: its port delivers each event to one replica of a service
// (one queue per service), not to all of them. Each replica holds the versions
// it read in memory, so that polls cost no store read:
// - its own writes update what it holds at once (exact while one replica
//   serves a player, as in the embedded mode and one replica per service);
// - it trusts what it holds for VIEW_VERSIONS_STALENESS_MS, then reads the
//   player's versions again (one read by id): a change made through another
//   replica is seen within that bound.
// A replica that dies between a write and its bump would leave that change
// unannounced; so each replica that starts also moves the service's epoch,
// which every version names (read again within the same bound): after any
// restart, every player's next poll of each view is answered in full once.
import { randomBytes } from 'node:crypto';
import type { Collection, Doc, DocumentStore, Filter, Update, UpdateOptions } from '@ai-council/service-kit';
import type { CouncilCollections } from './documents';

export const polledViews = ['overview', 'communications', 'council', 'scenarios'] as const;
/** `communications` versions the feed and every chat with an agent; `council` the active meeting. */
export type PolledView = (typeof polledViews)[number];

/**
 * How long a replica answers from the versions it holds before reading them
 * again: shorter than the overview's, the feed's and the scenarios' poll
 * intervals and equal to the active council's (SPEC §7), so a change made
 * through another replica shows by the next poll or the one after.
 */
export const VIEW_VERSIONS_STALENESS_MS = 10_000;
/** Players whose versions a replica holds: one entry of a few dozen bytes each. */
const PLAYERS_HELD = 50_000;
/** A player no write has touched since versions were kept: every view at its first version. */
const UNCHANGED = '-';

interface ViewVersionsDoc extends Doc {
  userId: string;
  views: Partial<Record<PolledView, string>>;
}

interface EpochDoc extends Doc {
  epoch: string;
}
const EPOCH_ID = 'svc-council';

export interface ViewVersions {
  /** The player's current version of the view, from memory while it is within the staleness bound. */
  of(userId: string, view: PolledView): Promise<string>;
  /** Records that a write which stood changed these views of the player. */
  changed(userId: string, views: readonly PolledView[]): Promise<void>;
  /** Drops the player's versions (their data was erased). */
  forget(userId: string): Promise<void>;
}

interface Held {
  views: Partial<Record<PolledView, string>>;
  readAt: number;
}

export function createViewVersions(
  store: DocumentStore,
  options: {
    now: () => Date;
    stalenessMs?: number;
    /** Told of each change once it stands (the embedded gateway answers unchanged polls from it). */
    onChanged?: ((userId: string) => void) | undefined;
  },
): ViewVersions {
  const versions = store.collection<ViewVersionsDoc>({ name: 'council_view_versions' });
  const epochs = store.collection<EpochDoc>({ name: 'council_view_epochs' });
  const staleness = options.stalenessMs ?? VIEW_VERSIONS_STALENESS_MS;
  const currentEpoch = heldEpoch(epochs, options.now, staleness);
  const players = heldPlayers(versions, options.now, staleness);

  return {
    async of(userId, view) {
      const [epoch, player] = await Promise.all([currentEpoch(), players.current(userId)]);
      return `${epoch}.${player.views[view] ?? UNCHANGED}`;
    },

    async changed(userId, views) {
      if (views.length === 0) return;
      const token = newToken();
      const set = Object.fromEntries(views.map((view) => [`views.${view}`, token]));
      await versions.update({ _id: userId, userId }, { $set: set }, { upsert: true });
      players.changed(userId, views, token);
      options.onChanged?.(userId);
    },

    async forget(userId) {
      players.drop(userId);
      await versions.delete({ _id: userId, userId });
      options.onChanged?.(userId);
    },
  };
}

const newToken = () => randomBytes(9).toString('base64url');

/** The service's epoch as this replica holds it: moved when the replica starts, read again once stale. */
function heldEpoch(epochs: Collection<EpochDoc>, now: () => Date, staleness: number): () => Promise<string> {
  // This replica's start moves the epoch; until that is stored, no version is answered.
  type HeldEpoch = { epoch: string; readAt: number };
  const start = (): Promise<HeldEpoch> => {
    const moving = (async () => {
      const epoch = newToken();
      await epochs.update({ _id: EPOCH_ID }, { $set: { epoch } }, { upsert: true });
      return { epoch, readAt: now().getTime() };
    })();
    // A start that failed (the store away) is tried again by the next poll.
    moving.catch(() => {
      if (held === moving) held = null;
    });
    return moving;
  };
  let held: Promise<HeldEpoch> | null = start();
  return async function currentEpoch(): Promise<string> {
    const at = now().getTime();
    held ??= start();
    const last = await held;
    if (at - last.readAt < staleness) return last.epoch;
    held = epochs
      .findOne({ _id: EPOCH_ID })
      .then((doc) => ({ epoch: doc?.epoch ?? last.epoch, readAt: at }))
      .catch((error: unknown) => {
        held = Promise.resolve(last);
        throw error;
      });
    return (await held).epoch;
  };
}

/** The players' versions this replica holds, the most recently polled first kept. */
function heldPlayers(versions: Collection<ViewVersionsDoc>, now: () => Date, staleness: number) {
  // Insertion order is recency: a hit moves its entry to the end, the oldest goes first.
  const held = new Map<string, Held>();
  // Reads under way, marked when this replica changes the player meanwhile:
  // what such a read returns may predate the change, so it is not trusted.
  const reading = new Map<string, Set<{ overtaken: boolean }>>();

  const hold = (userId: string, entry: Held) => {
    held.delete(userId);
    held.set(userId, entry);
    if (held.size > PLAYERS_HELD) held.delete(held.keys().next().value!);
  };

  return {
    async current(userId: string): Promise<Held> {
      const at = now().getTime();
      const entry = held.get(userId);
      if (entry && at - entry.readAt < staleness) {
        hold(userId, entry);
        return entry;
      }
      const read = { overtaken: false };
      const underWay = reading.get(userId) ?? new Set();
      reading.set(userId, underWay.add(read));
      try {
        const doc = await versions.findOne({ _id: userId });
        const fresh = { views: { ...doc?.views }, readAt: read.overtaken ? -Infinity : at };
        hold(userId, fresh);
        return fresh;
      } finally {
        underWay.delete(read);
        if (underWay.size === 0 && reading.get(userId) === underWay) reading.delete(userId);
      }
    },

    /** A write that stood: what this replica holds moves with it, and reads under way are not trusted. */
    changed(userId: string, views: readonly PolledView[], token: string): void {
      const entry = held.get(userId);
      if (entry) for (const view of views) entry.views[view] = token;
      for (const read of reading.get(userId) ?? []) read.overtaken = true;
    },

    drop(userId: string): void {
      held.delete(userId);
    },
  };
}

/** Which polled views each collection's documents feed. */
const FEEDS: { [K in keyof CouncilCollections]: readonly PolledView[] } = {
  // The player's game and company: every view is of the current game.
  players: polledViews,
  scenarios: ['overview', 'scenarios'],
  meetings: ['overview', 'council'],
  communications: ['communications'],
  trackRecords: ['overview'],
  // In llm mode the board's voices come from the player's keys.
  apiKeys: ['overview'],
  recommendations: [],
  proposals: [],
  // A key's month of calls and spend shows on /api-keys only, which no one polls.
  keyUsage: [],
  keySpend: [],
  // Bookkeeping of what an account wrote today: no view shows it.
  accountBudgets: [],
};

/** Fields a service keeps for its own bookkeeping, which no view shows. */
const BOOKKEEPING = new Set(['outbox', 'appliedEventIds', 'seq']);

/** The council's collections, each write to them bumping the versions of the views it feeds. */
export function trackViewChanges(
  collections: CouncilCollections,
  versions: ViewVersions,
): CouncilCollections {
  const tracked = { ...collections } as Record<keyof CouncilCollections, Collection<Doc>>;
  for (const name of Object.keys(FEEDS) as Array<keyof CouncilCollections>) {
    if (FEEDS[name].length > 0)
      tracked[name] = trackedCollection(
        collections[name] as unknown as Collection<Doc>,
        FEEDS[name],
        versions,
      );
  }
  return tracked as unknown as CouncilCollections;
}

function trackedCollection<T extends Doc>(
  collection: Collection<T>,
  views: readonly PolledView[],
  versions: ViewVersions,
): Collection<T> {
  const bump = async (owners: readonly string[]) => {
    for (const owner of owners) await versions.changed(owner, views);
  };
  // Every write of the council names its player; one that does not is looked up first.
  const ownersOf = async (filter: Filter): Promise<string[]> =>
    typeof filter.userId === 'string'
      ? [filter.userId]
      : [...new Set((await collection.find(filter)).map((doc) => String(doc.userId)))];

  return {
    name: collection.name,
    find: (filter, options) => collection.find(filter, options),
    findOne: (filter) => collection.findOne(filter),
    count: (filter) => collection.count(filter),
    async insert(doc) {
      const inserted = await collection.insert(doc);
      await bump([String(doc.userId)]);
      return inserted;
    },
    async update(filter: Filter, update: Update, options?: UpdateOptions) {
      if (onlyBookkeeping(update)) return collection.update(filter, update, options);
      const owners = await ownersOf(filter);
      const matched = await collection.update(filter, update, options);
      if (matched > 0 || options?.upsert) await bump(owners);
      return matched;
    },
    async delete(filter, options) {
      const owners = await ownersOf(filter);
      const deleted = await collection.delete(filter, options);
      if (deleted > 0) await bump(owners);
      return deleted;
    },
  };
}

function onlyBookkeeping(update: Update): boolean {
  return Object.values(update).every((fields) =>
    Object.keys(fields ?? {}).every((field) => BOOKKEEPING.has(field.split('.')[0]!)),
  );
}
