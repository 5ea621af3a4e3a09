// The gateway speaks for the player: it signs a short-lived token naming the
// user and services accept nothing else (client-sent identity headers are
// stripped at the gateway). Ed25519: only the gateway holds the private key;
// a service holds the public key alone, so a service that is broken into can
// read tokens but never mint one. Each token names the one service it is for
// (`aud`), so a token seen by one service is worthless at another, and a token
// with a `purpose` (erasure, a delegated projection) opens only that one call.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { forbidden, unauthorized } from './http/errors';

export const userTokenHeader = 'x-user-token';
/**
 * A second token the gateway hands svc-council beside its own: addressed to
 * svc-game and good only for its projection call, so the council can ask the
 * engine as the player without holding any signing key.
 */
export const delegatedGameTokenHeader = 'x-user-token-game';

export const tokenAudiences = ['svc-game', 'svc-council', 'svc-analytics'] as const;
export type TokenAudience = (typeof tokenAudiences)[number];

/**
 * What a token may do besides the player's ordinary calls (none: only those).
 * - `erase-expired-guest`: the erasure of an expired guest's data (refused for a registered account);
 * - `erase-deleted-account`: the erasure of an account its owner is deleting;
 * - `game-projection`: svc-council asking svc-game's engine for a projection, as the player.
 */
export const tokenPurposes = ['erase-expired-guest', 'erase-deleted-account', 'game-projection'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

const claimsSchema = z.object({
  /** The user id every read and write is scoped to. */
  sub: z.string().min(1).max(200),
  gameMode: z.enum(['demo', 'llm']).nullable(),
  firstName: z.string().max(200).nullable(),
  /** A guest (no password); registered accounts are false. Absent in tokens that need not say. */
  guest: z.boolean().optional(),
});
export type UserClaims = z.infer<typeof claimsSchema>;

const payloadSchema = claimsSchema.extend({
  aud: z.enum(tokenAudiences),
  purpose: z.enum(tokenPurposes).optional(),
  iss: z.literal('gateway'),
  exp: z.number().int().positive(),
});
export type VerifiedClaims = Omit<z.infer<typeof payloadSchema>, 'iss' | 'exp'>;

/** A PEM (or a PEM with its newlines written as `\n`, as env files carry it) or a key object. */
export type KeyInput = KeyObject | string;

const pem = (text: string) => text.replace(/\\n/g, '\n').trim();

/** The gateway's signing key: an Ed25519 private key (PEM); anything else is refused. */
export function tokenPrivateKey(key: KeyInput): KeyObject {
  const object = typeof key === 'string' ? createPrivateKey(pem(key)) : key;
  if (object.type !== 'private' || object.asymmetricKeyType !== 'ed25519') {
    throw new Error('the token signing key must be an Ed25519 private key');
  }
  return object;
}

/** A service's verifying key: an Ed25519 public key (PEM). A private key is refused: a service must not hold one. */
export function tokenPublicKey(key: KeyInput): KeyObject {
  // createPublicKey would quietly derive the public half of a private key handed over by mistake.
  if (typeof key === 'string' && /PRIVATE KEY/.test(key)) {
    throw new Error('the token verifying key must be an Ed25519 public key, not the private key');
  }
  const object = typeof key === 'string' ? createPublicKey(pem(key)) : key;
  if (object.type !== 'public' || object.asymmetricKeyType !== 'ed25519') {
    throw new Error('the token verifying key must be an Ed25519 public key');
  }
  return object;
}

/** A fresh pair, as PEM: embedded and dev runs generate one per start (a token lives a minute). */
export function generateTokenKeys(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A zod field for a key in PEM, read by `parse`: one it cannot read fails the config with `message`. */
const pemField = <Key>(parse: (text: string) => Key, message: string) =>
  z.string().transform((text, ctx) => {
    try {
      return parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/** zod fields for the keys in a config schema: the PEM parsed and checked at start-up. */
export const tokenKeyEnv = {
  TOKEN_PUBLIC_KEY: pemField(tokenPublicKey, 'TOKEN_PUBLIC_KEY must be an Ed25519 public key in PEM'),
  TOKEN_PRIVATE_KEY: pemField(tokenPrivateKey, 'TOKEN_PRIVATE_KEY must be an Ed25519 private key in PEM'),
};

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export interface SignOptions {
  audience: TokenAudience;
  ttlSeconds?: number;
  purpose?: TokenPurpose;
}

export function signUserToken(claims: UserClaims, privateKey: KeyInput, options: SignOptions): string {
  const { sub, gameMode, firstName, guest } = claims;
  const { audience: aud, purpose, ttlSeconds = 60 } = options;
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  // Only these claims, whatever else `claims` holds; JSON leaves out a guest or purpose that is not given.
  const body = b64(JSON.stringify({ sub, gameMode, firstName, guest, aud, purpose, iss: 'gateway', exp }));
  const signature = sign(null, Buffer.from(body), tokenPrivateKey(privateKey));
  return `${body}.${b64(signature)}`;
}

/** The claims of a genuine, unexpired token for this audience; null for anything else. */
export function verifyUserToken(
  token: string,
  publicKey: KeyInput,
  audience: TokenAudience,
): VerifiedClaims | null {
  return verifiedToken(token, publicKey, audience)?.claims ?? null;
}

/** A genuine, unexpired token's claims and its expiry (seconds since the epoch). */
function verifiedToken(
  token: string,
  publicKey: KeyInput,
  audience: TokenAudience,
): { claims: VerifiedClaims; exp: number } | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, signature] = parts as [string, string];
  try {
    if (!verify(null, Buffer.from(body), tokenPublicKey(publicKey), Buffer.from(signature, 'base64url'))) {
      return null;
    }
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    // zod keeps only the schema's fields, and leaves an optional one out when the token does.
    const { iss: _issuer, exp, ...claims } = parsed.data;
    return claims.aud === audience && exp >= Date.now() / 1000 ? { claims, exp } : null;
  } catch {
    return null;
  }
}

/** Tokens a service remembers as verified (up to two a player: its own and svc-council's projection token for svc-game); the gateway reuses a player's token for half its minute. */
const VERIFIED_TOKENS_HELD = 60_000;

/**
 * verifyUserToken, remembering what it verified: checking an Ed25519 signature was the largest single
 * cost of an unchanged poll in svc-council (bench/REPORT.md), and a player's polls carry the same token
 * for about 30 s. Only the very string that was verified is remembered (its signature covers every
 * claim), and its expiry is checked again on every use; a failed token is not remembered.
 */
export function verifiedTokens(publicKey: KeyInput, audience: TokenAudience) {
  const held = new Map<string, { claims: VerifiedClaims; exp: number }>();
  return (token: string): VerifiedClaims | null => {
    const known = held.get(token);
    if (known) {
      if (known.exp >= Date.now() / 1000) return known.claims;
      held.delete(token);
      return null;
    }
    const verified = verifiedToken(token, publicKey, audience);
    if (!verified) return null;
    if (held.size >= VERIFIED_TOKENS_HELD) held.delete(held.keys().next().value!);
    held.set(token, verified);
    return verified.claims;
  };
}

/** How a service checks the tokens it is handed: its public key and its own name. */
export interface TokenVerifier {
  publicKey: KeyInput;
  audience: TokenAudience;
}

// Claims live beside the request rather than on it, so no global type augmentation is needed.
const playerOfRequest = new WeakMap<object, VerifiedClaims>();

/**
 * Accepts a token for this service. A token with a purpose is refused unless
 * `allows` says this request is what the purpose is for: a projection token
 * opens the projection call, never the rest of the player's calls.
 */
export function requireUser(
  verifier: TokenVerifier,
  allows: (purpose: TokenPurpose, req: Request) => boolean = () => false,
): RequestHandler {
  const publicKey = tokenPublicKey(verifier.publicKey);
  const verified = verifiedTokens(publicKey, verifier.audience);
  return (req, _res, next) => {
    const token = req.header(userTokenHeader);
    const claims = token ? verified(token) : null;
    if (!claims) return next(unauthorized());
    if (claims.purpose && !allows(claims.purpose, req)) {
      return next(forbidden('This token was issued for another call.'));
    }
    playerOfRequest.set(req, claims);
    next();
  };
}

/** The signed-in player of a request behind requireUser. */
export function playerOf(req: object): VerifiedClaims {
  const claims = playerOfRequest.get(req);
  if (!claims) throw unauthorized();
  return claims;
}
