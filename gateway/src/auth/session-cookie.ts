// The session is a sealed cookie (AES-256-GCM over {uid, exp}) so any gateway
// replica holding SESSION_SECRET can read it without a shared session store.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

export const sessionCookieName = 'aic_session';
const maxAgeSeconds = 30 * 24 * 3600;

export interface SessionCodec {
  seal(uid: string): string;
  open(value: string): string | null;
}

export function createSessionCodec(secret: string): SessionCodec {
  const key = createHash('sha256').update(`session:${secret}`).digest();
  return {
    seal(uid) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const payload = JSON.stringify({ uid, exp: Math.floor(Date.now() / 1000) + maxAgeSeconds });
      const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(value) {
      try {
        const raw = Buffer.from(value, 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const { uid, exp } = JSON.parse(text) as { uid?: unknown; exp?: unknown };
        if (typeof uid !== 'string' || typeof exp !== 'number' || exp < Date.now() / 1000) return null;
        return uid;
      } catch {
        return null;
      }
    },
  };
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

export function setSessionCookie(req: Request, res: Response, value: string): void {
  res.cookie(sessionCookieName, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}
