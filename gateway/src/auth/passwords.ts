// Password hashing with scrypt at OWASP's parameters (N=2^16, r=8, p=2: 64 MiB
// each). The parameters are stored with the hash, so they can be raised later:
// a hash made with weaker ones still verifies and is replaced at the next
// successful sign-in.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createRequire } from 'node:module';
import { AppError } from '@ai-council/service-kit';

// Mozilla's list ships as CommonJS without types: loaded as such, typed here.
const commonPasswords = createRequire(import.meta.url)('fxa-common-password-list') as {
  test(password: string): boolean;
};

interface Params {
  N: number;
  r: number;
  p: number;
}

const current: Params = { N: 2 ** 16, r: 8, p: 2 };
/** What hashes written before the parameters were stored used. */
const legacy: Params = { N: 2 ** 14, r: 8, p: 1 };
const keyLength = 64;

function scrypt(password: string, salt: Buffer, length: number, params: Params): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash" (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, current);
  return `scrypt$${current.N}$${current.r}$${current.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

function parse(stored: string): { params: Params; salt: string; hash: string } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3) return { params: legacy, salt: parts[1]!, hash: parts[2]! };
  if (parts.length !== 6) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params: { N, r, p }, salt: parts[4]!, hash: parts[5]! };
}

/** Whether `password` matches, and whether `stored` uses weaker parameters than today's (then store a new hash). */
export async function checkPassword(password: string, stored: string) {
  const parsed = parse(stored);
  if (!parsed) return { matches: false, needsRehash: false };
  const expected = Buffer.from(parsed.hash, 'base64url');
  const salt = Buffer.from(parsed.salt, 'base64url');
  const actual = await scrypt(password, salt, expected.length, parsed.params);
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  const { N, r, p } = parsed.params;
  return { matches, needsRehash: matches && (N < current.N || r < current.r || p < current.p) };
}

/**
 * A new password among the most common (Mozilla's list from the 10-million-password corpus) is refused:
 * it is the first a guesser tries.
 */
export function refuseCommonPassword(password: string): void {
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    throw new AppError(400, 'That password is one of the most common ones. Choose a less guessable one.');
  }
}
