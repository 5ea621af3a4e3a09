// The session is a sealed cookie (AES-256-GCM) so any gateway replica holding
// SESSION_SECRET can read it without a shared session store. It names the
// account, its own session id and the account's session epoch: raising the epoch means
// every cookie sealed before (a stolen one included) stops working at once.
// Logging out revokes the one session; signing out everywhere raises the epoch.
// It also carries when it was issued (absolute lifetime) and when it was last
// used (idle timeout); the gateway re-seals it as it is used.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

export const sessionCookieName = 'aic_session';
/** Behind TLS the cookie takes the `__Host-` prefix: Secure, path /, no Domain, so no subdomain can plant one. */
export const secureSessionCookieName = '__Host-aic_session';

export interface SessionLifetimes {
  /** Signed out after this long without a call. */
  idleSeconds: number;
  /** Signed out this long after signing in, however active. */
  absoluteSeconds: number;
}

export const defaultSessionLifetimes: SessionLifetimes = {
  idleSeconds: 7 * 24 * 3600,
  absoluteSeconds: 30 * 24 * 3600,
};

/** How stale `seen` may get before a call re-seals the cookie: keeps Set-Cookie off most answers. */
const RESEAL_AFTER_SECONDS = 300;

export interface Session {
  /** This session's own id: logging out revokes just it. */
  sid: string;
  uid: string;
  /** The account's session epoch when this session was issued. */
  epoch: number;
  /** Issued at, and last seen at (seconds since the epoch). */
  iat: number;
  seen: number;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Cookies whose decryption is remembered (about 100 bytes each). */
const DECRYPTED_CACHE_SIZE = 20_000;

export function createSessionCodec(secret: string, lifetimes: SessionLifetimes = defaultSessionLifetimes) {
  // The cookie key is derived from SESSION_SECRET with HKDF (RFC 5869), bound to this one use.
  const key = Buffer.from(hkdfSync('sha256', secret, 'ai-council', 'session-cookie v2', 32));
  // Cookies sealed before HKDF (a plain hash of the secret) still open until they are re-sealed
  // (within RESEAL_AFTER_SECONDS of use) or expire: a deploy signs no one out.
  const earlierKey = createHash('sha256').update(`session:${secret}`).digest();
  // Decrypting is most of what checking a session costs, and a player's
  // browser sends the same cookie with every poll: remember what a cookie
  // decrypted to (the lifetime checks below still run on every call).
  const decrypted = new Map<string, Session | null>();
  const decrypt = (value: string): Session | null => {
    if (decrypted.has(value)) return decrypted.get(value)!;
    const session = decryptSession(value);
    if (decrypted.size >= DECRYPTED_CACHE_SIZE) decrypted.delete(decrypted.keys().next().value!);
    decrypted.set(value, session);
    return session;
  };
  function openWith(cookieKey: Buffer, raw: Buffer): string | null {
    try {
      const decipher = createDecipheriv('aes-256-gcm', cookieKey, raw.subarray(0, 12), { authTagLength: 16 });
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
  function decryptSession(value: string): Session | null {
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 29) return null;
      const text = openWith(key, raw) ?? openWith(earlierKey, raw);
      if (text === null) return null;
      const { v, sid, uid, epoch, iat, seen } = JSON.parse(text) as Record<string, unknown>;
      if (v !== 2 || typeof sid !== 'string' || typeof uid !== 'string' || typeof epoch !== 'number')
        return null;
      if (typeof iat !== 'number' || typeof seen !== 'number') return null;
      return { sid, uid, epoch, iat, seen };
    } catch {
      return null;
    }
  }
  return {
    lifetimes,
    seal(session: Session): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      const payload = JSON.stringify({ v: 2, ...session });
      const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The session if the cookie is genuine and neither idle nor past its lifetime. */
    open(value: string, now = nowSeconds()): Session | null {
      const session = decrypt(value);
      if (!session) return null;
      if (session.iat + lifetimes.absoluteSeconds <= now || session.seen + lifetimes.idleSeconds <= now)
        return null;
      return { ...session };
    },
  };
}
export type SessionCodec = ReturnType<typeof createSessionCodec>;

/** A cookie's value; undefined when absent or not decodable (a malformed cookie is no session, not an error). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The app setting COOKIE_SECURE=1 turns on: cookies are Secure (and `__Host-`) whatever the request's scheme. */
export const forceSecureCookiesSetting = 'aic secure cookies';

/** Behind TLS (as a trusted proxy says, or as COOKIE_SECURE declares), cookies are Secure. */
export const secureCookies = (req: Request): boolean =>
  req.app.get(forceSecureCookiesSetting) === true ||
  // Plain HTTP with no X-Forwarded-Proto is never secure: said without Express's trust-proxy check of
  // the peer's address, which `req.secure` makes on every call.
  (('encrypted' in req.socket || req.headers['x-forwarded-proto'] !== undefined) && req.secure);

export function readSessionCookie(req: Request): string | undefined {
  return readCookie(req, sessionCookieOf(req).name);
}

export function needsReseal(session: Session, now = nowSeconds()): boolean {
  return now - session.seen >= RESEAL_AFTER_SECONDS;
}

/** The session cookie's name and attributes on this request's scheme. */
function sessionCookieOf(req: Request) {
  const secure = secureCookies(req);
  const name = secure ? secureSessionCookieName : sessionCookieName;
  return { name, options: { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const };
}

export function setSessionCookie(req: Request, res: Response, value: string, codec: SessionCodec): void {
  const { name, options } = sessionCookieOf(req);
  res.cookie(name, value, { ...options, maxAge: codec.lifetimes.idleSeconds * 1000 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  const { name, options } = sessionCookieOf(req);
  res.clearCookie(name, options);
}
