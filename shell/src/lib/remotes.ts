import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { remotesResponseSchema, type RemoteLocation } from '@ai-council/contracts';
import type { ComponentType } from 'react';
import type { RemotePageId } from './remote-pages.generated';

/** The pages the shell routes to, generated from the remotes' federation configs. */
export type { RemotePageId };

export function parseRemotesManifest(data: unknown): RemoteLocation[] {
  const parsed = remotesResponseSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`/remotes.json: ${['remotes', ...issue.path].join('.')}: ${issue.message}`);
  }
  return parsed.data.remotes;
}

/**
 * A remote entry that failed to load stays cached as a rejected promise in the
 * runtime; forgetting it lets the error boundary's 'Try Again' fetch it anew.
 */
const retryFailedEntries: ModuleFederationRuntimePlugin = {
  name: 'shell-retry-failed-remote-entries',
  async loadEntryError({ globalLoading, uniqueKey }) {
    delete globalLoading[uniqueKey];
    return undefined;
  },
};

/** The entry each remote is registered with, so a re-read registry re-registers only what moved. */
const registered = new Map<string, string>();

async function readRegistry(): Promise<RemoteLocation[]> {
  const response = await fetch('/remotes.json', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return parseRemotesManifest(await response.json());
}

function register(remotes: RemoteLocation[]): void {
  // The runtime needs absolute URLs to resolve each remote's publicPath 'auto'.
  const moved = remotes
    .map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.href).href }))
    .filter((remote) => registered.get(remote.name) !== remote.entry);
  if (moved.length === 0) return;
  // force: a remote that moved (promoted, rolled back) drops what the runtime cached of its old release.
  registerRemotes(moved, { force: true });
  for (const remote of moved) registered.set(remote.name, remote.entry);
}

/**
 * Reads /remotes.json and registers each remote with the federation runtime.
 * A missing or broken manifest is logged, not fatal: the shell still renders
 * and each remote area shows its error panel.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  registerPlugins([retryFailedEntries]);
  try {
    register(await readRegistry());
  } catch (error) {
    console.error('Failed to load /remotes.json; remote pages are unavailable', error);
  }
}

/**
 * Before 'Try Again' loads a page anew: the operator may have moved the remote
 * since (a rollback), so the registry is read again and a moved remote re-registered.
 */
export async function refreshRemotes(): Promise<void> {
  try {
    register(await readRegistry());
  } catch (error) {
    console.error('Failed to read /remotes.json again; retrying with the remotes as they were', error);
  }
}

export async function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) {
    throw new Error(`Remote page ${id} did not load`);
  }
  return module;
}
