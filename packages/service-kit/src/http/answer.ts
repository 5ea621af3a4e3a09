// How every route answers: the value is parsed with the call's contract schema
// before it is sent, so a client reads exactly what the contract says. An
// answer that breaks its contract is a ZodError, which the error handler logs
// and answers as our 500, never as the caller's fault (see errors.ts).
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { playerOf, type VerifiedClaims } from '../identity';

/** The signed-in player a request acts for: every use case is scoped to them. */
export type Player = { userId: string } & Pick<VerifiedClaims, 'gameMode' | 'firstName'>;

/** Who is asking: the player of a request behind the user token (createHttpApp's /api). */
export function who(req: Request): Player {
  const claims = playerOf(req);
  return { userId: claims.sub, gameMode: claims.gameMode, firstName: claims.firstName };
}

/** Sends `value` as the contract's `schema` reads it, with `status` (200 unless said). */
export function answer<S extends z.ZodType>(res: Response, schema: S, value: z.input<S>, status = 200): void {
  res.status(status).json(schema.parse(value));
}
