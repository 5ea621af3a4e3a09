// Per-account brute-force protection, on top of the per-IP limit: after a few
// failed sign-ins for one username, that username waits, twice as long after
// each further failure (up to 15 minutes). Unknown usernames are throttled
// the same way, so the answer never tells which accounts exist. Kept in the
// gateway's store, so every replica sees the same count.
import type { DocumentStore } from '@ai-council/service-kit';

const FREE_FAILURES = 3;
const FIRST_WAIT_SECONDS = 2;
const MAX_WAIT_SECONDS = 15 * 60;

interface FailureRecord {
  _id: string;
  [key: string]: unknown;
  failures: number;
  lockedUntil: number;
}

export function createSignInThrottle(store: DocumentStore, now: () => number = Date.now) {
  const records = store.collection<FailureRecord>({ name: 'sign-in-failures' });
  return {
    /** Seconds the username must still wait, or 0. */
    async waitFor(username: string): Promise<number> {
      const record = await records.findOne({ _id: username });
      return record ? Math.max(0, Math.ceil((record.lockedUntil - now()) / 1000)) : 0;
    },
    async failed(username: string): Promise<void> {
      // Counted atomically, so parallel guesses cannot share one failure.
      await records.update({ _id: username }, { $inc: { failures: 1 } }, { upsert: true });
      const failures = (await records.findOne({ _id: username }))?.failures ?? 1;
      const over = failures - FREE_FAILURES;
      const wait = over > 0 ? Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (over - 1)) : 0;
      await records.update({ _id: username }, { $set: { lockedUntil: now() + wait * 1000 } });
    },
    async succeeded(username: string): Promise<void> {
      await records.delete({ _id: username });
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
