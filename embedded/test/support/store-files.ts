// The embedded stores on disk, byte for byte: what a call that must not write is checked against.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { still, type SuiteSystem } from './system';

/** Every file under DATA_DIR, by relative path, as its bytes (base64 for a readable diff of names). */
export function filesUnder(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, filesUnder(full, base));
    else files[path.relative(base, full)] = readFileSync(full).toString('base64');
  }
  return files;
}

/**
 * Every line of every file under DATA_DIR (a rewrite's `.compacting` file too), with the file's path
 * relative to it, but the gateway's write-limit counters: one-minute windows keyed by account that the
 * limiter itself deletes two minutes on (write-limits.ts).
 */
export function linesOnDisk(dataDir: string): Array<{ file: string; line: string }> {
  return Object.entries(filesUnder(dataDir))
    .filter(([file]) => path.basename(file) !== 'write-limits.db')
    .flatMap(([file, bytes]) =>
      Buffer.from(bytes, 'base64')
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => ({ file, line })),
    );
}

/** A player's account id, which no answer shows: read off the gateway's accounts file. */
export function accountIdOf(dataDir: string, firstName: string): string {
  const accounts = readFileSync(path.join(dataDir, 'gateway', 'accounts.db'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; firstName?: string | null });
  const found = accounts.find((a) => a.firstName === firstName);
  if (!found) throw new Error(`no account of ${firstName}`);
  return found._id;
}

/**
 * The stores on disk once they are still: compacted (so no compaction timer
 * rewrites a file later) and unchanged over a pause, i.e. every event on the
 * bus has been applied and every outbox relayed.
 */
export async function settledFiles(suite: SuiteSystem): Promise<Record<string, string>> {
  return still('the stores', async () => {
    await suite.system.compact();
    return filesUnder(suite.dataDir);
  });
}

/** The lines of each changed file that the reads added or removed, for a message that says what was written. */
export function changes(before: Record<string, string>, after: Record<string, string>) {
  const text = (b64: string | undefined) => (b64 ? Buffer.from(b64, 'base64').toString('utf8') : '');
  const changed: Record<string, { added: string[]; removed: string[] }> = {};
  for (const file of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[file] === after[file]) continue;
    const was = text(before[file]).split('\n');
    const now = text(after[file]).split('\n');
    changed[file] = {
      added: now.filter((l) => !was.includes(l)).map((l) => l.slice(0, 300)),
      removed: was.filter((l) => !now.includes(l)).map((l) => l.slice(0, 300)),
    };
  }
  return changed;
}
