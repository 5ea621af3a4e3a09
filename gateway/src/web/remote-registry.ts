// The remote registry the operator sets (REMOTES_FILE): read again whenever
// the file changes (one stat per read, so a ConfigMap update or a promote's
// rename shows on the next request), kept as it was when a new version does
// not parse, and resolved per player when a remote has a canary.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import {
  builtInRegistry,
  remoteRegistrySchema,
  type RemoteRegistry,
  type RemotesResponse,
} from '@ai-council/contracts';
import type { Logger } from '@ai-council/service-kit';

/**
 * Where a player falls in 0–99 for one remote: the same for every request, and
 * independent between remotes, so one canary's share is not always the same players.
 */
export function canaryBucket(remoteName: string, userId: string): number {
  return createHash('sha256').update(`${remoteName}:${userId}`).digest().readUInt32BE(0) % 100;
}

export function resolveForPlayer(registry: RemoteRegistry, userId: string | null): RemotesResponse {
  return {
    remotes: registry.remotes.map(({ name, entry, version, canary }) => {
      const chosen =
        canary && userId !== null && canaryBucket(name, userId) < canary.percent
          ? canary
          : { entry, version };
      return { name, entry: chosen.entry, ...(chosen.version ? { version: chosen.version } : {}) };
    }),
  };
}

function originsOf(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    for (const { entry } of [remote, ...(remote.canary ? [remote.canary] : []), ...(remote.history ?? [])]) {
      if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
    }
  }
  return [...origins];
}

export function createRemoteRegistry(options: { file?: string | undefined; logger: Logger }) {
  const { file, logger } = options;
  let registry = builtInRegistry();
  let origins: string[] = [];
  /** What the file was when last read (mtime, size, inode), so an unchanged file is not parsed again. */
  let seen = '';

  function refresh(): void {
    if (!file) return;
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      stamp = 'missing';
      if (seen !== stamp)
        logger.error(
          { file, err: (error as Error).message },
          'REMOTES_FILE cannot be read; keeping the last good remote registry',
        );
      seen = stamp;
      return;
    }
    if (stamp === seen) return;
    seen = stamp;
    try {
      const parsed = remoteRegistrySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
        logger.error(
          { file, problems },
          'REMOTES_FILE is not a valid remote registry; keeping the last good one',
        );
        return;
      }
      registry = parsed.data;
      origins = originsOf(registry);
      logger.info(
        { file, remotes: registry.remotes.map((r) => `${r.name}@${r.version ?? r.entry}`) },
        'remote registry loaded',
      );
    } catch (error) {
      logger.error(
        { file, err: (error as Error).message },
        'REMOTES_FILE is not JSON; keeping the last good remote registry',
      );
    }
  }

  refresh();
  return {
    /** GET /remotes.json for one player: a canary entry resolved by their user id (none signed in: the live one). */
    forPlayer(userId: string | null) {
      refresh();
      return resolveForPlayer(registry, userId);
    },
    /** Every origin an entry (live, canary or rollback target) names, for the page's Content-Security-Policy. */
    origins() {
      refresh();
      return origins;
    },
  };
}
export type RemoteRegistrySource = ReturnType<typeof createRemoteRegistry>;
