// A collection's data file in nedb's format (a line per document version, a
// deletion's own line, Dates as {$$date: ms}): read at start, and rewritten
// with just the live documents, yielding to the event loop as it goes.
import type Datastore from '@seald-io/nedb';
import { open, readFile } from 'node:fs/promises';
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

/** A line read back: `{$$date: ms}` is a Date again. */
function deserialize(line: string): Record<string, unknown> {
  return JSON.parse(line, (key, value: unknown) => {
    if (key === '$$date') return new Date(value as number);
    const date = (value as { $$date?: unknown } | null)?.$$date;
    return date instanceof Date ? date : value;
  }) as Record<string, unknown>;
}

/** A file where more than this share of the lines cannot be read is refused, as nedb refuses one. */
const CORRUPT_SHARE_REFUSED = 0.1;

/**
 * The live documents of a data file (none when it does not exist): each document's last version, none a
 * deletion line removed. Index lines are skipped: a collection holds the indexes its specs ask for. A line
 * cut short by a crash mid-append is skipped too, as nedb skips it.
 */
export async function readDataFile(file: string): Promise<Doc[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const documents = new Map<unknown, Doc>();
  const lines = text.split('\n').filter((line) => line !== '');
  let corrupt = 0;
  for (const line of lines) {
    let read: Record<string, unknown>;
    try {
      read = deserialize(line);
    } catch {
      corrupt += 1;
      continue;
    }
    if (read._id === undefined) continue;
    if (read.$$deleted === true) documents.delete(read._id);
    else documents.set(read._id, read as Doc);
  }
  if (lines.length > 0 && corrupt / lines.length > CORRUPT_SHARE_REFUSED) {
    throw new Error(`${file}: ${corrupt} of its ${lines.length} lines cannot be read; refusing to open it`);
  }
  return [...documents.values()];
}

/** The lines recording that these documents were deleted. */
export const deletionLines = (ids: unknown[]) =>
  ids.map((_id) => `${serialize({ $$deleted: true, _id })}\n`).join('');

/**
 * What a data file is written from: the documents and index definitions as they stand at one moment.
 * Taken synchronously: nedb replaces a document it updates instead of changing it, so the documents
 * stay as they were at this moment however long the writing takes. The index lines are the ones nedb
 * writes when it compacts, from the specs the collection was opened with.
 */
export function snapshotOf(db: Datastore<Doc>, indexes: IndexSpec[]) {
  return {
    documents: db.getAllData(),
    indexes: indexes.map(({ fields, unique = false, sparse = false }) =>
      serialize({ $$indexCreated: { fieldName: Object.keys(fields).sort().join(','), unique, sparse } }),
    ),
  };
}

/** Writes the snapshot to `file` (a new one) and syncs it. */
export async function writeDataFile(
  file: string,
  { documents, indexes }: ReturnType<typeof snapshotOf>,
): Promise<void> {
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
