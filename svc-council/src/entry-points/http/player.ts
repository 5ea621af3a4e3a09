import { playerOf } from '@ai-council/service-kit';
import type { Request } from 'express';
import type { Player } from '../../domain/use-cases/context';

/** The signed-in player a request acts for; every use case is scoped to them. */
export function who(req: Request): Player {
  const claims = playerOf(req);
  return { userId: claims.sub, gameMode: claims.gameMode };
}
