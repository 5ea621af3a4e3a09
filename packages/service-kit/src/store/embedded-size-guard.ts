// The embedded store's bound on disk, checked without waiting: a write is
// refused at once while the last measure of the files is over it. Files are
// measured shortly after writes; when over, the collections are compacted
// first (an append-only file holds every version written since), then
// measured again.
import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { StoreFullError } from './port';

/** How soon after a write the files are measured again (writes in between are not held up). */
const MEASURE_DELAY_MS = 100;

/** What the guard needs to know of the store's collections. */
export interface GuardedFile {
  readonly filename: string | null;
  compactIfDirty(): Promise<void>;
}

export type SizeGuard = ReturnType<typeof sizeGuard>;

export function sizeGuard(
  maxBytes: number,
  collections: ReadonlyMap<string, GuardedFile>,
  isClosed: () => boolean,
) {
  let bytes = 0;
  let measuring: Promise<void> | null = null;
  let again = false;
  const measure = async () => {
    // A file not there (yet) takes no room.
    const sizeOf = (file: string) =>
      stat(file)
        .then(({ size }) => size)
        .catch(() => 0);
    const sizes = await Promise.all([...collections.values()].map((c) => sizeOf(c.filename!)));
    return sizes.reduce((a, b) => a + b, 0);
  };
  const run = async () => {
    bytes = await measure();
    if (bytes > maxBytes && !isClosed()) {
      await Promise.all([...collections.values()].map((c) => c.compactIfDirty().catch(() => undefined)));
      bytes = await measure();
    }
  };
  const schedule = () => {
    if (measuring) {
      again = true;
      return;
    }
    measuring = new Promise<void>((resolve) => setTimeout(resolve, MEASURE_DELAY_MS).unref())
      .then(run)
      .catch(() => undefined)
      .finally(() => {
        measuring = null;
        if (again && !isClosed()) {
          again = false;
          schedule();
        }
      });
  };
  return {
    /** Throws when the last measure was over the bound. */
    check() {
      if (bytes > maxBytes) throw new StoreFullError(maxBytes);
    },
    /** A write happened: measure again shortly. */
    written: schedule,
    /** A collection opened: its file (from an earlier run) counts at once. */
    opened(file: string) {
      try {
        bytes += statSync(file).size;
      } catch {
        // no file yet
      }
    },
  };
}
