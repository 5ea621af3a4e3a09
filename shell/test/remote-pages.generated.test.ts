// The shell's remote page types come from the remotes' federation configs
// (shell/src/lib/remote-pages.generated.ts). A page renamed in a remote changes
// the generated module; this fails until it is regenerated, and then the
// shell's typecheck fails wherever it still routes to the old name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exposedPages, remotePagesModule, remotePagesModulePath } from '@ai-council/web-build/remote-pages';
import type { RemotePageId } from '../src/lib/remote-pages.generated';
import { remoteRoutes } from '../src/app/remote-routes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The generated ids are exact: a page no remote exposes is a type error (`npm run typecheck` checks this line).
// @ts-expect-error mf_finance exposes FinancialPage, not FinancesPage
const renamed: RemotePageId = 'mf_finance/FinancesPage';

describe('generated remote page types', () => {
  it('when the remotes expose their pages, then the checked-in module is what they generate (npm run remote-types -w shell)', async () => {
    const checkedIn = readFileSync(path.join(repoRoot, remotePagesModulePath), 'utf8');
    expect(checkedIn, 'stale: run npm run remote-types -w shell').toBe(await remotePagesModule(repoRoot));
  });

  it('when read from the federation configs, then every page the shell routes to is exposed by its remote', async () => {
    const ids = (await exposedPages(repoRoot)).map((p) => p.id);
    expect(ids).toContain('mf_finance/FinancialPage');
    for (const route of remoteRoutes) expect(ids, route.path).toContain(route.page);
    expect(ids).not.toContain(renamed);
  });
});
