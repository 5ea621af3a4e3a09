// Per-account brute-force protection, on top of the per-address limit: after a
// few failed sign-ins for one username from one network, that username waits
// there, twice as long after each further failure (up to 15 minutes). Keyed on
// the username and the network together, so a stranger guessing from elsewhere
// never locks the owner out; failures are forgiven one per quiet interval, so
// an old run of typos does not weigh for ever. Unknown usernames are throttled
// the same way, so the answer never tells which accounts exist. Kept in the
// gateway's store, so every replica sees the same count.
import type { DocumentStore } from '@ai-council/service-kit';

const FREE_FAILURES = 3;
const FIRST_WAIT_SECONDS = 2;
const MAX_WAIT_SECONDS = 15 * 60;
/** One failure is forgiven for each of these that passes without another. */
export const FAILURE_DECAY_MS = 10 * 60_000;
/** Parallel failures race to write the count: this many tries, then the last one counts. */
const RACES = 5;

interface FailureRecord {
  _id: string;
  [key: string]: unknown;
  failures: number;
  lastFailedAt: number;
  lockedUntil: number;
}

/** A username on one network (the address, or an IPv6 address's /56). */
export interface SignInKey {
  username: string;
  network: string;
}

const idOf = ({ username, network }: SignInKey) => `${username}|${network}`;

export function createSignInThrottle(store: DocumentStore, now: () => number = Date.now) {
  const records = store.collection<FailureRecord>({
    name: 'sign-in-failures',
    indexes: [{ fields: { lastFailedAt: 1 } }],
  });
  let lastSweep = 0;
  /** Records fully decayed and unlocked are dropped, at most once a decay interval. */
  const sweep = () => {
    if (now() - lastSweep < FAILURE_DECAY_MS) return;
    lastSweep = now();
    const forgotten = now() - Math.max(MAX_WAIT_SECONDS * 1000, FAILURE_DECAY_MS * 20);
    void records.delete({ lastFailedAt: { $lt: forgotten } }, { multi: true }).catch(() => 0);
  };
  /** The failures still counted now: the stored count less one per quiet interval since the last. */
  const decayed = (record: FailureRecord | null) =>
    record
      ? Math.max(0, record.failures - Math.floor((now() - (record.lastFailedAt ?? 0)) / FAILURE_DECAY_MS))
      : 0;
  return {
    /** Seconds this username must still wait on this network, or 0. */
    async waitFor(key: SignInKey): Promise<number> {
      const record = await records.findOne({ _id: idOf(key) });
      return record ? Math.max(0, Math.ceil((record.lockedUntil - now()) / 1000)) : 0;
    },
    async failed(key: SignInKey): Promise<void> {
      const _id = idOf(key);
      sweep();
      for (let attempt = 1; ; attempt += 1) {
        const record = await records.findOne({ _id });
        const failures = decayed(record) + 1;
        const over = failures - FREE_FAILURES;
        const wait = over > 0 ? Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (over - 1)) : 0;
        const next = { failures, lastFailedAt: now(), lockedUntil: now() + wait * 1000 };
        // Compare-and-set on the count read, so parallel guesses cannot share one failure.
        const matched = record
          ? await records.update(
              { _id, failures: record.failures, lastFailedAt: record.lastFailedAt },
              { $set: next },
            )
          : await records.insert({ _id, ...next }).then(
              () => 1,
              () => 0,
            );
        if (matched === 1 || attempt >= RACES) return;
      }
    },
    async succeeded(key: SignInKey): Promise<void> {
      await records.delete({ _id: idOf(key) });
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
