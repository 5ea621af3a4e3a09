import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Logger } from '@ai-council/service-kit';
import { achievementPage, type PublicAchievementLookup } from './achievement-page';
import { builtAssets, sendAsset } from './assets';

export const remoteApps = [
  { name: 'mf_dashboard', folder: 'mf-dashboard' },
  { name: 'mf_council', folder: 'mf-council' },
  { name: 'mf_finance', folder: 'mf-finance' },
  { name: 'mf_analytics', folder: 'mf-analytics' },
] as const;

/**
 * Serves the built shell (with the SPA fallback) and each remote under
 * /mf/<folder>/, plus the manifest the shell reads at run time so a remote
 * can be redeployed without rebuilding the shell.
 */
export function webRoutes(
  webRoot: string,
  shared: { lookup: PublicAchievementLookup; logger: Logger; publicUrl?: string | undefined },
): Router {
  const router = Router();
  const shellDist = path.resolve(webRoot, 'shell', 'dist');

  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({
      remotes: remoteApps.map((r) => ({ name: r.name, entry: `/mf/${r.folder}/mf-manifest.json` })),
    });
  });

  for (const remote of remoteApps) {
    router.use(
      `/mf/${remote.folder}`,
      builtAssets(path.resolve(webRoot, remote.folder, 'dist'), { fallthrough: false }),
    );
  }

  router.use(builtAssets(shellDist, { fallthrough: true }));
  // A shared achievement's public page: the shell, with its preview tags in the HTML.
  router.get('/achievements/:shareId', achievementPage({ shellDist, ...shared }));
  router.get(/^(?!\/api\/|\/mf\/).*/, (req, res) => {
    const index = path.join(shellDist, 'index.html');
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      return;
    }
    sendAsset(res, index, req.headers['accept-encoding']);
  });
  return router;
}
