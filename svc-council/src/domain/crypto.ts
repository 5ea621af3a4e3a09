// API keys at rest: AES-256-GCM with a random 96-bit nonce per key and the
// auth tag stored beside the ciphertext. The owner and record id are bound as
// associated data, so a ciphertext copied to another user's record fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SealedSecret {
  alg: 'aes-256-gcm';
  nonce: string;
  tag: string;
  ciphertext: string;
}

export function encryptionKeyFrom(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new Error('the key-encryption key must be 64 hex characters (32 bytes)');
  return Buffer.from(hex, 'hex');
}

export function seal(plain: string, key: Buffer, associatedData: string): SealedSecret {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return {
    alg: 'aes-256-gcm',
    nonce: nonce.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

/** Throws when the key, the associated data or any stored byte is wrong. */
export function open(sealed: SealedSecret, key: Buffer, associatedData: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
