import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import { builtInRemotes } from '@ai-council/contracts';
import type { Logger } from '@ai-council/service-kit';
import { achievementPage, type PublicAchievementLookup } from './achievement-page';
import { builtAssets } from './assets';
import { shellIndex } from './shell-page';
import type { RemoteRegistrySource } from './remote-registry';

/**
 * Serves the built shell (with the SPA fallback), each remote built in place
 * under /mf/<folder>/ and the releases under /releases/, plus the registry the
 * shell reads at run time (/remotes.json) so a remote is released, promoted and
 * rolled back without rebuilding the shell or the gateway.
 */
export function webRoutes(
  webRoot: string,
  shared: {
    lookup: PublicAchievementLookup;
    logger: Logger;
    publicUrl?: string | undefined;
    remotes: RemoteRegistrySource;
    /** The signed-in player's user id, which places them in or out of a canary. */
    playerOf: (req: Request) => Promise<string | null>;
  },
): Router {
  const router = Router();
  const shellDist = path.resolve(webRoot, 'shell', 'dist');

  router.get('/remotes.json', async (req, res) => {
    const userId = await shared.playerOf(req);
    // Per player (a canary splits players): a browser may keep it, a shared cache may not.
    res.set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }).json(shared.remotes.forPlayer(userId));
  });

  // Releases made here (`npm run release -w <remote>`) are served like any static host would.
  router.use('/releases', builtAssets(path.resolve(webRoot, 'releases'), { fallthrough: false }));
  for (const remote of builtInRemotes) {
    router.use(
      `/mf/${remote.folder}`,
      builtAssets(path.resolve(webRoot, remote.folder, 'dist'), { fallthrough: false }),
    );
  }

  // The page itself goes out with this response's style nonce; its scripts and styles are plain files.
  const index = shellIndex(shellDist);
  const shellPage: RequestHandler = (_req, res) => {
    const html = index(res);
    if (!html) {
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  };
  router.get(['/', '/index.html'], shellPage);
  router.use(builtAssets(shellDist, { fallthrough: true }));
  // A shared achievement's public page: the shell, with its preview tags in the HTML.
  router.get('/achievements/:shareId', achievementPage({ shellDist, ...shared }));
  router.get(/^(?!\/api\/|\/mf\/|\/releases\/).*/, shellPage);
  return router;
}
