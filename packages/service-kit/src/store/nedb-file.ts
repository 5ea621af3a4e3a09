// A nedb data file rewritten with just the live documents, the way nedb itself
// writes one, but yielding to the event loop as it goes.
import type Datastore from '@seald-io/nedb';
import { open, rename } from 'node:fs/promises';
import type { Doc } from './port';

type NedbIndex = { fieldName: string | string[]; unique: boolean; sparse: boolean };

/** How much serialised text is written at once. */
const CHUNK_CHARS = 256 * 1024;
/**
 * How long serialising may hold the event loop before calls get a turn: a 256 KB chunk of a grown file
 * took 50-100 ms on its own, the p99 of every call waiting behind it (bench/REPORT.md, player load).
 */
const SLICE_MS = 4;

/** One line of a nedb data file, as nedb writes it: Dates as {$$date: ms}, undefined fields left out. */
function serialize(document: unknown): string {
  return JSON.stringify(document, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { $$date: original.getTime() } : value;
  });
}

/** Writes a new file beside the old one and renames it over, so a crash midway leaves the old file whole. */
export async function rewriteDataFile(file: string, db: Datastore<Doc>): Promise<void> {
  const temporary = `${file}.compacting`;
  const out = await open(temporary, 'w', 0o600);
  try {
    let chunk = '';
    let sliceStarted = performance.now();
    for (const document of db.getAllData()) {
      chunk += `${serialize(document)}\n`;
      if (chunk.length >= CHUNK_CHARS) {
        await out.write(chunk);
        chunk = '';
      }
      if (performance.now() - sliceStarted >= SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
    }
    // The index definitions, as nedb writes them when it compacts.
    const indexes = (db as unknown as { indexes: Record<string, NedbIndex> }).indexes;
    for (const [fieldName, index] of Object.entries(indexes)) {
      if (fieldName === '_id') continue;
      const { unique, sparse } = index;
      chunk += `${serialize({ $$indexCreated: { fieldName: index.fieldName, unique, sparse } })}\n`;
    }
    await out.write(chunk);
    await out.sync();
  } finally {
    await out.close();
  }
  await rename(temporary, file);
}
