// The shell's types for the remotes' pages, generated from each remote's own
// module-federation.config.ts (its federation name and `exposes`), so a page
// renamed or dropped in a remote fails the shell's typecheck instead of a
// player's page load. `npm run remote-types -w shell` writes the module; a test
// fails while the checked-in one is stale.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const remotePagesModulePath = 'shell/src/lib/remote-pages.generated.ts';

export interface ExposedPage {
  /** `mf_finance/FinancialPage`, as the shell loads it. */
  id: string;
  remote: string;
  /** The exposing module's file, from the repository root, without its extension. */
  file: string;
}

interface FederationConfig {
  name: string;
  exposes?: Record<string, string | { import: string }>;
}

/** Every page the remotes expose, read from their federation configs, in a stable order. */
export async function exposedPages(repoRoot: string): Promise<ExposedPage[]> {
  const remotes = readdirSync(repoRoot)
    .filter(
      (dir) => dir.startsWith('mf-') && existsSync(path.join(repoRoot, dir, 'module-federation.config.ts')),
    )
    .sort();
  const pages: ExposedPage[] = [];
  for (const remote of remotes) {
    const configFile = path.join(repoRoot, remote, 'module-federation.config.ts');
    const config = ((await import(pathToFileURL(configFile).href)) as { default: FederationConfig }).default;
    for (const [key, value] of Object.entries(config.exposes ?? {})) {
      const source = typeof value === 'string' ? value : value.import;
      pages.push({
        id: `${config.name}/${key.replace(/^\.\//, '')}`,
        remote,
        file: path.posix.join(remote, source.replace(/^\.\//, '').replace(/\.tsx?$/, '')),
      });
    }
  }
  return pages.sort((a, b) => a.id.localeCompare(b.id));
}

/** The text of shell/src/lib/remote-pages.generated.ts. */
export async function remotePagesModule(repoRoot: string): Promise<string> {
  const pages = await exposedPages(repoRoot);
  const fromShellLib = (file: string) => path.posix.relative('shell/src/lib', file);
  const typeName = (id: string) => id.replace(/\W/g, '_');
  return [
    "// Generated from the remotes' module-federation.config.ts by `npm run remote-types -w shell`; do not edit.",
    '// shell/test/remote-pages.generated.test.ts fails while it is stale.',
    "import type { ComponentProps } from 'react';",
    ...pages.map((p) => `import type ${typeName(p.id)} from '${fromShellLib(p.file)}';`),
    '',
    '/** Every page a remote exposes, as `{federation name}/{exposed module}`, with the props it takes. */',
    'export interface RemotePages {',
    ...pages.map((p) => `  '${p.id}': ComponentProps<typeof ${typeName(p.id)}>;`),
    '}',
    '',
    'export type RemotePageId = keyof RemotePages;',
    '',
    'export const remotePageIds: readonly RemotePageId[] = [',
    ...pages.map((p) => `  '${p.id}',`),
    '];',
    '',
  ].join('\n');
}
