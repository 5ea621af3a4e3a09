// API keys at rest: AES-256-GCM with a random 96-bit nonce per key and the
// 128-bit auth tag stored beside the ciphertext (its length pinned, so a cut tag
// never passes). The owner and record id are bound as associated data, so a
// ciphertext copied to another user's record fails to open. Each sealed key names
// the key-encryption key that sealed it (`kid`): the operator rotates by making a
// new key current and listing the old one as previous; a key sealed under a
// previous one still opens and is sealed again under the current one when next used.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const TAG_BYTES = 16;

export interface SealedSecret {
  alg: 'aes-256-gcm';
  /** Which key-encryption key sealed it (absent on keys sealed before key ids: the current one's turn first). */
  kid?: string;
  nonce: string;
  tag: string;
  ciphertext: string;
}

export interface KeyEncryptionKey {
  id: string;
  key: Buffer;
}

/** The current key-encryption key, which seals, and the previous ones, which still open. */
export interface KeyRing {
  current: KeyEncryptionKey;
  previous: KeyEncryptionKey[];
}

export function encryptionKeyFrom(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new Error('the key-encryption key must be 64 hex characters (32 bytes)');
  return Buffer.from(hex, 'hex');
}

/** A key's id: a hash of it, so the id tells nothing of the key and is the same on every replica. */
const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('kek-id:').update(key).digest('hex').slice(0, 12);

export function keyRing(current: Buffer, previous: readonly Buffer[] = []): KeyRing {
  return {
    current: { id: keyIdOf(current), key: current },
    previous: previous.map((key) => ({ id: keyIdOf(key), key })),
  };
}

export function seal(plain: string, ring: KeyRing, associatedData: string): SealedSecret {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return {
    alg: 'aes-256-gcm',
    kid: ring.current.id,
    nonce: nonce.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

function openWith(sealed: SealedSecret, key: Buffer, associatedData: string): string {
  const tag = Buffer.from(sealed.tag, 'base64');
  if (tag.length !== TAG_BYTES) throw new Error('the sealed key has a cut authentication tag');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Opens a sealed key with the key that sealed it; `stale` when that was a previous key (seal it again).
 * Throws when the key, the associated data or any stored byte is wrong.
 */
export function open(
  sealed: SealedSecret,
  ring: KeyRing,
  associatedData: string,
): { plain: string; stale: boolean } {
  const all = [ring.current, ...ring.previous];
  const candidates = sealed.kid ? all.filter((k) => k.id === sealed.kid) : all;
  if (candidates.length === 0) throw new Error(`no key-encryption key with id ${sealed.kid} is configured`);
  let failure: unknown;
  for (const candidate of candidates) {
    try {
      return {
        plain: openWith(sealed, candidate.key, associatedData),
        stale: candidate !== ring.current || !sealed.kid,
      };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
