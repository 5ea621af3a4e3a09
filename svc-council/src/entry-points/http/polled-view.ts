// A polled view answered from its version (see data-access/view-versions):
// the ETag names the view, the player and the version, so a poll that carries
// it while the version stands is a 304 before any query; otherwise the view is
// built, after the version was read, so its ETag never names newer content.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { PolledView, ViewVersions } from '../../data-access/view-versions';
import type { Player } from '../../domain/use-cases/context';

/** What the view's answer depends on besides its version: the player, and what the request names. */
export function viewVersionOf(player: Player, view: PolledView, version: string, ...named: string[]): string {
  return [view, player.userId, player.gameMode ?? '', version, ...named].join('|');
}

export const etagOf = (version: string) =>
  `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;

export async function sendPolledView(
  req: Request,
  res: Response,
  versions: ViewVersions,
  player: Player,
  view: PolledView,
  build: () => Promise<unknown>,
  ...named: string[]
): Promise<void> {
  const version = viewVersionOf(player, view, await versions.of(player.userId, view), ...named);
  res.setHeader('ETag', etagOf(version));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.json(await build());
}
