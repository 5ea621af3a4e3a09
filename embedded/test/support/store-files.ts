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
