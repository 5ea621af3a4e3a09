// What the shell in this repository gives a remote and asks of it: the
// versions of its shared singletons and the remote pages it routes to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { singletons } from '../index';
import type { HostRequirements } from './gate';

/** The version of `name` a package in `fromDir` gets, found the way Node looks for it. */
function installedVersion(fromDir: string, name: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

export async function shellRequirements(repoRoot: string): Promise<HostRequirements> {
  const shellDir = path.join(repoRoot, 'shell');
  const { dependencies } = JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const shared = singletons.map((name) => {
    const version = installedVersion(shellDir, name);
    const range = dependencies[name];
    return { name, version, requiredVersion: !range || range === '*' ? `^${version}` : range };
  });
  const { remoteRoutes } = (await import(
    pathToFileURL(path.join(shellDir, 'src', 'app', 'remote-routes.ts')).href
  )) as { remoteRoutes: HostRequirements['routedPages'] };
  return { shared, routedPages: remoteRoutes };
}
