// A nedb data file written with just the live documents, the way nedb itself
// writes one, but yielding to the event loop as it goes.
import type Datastore from '@seald-io/nedb';
import { open } from 'node:fs/promises';
import type { Doc, IndexSpec } from './port';

/** How much serialised text is written at once. */
const CHUNK_CHARS = 256 * 1024;
/**
 * How long serialising may hold the event loop before calls get a turn: a 256 KB chunk of a grown file
 * took 50-100 ms on its own, the p99 of every call waiting behind it (bench/REPORT.md, player load).
 */
const SLICE_MS = 4;

/** One line of a nedb data file, as nedb writes it: Dates as {$$date: ms}, undefined fields left out. */
export function serialize(document: unknown): string {
  return JSON.stringify(document, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { $$date: original.getTime() } : value;
  });
}

/** What a data file is written from: the documents and index definitions as they stand at one moment. */
export interface DataSnapshot {
  documents: Doc[];
  indexes: string[];
}

/**
 * Taken synchronously: nedb replaces a document it updates instead of changing it, so the documents
 * stay as they were at this moment however long the writing takes. The index lines are the ones nedb
 * writes when it compacts, from the specs the collection was opened with.
 */
export function snapshotOf(db: Datastore<Doc>, indexes: IndexSpec[]): DataSnapshot {
  return {
    documents: db.getAllData(),
    indexes: indexes.map(({ fields, unique = false, sparse = false }) =>
      serialize({ $$indexCreated: { fieldName: Object.keys(fields).sort().join(','), unique, sparse } }),
    ),
  };
}

/** Writes the snapshot to `file` (a new one) and syncs it. */
export async function writeDataFile(file: string, { documents, indexes }: DataSnapshot): Promise<void> {
  const out = await open(file, 'w', 0o600);
  try {
    let chunk = '';
    let sliceStarted = performance.now();
    for (const document of documents) {
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
    for (const line of indexes) chunk += `${line}\n`;
    await out.write(chunk);
    await out.sync();
  } finally {
    await out.close();
  }
}
