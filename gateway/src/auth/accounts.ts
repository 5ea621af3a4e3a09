import { randomUUID } from 'node:crypto';
import type { GameMode, User } from '@ai-council/contracts';
import { conflict, DuplicateKeyError } from '@ai-council/service-kit';
import type { Collection, DocumentStore, Update } from '@ai-council/service-kit';

export interface Account {
  _id: string;
  [key: string]: unknown;
  /** Lower-cased; null for guests. */
  username: string | null;
  passwordHash: string | null;
  firstName: string | null;
  gameMode: GameMode | null;
  onboardingCompleted: boolean;
  guest: boolean;
  createdAt: string;
  /** When a session of it was last used, to the hour (ACTIVITY_RESOLUTION_MS); guests expire by it. */
  lastActiveAt?: string;
  /** An expired guest being erased (guest-expiry.ts): no session signs into it any more. */
  erasingSince?: string;
  /** Its owner deleted the account: erased everywhere like an expired guest, then removed. */
  deletionRequestedAt?: string;
  /** Raised by "sign out everywhere": sessions sealed with a lower epoch are void. */
  sessionEpoch?: number;
  /** Sessions ended by logout, kept until they would have expired anyway. */
  revokedSessions?: Array<{ sid: string; until: number }>;
}

/**
 * How long a signed-in player's account is read from memory instead of the
 * store. Every proxied call needs it; a change made through this gateway is
 * seen at once, one made through another replica within this time.
 */
const ACCOUNT_CACHE_MS = 5_000;
const ACCOUNT_CACHE_SIZE = 10_000;

/** lastActiveAt moves at most this often: one account write an hour, not one per call. */
export const ACTIVITY_RESOLUTION_MS = 3_600_000;

type AccountCollection = Collection<Account>;

/** Accounts read by id, kept for ACCOUNT_CACHE_MS; every write through this gateway forgets its account. */
function accountCache(accounts: AccountCollection, now: () => number) {
  const recent = new Map<string, { account: Account | null; until: number }>();
  return {
    async byId(id: string): Promise<Account | null> {
      const hit = recent.get(id);
      if (hit && hit.until > now()) return hit.account;
      const account = await accounts.findOne({ _id: id });
      // Map order is insertion order: the oldest entry goes first when full.
      if (recent.size >= ACCOUNT_CACHE_SIZE) recent.delete(recent.keys().next().value!);
      recent.delete(id);
      recent.set(id, { account, until: now() + ACCOUNT_CACHE_MS });
      return account;
    },
    forget: (id: string) => recent.delete(id),
    /** Changes one account, and forgets what was read of it. */
    async write(id: string, change: Update) {
      await accounts.update({ _id: id }, change);
      recent.delete(id);
    },
  };
}
type AccountCache = ReturnType<typeof accountCache>;

/** Signing in and out: the sessions an account has, and when one was last used. */
function sessionRecords(accounts: AccountCollection, cache: AccountCache, now: () => number) {
  return {
    /** Ends one session: its cookie no longer signs anyone in, on any replica (within the cache time). */
    async endSession(id: string, sid: string, until: number, nowSeconds: number) {
      // $push, not a read-modify-write: two logouts at once (two devices, two replicas) both stay revoked.
      await accounts.update({ _id: id }, { $push: { revokedSessions: { sid, until } } });
      // Entries past their cookie's lifetime are pruned in a second step ($push and $pull cannot share a field).
      await cache.write(id, { $pull: { revokedSessions: { until: { $lte: nowSeconds } } } });
    },
    /** Ends every session of the account at once. */
    endAllSessions: (id: string) =>
      cache.write(id, { $inc: { sessionEpoch: 1 }, $set: { revokedSessions: [] } }),
    /** Records that a session of the account is in use (at most once per ACTIVITY_RESOLUTION_MS). */
    async noteActivity(account: Account) {
      const last = account.lastActiveAt ? Date.parse(account.lastActiveAt) : 0;
      if (now() - last < ACTIVITY_RESOLUTION_MS) return;
      const lastActiveAt = new Date(now()).toISOString();
      await accounts.update({ _id: account._id }, { $set: { lastActiveAt } });
      account.lastActiveAt = lastActiveAt;
    },
  };
}

/** Guest expiry and account deletion (guest-expiry.ts): which accounts go, and marking them gone. */
function erasureRecords(accounts: AccountCollection, cache: AccountCache) {
  return {
    /** Guest expiry: the account signs nobody in from now on, unless it was used since it was read. */
    async markErasing(account: Account, at: string): Promise<boolean> {
      const marked = await accounts.update(
        { _id: account._id, lastActiveAt: account.lastActiveAt ?? account.createdAt },
        { $set: { erasingSince: at } },
      );
      cache.forget(account._id);
      return marked > 0;
    },
    /** Guests whose sessions were last used before `cutoff` (ISO), oldest first. */
    idleGuests: (cutoff: string, limit: number) =>
      accounts.find({ guest: true, lastActiveAt: { $lt: cutoff } }, { sort: { lastActiveAt: 1 }, limit }),
    /** The owner deletes the account: from now on no session signs into it, and it is erased. */
    markDeleting: (id: string, at: string) =>
      cache.write(id, { $set: { erasingSince: at, deletionRequestedAt: at } }),
    /** Registered accounts whose owners deleted them before `cutoff` (ISO). */
    deletionsRequestedBefore: (cutoff: string, limit: number) =>
      accounts.find({ guest: false, deletionRequestedAt: { $lt: cutoff } }, { limit }),
    /** Guests marked for erasure before `cutoff` (ISO). */
    guestsErasingSince: (cutoff: string, limit: number) =>
      accounts.find({ guest: true, erasingSince: { $lt: cutoff } }, { limit }),
    async remove(id: string) {
      const removed = await accounts.delete({ _id: id });
      cache.forget(id);
      return removed;
    },
  };
}

export function createAccounts(store: DocumentStore, now: () => number = Date.now) {
  const accounts = store.collection<Account>({
    name: 'accounts',
    indexes: [{ fields: { username: 1 }, unique: true }],
  });
  const cache = accountCache(accounts, now);
  return {
    async create(fields: Pick<Account, 'username' | 'passwordHash' | 'firstName' | 'guest'>) {
      const createdAt = new Date(now()).toISOString();
      const account: Account = {
        _id: randomUUID(),
        gameMode: null,
        onboardingCompleted: false,
        createdAt,
        lastActiveAt: createdAt,
        ...fields,
        // Guests have no username; a unique sparse-free index needs a distinct value.
        username: fields.username ?? `guest:${randomUUID()}`,
      };
      try {
        return await accounts.insert(account);
      } catch (error) {
        if (error instanceof DuplicateKeyError)
          throw conflict('That username is taken. Choose another or sign in.');
        throw error;
      }
    },
    byId: cache.byId,
    byUsername: (username: string) => accounts.findOne({ username: username.toLowerCase() }),
    ...sessionRecords(accounts, cache, now),
    ...erasureRecords(accounts, cache),
    setPasswordHash: (id: string, passwordHash: string) => cache.write(id, { $set: { passwordHash } }),
    async update(id: string, fields: Partial<Pick<Account, 'gameMode' | 'onboardingCompleted'>>) {
      await cache.write(id, { $set: fields });
      return cache.byId(id);
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

export const publicUser = (account: Account): User => ({
  firstName: account.firstName,
  gameMode: account.gameMode,
  onboardingCompleted: account.onboardingCompleted,
});
