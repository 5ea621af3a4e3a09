// The compatibility gate promote runs before a release goes live: it must take
// the shell's shared singletons (one React, one router, one query client, one
// query layer, one set of contracts) and still expose every page the shell routes to.
import semver from 'semver';
import type { ReleaseManifest } from '@ai-council/contracts';

export interface HostRequirements {
  /** The shell's shared singletons: the version it provides and the range it accepts. */
  shared: Array<{ name: string; version: string; requiredVersion: string }>;
  /** The pages the shell routes to, as `{federation name}/{exposed module}`. */
  routedPages: ReadonlyArray<{ path: string; page: string }>;
}

/** Why the release cannot run in this shell, one sentence each; empty when it can. */
export function compatibilityProblems(release: ReleaseManifest, host: HostRequirements): string[] {
  const problems: string[] = [];
  for (const wanted of host.shared) {
    const shared = release.shared.find((s) => s.name === wanted.name);
    if (!shared || !shared.singleton) {
      problems.push(
        `${wanted.name}: the release does not share it as a singleton, so it would run its own copy beside the shell's ${wanted.version}`,
      );
      continue;
    }
    if (!semver.satisfies(wanted.version, shared.requiredVersion, { includePrerelease: true })) {
      problems.push(
        `${wanted.name}: the release needs ${shared.requiredVersion}, but the shell provides ${wanted.version}`,
      );
    } else if (!semver.satisfies(shared.version, wanted.requiredVersion, { includePrerelease: true })) {
      problems.push(
        `${wanted.name}: the release was built with ${shared.version}, outside the shell's ${wanted.requiredVersion}`,
      );
    }
  }
  const prefix = `${release.name}/`;
  for (const route of host.routedPages) {
    if (!route.page.startsWith(prefix)) continue;
    const page = route.page.slice(prefix.length);
    if (!release.exposes.includes(page))
      problems.push(`${page}: the shell routes ${route.path} to it, but the release no longer exposes it`);
  }
  return [...new Set(problems)];
}
