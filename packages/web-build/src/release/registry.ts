// The registry file promote and rollback change: read and checked with the
// same schema the gateway uses, changed as a whole (a temporary file, then a
// rename), so the gateway never reads half of one.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import {
  builtInRegistry,
  remoteRegistrySchema,
  type RegistryRemote,
  type RemoteRegistry,
} from '@ai-council/contracts';

/** Earlier releases kept per remote for rollback. */
export const historyKept = 20;

export class RegistryError extends Error {}

/** The registry in `file`; a file that does not exist yet starts from the built-in remotes. */
export function readRegistryFile(file: string): RemoteRegistry {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return builtInRegistry();
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = remoteRegistrySchema.safeParse(data);
  if (!parsed.success)
    throw new RegistryError(
      `${file} is not a remote registry: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** Replaces `file` with `registry` in one step: readers see the old file or the new one, never part of one. */
export function writeRegistryFile(file: string, registry: RemoteRegistry): void {
  // Keys in the order a person reads them, whatever order the changes left them in.
  const valid = remoteRegistrySchema
    .parse(registry)
    .remotes.map(({ name, version, entry, promotedAt, canary, history }) => ({
      name,
      version,
      entry,
      promotedAt,
      canary,
      history,
    }));
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temporary, 'w', 0o644);
    try {
      writeSync(fd, `${JSON.stringify({ remotes: valid }, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

export interface Promotion {
  name: string;
  entry: string;
  version: string;
  /** Set: the release goes to this share of players (0–100) as a canary; the live one stays. */
  canaryPercent?: number | undefined;
  at: Date;
}

function withRemote(
  registry: RemoteRegistry,
  name: string,
  change: (remote: RegistryRemote | undefined) => RegistryRemote,
) {
  const index = registry.remotes.findIndex((r) => r.name === name);
  const changed = change(index === -1 ? undefined : registry.remotes[index]);
  const remotes = [...registry.remotes];
  if (index === -1) remotes.push(changed);
  else remotes[index] = changed;
  return { remotes };
}

/** The registry with `promotion` live (or as a canary), and a sentence saying what changed. */
export function promoted(
  registry: RemoteRegistry,
  promotion: Promotion,
): { registry: RemoteRegistry; summary: string } {
  const { name, entry, version, canaryPercent, at } = promotion;
  let summary = '';
  const next = withRemote(registry, name, (remote) => {
    if (canaryPercent !== undefined) {
      if (!remote) throw new RegistryError(`${name} has no live release yet: promote one before a canary`);
      if (remote.entry === entry)
        throw new RegistryError(`${name} ${version} is live already: a canary is another release`);
      summary = `${name} ${version} is the canary for ${canaryPercent} % of players; ${remote.version ?? remote.entry} stays live for the rest`;
      return { ...remote, canary: { entry, version, percent: canaryPercent } };
    }
    if (remote && remote.entry === entry) {
      summary = `${name} ${version} is live already`;
      const { canary: _ended, ...rest } = remote;
      return rest;
    }
    const history = remote
      ? [
          ...(remote.history ?? []),
          {
            entry: remote.entry,
            ...(remote.version ? { version: remote.version } : {}),
            ...(remote.promotedAt ? { promotedAt: remote.promotedAt } : {}),
          },
        ].slice(-historyKept)
      : [];
    summary = `${name} ${version} is live${remote ? ` (was ${remote.version ?? remote.entry})` : ''}`;
    return { name, entry, version, promotedAt: at.toISOString(), ...(history.length ? { history } : {}) };
  });
  return { registry: next, summary };
}

/** The registry with `name` pointed back: a canary ended, or else the release live before this one live again. */
export function rolledBack(
  registry: RemoteRegistry,
  name: string,
  at: Date,
): { registry: RemoteRegistry; summary: string } {
  let summary = '';
  const next = withRemote(registry, name, (remote) => {
    if (!remote) throw new RegistryError(`${name} is not in the registry`);
    if (remote.canary) {
      const { canary, ...rest } = remote;
      summary = `${name}: the canary ${canary.version ?? canary.entry} is ended; every player has ${remote.version ?? remote.entry}`;
      return rest;
    }
    const previous = remote.history?.at(-1);
    if (!previous) throw new RegistryError(`${name} has no earlier release to roll back to`);
    summary = `${name} ${previous.version ?? previous.entry} is live again (was ${remote.version ?? remote.entry})`;
    const history = remote.history!.slice(0, -1);
    return {
      name,
      entry: previous.entry,
      ...(previous.version ? { version: previous.version } : {}),
      promotedAt: at.toISOString(),
      ...(history.length ? { history } : {}),
    };
  });
  return { registry: next, summary };
}
