// A collection's data file as an append log with group commit. The store
// keeps nedb in memory and writes the file itself (nedb's own appends, an
// open, a write and a close each, would hold the collection's queue, reads
// included, until done, so under load every write of a busy collection would
// wait for the appends of all the writes before it). Here a write's lines
// join the text waiting to be appended; one append takes everything that
// arrived while the previous one was under way, and each write is answered
// once its own lines are in the file (no fsync per append, as nedb). The
// file stays open between appends: an open and a close per append were a
// tenth of a play's CPU, and two more trips to libuv's threadpool in its wait.
import { appendFile, open, rename, type FileHandle } from 'node:fs/promises';

export type AppendLog = ReturnType<typeof appendLogOf>;

/** The append log of `file`. */
export function appendLogOf(file: string, mode = 0o600) {
  let waiting = '';
  // The last append started or queued; each starts after the one before, so lines reach the file in order.
  let lastAppend: Promise<void> = Promise.resolve();
  // The append that will take the waiting lines, until it starts.
  let nextAppend: Promise<void> | null = null;
  /** While a rewrite is under way: the lines appended since its snapshot, for the new file. */
  let keptAside: string[] | null = null;
  /** The file, opened for appending at the first append (again after one that failed, or a rewrite). */
  let handle: Promise<FileHandle> | null = null;

  const closeFile = async () => {
    const closing = handle;
    handle = null;
    await (await closing?.catch(() => null))?.close();
  };

  const appendWaiting = async () => {
    nextAppend = null;
    const text = waiting;
    waiting = '';
    keptAside?.push(text);
    try {
      handle ??= open(file, 'a', mode);
      await (await handle).appendFile(text, 'utf8');
    } catch (error) {
      await closeFile();
      throw error;
    }
  };

  return {
    /** Hands over a write's lines (each ending in a newline): resolves once they are in the file. */
    append(text: string): Promise<void> {
      if (text === '') return Promise.resolve();
      waiting += text;
      if (!nextAppend) {
        // An append that failed fails the writes whose lines it carried, not the ones after it.
        nextAppend = lastAppend = lastAppend.catch(() => undefined).then(appendWaiting);
        // The writes it carries see the failure; the log itself must not crash the process with it.
        nextAppend.catch(() => undefined);
      }
      return nextAppend;
    },
    /** Resolves once every line handed over so far is in the file (or its append failed), and closes it. */
    close: () => (lastAppend = lastAppend.catch(() => undefined).then(closeFile)),
    /**
     * Replaces the file with one `write` makes from what the collection holds at the call (it must take its
     * snapshot before its first await), while writes go on: the lines they append to the old file meanwhile
     * are kept aside and added to the new one, whose rename over the old runs between two appends. A line
     * kept aside that the snapshot already holds repeats a document's state, which nedb reads as the same.
     */
    async rewrite(write: (file: string) => Promise<void>) {
      const temporary = `${file}.compacting`;
      // Lines waiting now may be older than the snapshot: written again after it, they end where it stands.
      keptAside = [];
      try {
        await write(temporary);
        // Between two appends, so no line reaches the old file after its copy was taken.
        const switched = lastAppend
          .catch(() => undefined)
          .then(async () => {
            await appendFile(temporary, keptAside!.join(''), { encoding: 'utf8', mode });
            // Lines still waiting go to the new file with the next append, which opens it.
            await rename(temporary, file);
            await closeFile();
          });
        lastAppend = switched;
        await switched;
      } finally {
        keptAside = null;
      }
    },
  };
}
