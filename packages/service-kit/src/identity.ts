// The gateway speaks for the player: it signs a short-lived token naming the
// user and services accept nothing else (client-sent identity headers are
// stripped at the gateway). HMAC-SHA256 over a compact JSON payload.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { unauthorized } from './http/errors';

export const userTokenHeader = 'x-user-token';

export interface UserClaims {
  /** The user id every read and write is scoped to. */
  sub: string;
  gameMode: 'demo' | 'llm' | null;
  firstName: string | null;
}

interface TokenPayload extends UserClaims {
  exp: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signUserToken(claims: UserClaims, secret: string, ttlSeconds = 60): string {
  const payload: TokenPayload = { ...claims, exp: Math.floor(Date.now() / 1000) + ttlSeconds };
  const body = b64(JSON.stringify(payload));
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifyUserToken(token: string, secret: string): UserClaims | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (typeof payload.sub !== 'string' || !payload.sub || payload.exp < Date.now() / 1000) return null;
    return { sub: payload.sub, gameMode: payload.gameMode ?? null, firstName: payload.firstName ?? null };
  } catch {
    return null;
  }
}

// Claims live beside the request rather than on it, so no global type augmentation is needed.
const playerOfRequest = new WeakMap<object, UserClaims>();

export function requireUser(secret: string): RequestHandler {
  return (req, _res, next) => {
    const token = req.header(userTokenHeader);
    const claims = token ? verifyUserToken(token, secret) : null;
    if (!claims) return next(unauthorized());
    playerOfRequest.set(req, claims);
    next();
  };
}

/** The signed-in player of a request behind requireUser. */
export function playerOf(req: object): UserClaims {
  const claims = playerOfRequest.get(req);
  if (!claims) throw unauthorized();
  return claims;
}
