import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** One remote as the gateway's GET /remotes.json lists it. */
export interface RemoteLocation {
  name: string;
  /** The remote's mf-manifest.json, usually a path on the gateway such as /mf/mf-finance/mf-manifest.json. */
  entry: string;
}

/** The pages the shell routes to, as `{federation name}/{exposed module}`. */
export type RemotePageId =
  | 'mf_dashboard/DashboardPage'
  | 'mf_council/AgentsPage'
  | 'mf_council/CommunicationsPage'
  | 'mf_council/ScenariosPage'
  | 'mf_finance/FinancialPage'
  | 'mf_finance/GameOverPage'
  | 'mf_finance/LeaderboardPage'
  | 'mf_analytics/AnalyticsPage'
  | 'mf_analytics/AchievementsPage';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function parseRemotesManifest(data: unknown): RemoteLocation[] {
  if (!isRecord(data) || !Array.isArray(data.remotes)) {
    throw new Error('/remotes.json must be { "remotes": [ { "name", "entry" } ] }');
  }
  return data.remotes.map((remote: unknown, index) => {
    if (!isRecord(remote) || typeof remote.name !== 'string' || typeof remote.entry !== 'string') {
      throw new Error(`/remotes.json: remotes[${index}] needs a string name and entry`);
    }
    return { name: remote.name, entry: remote.entry };
  });
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

/**
 * Reads /remotes.json and registers each remote with the federation runtime.
 * A missing or broken manifest is logged, not fatal: the shell still renders
 * and each remote area shows its error panel.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  registerPlugins([retryFailedEntries]);
  try {
    const response = await fetch('/remotes.json', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const remotes = parseRemotesManifest(await response.json());
    registerRemotes(
      // The runtime needs absolute URLs to resolve each remote's publicPath 'auto'.
      remotes.map((remote) => ({
        name: remote.name,
        entry: new URL(remote.entry, window.location.href).href,
      })),
    );
  } catch (error) {
    console.error('Failed to load /remotes.json; remote pages are unavailable', error);
  }
}

export async function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) {
    throw new Error(`Remote page ${id} did not load`);
  }
  return module;
}
