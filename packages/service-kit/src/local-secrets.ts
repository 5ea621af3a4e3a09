import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class SecretFileError extends Error {}

/** A secret this short, or this repetitive, protects nothing (a truncated or hand-edited file). */
const MIN_SECRET_CHARS = 32;
const MIN_DISTINCT_CHARS = 10;

/**
 * Embedded mode has no secret manager: a secret not given in the environment
 * is generated once into DATA_DIR (mode 0600) and reused on every start, so
 * sessions and stored keys survive restarts. A secret file that is too short
 * or too uniform stops start-up with a message, rather than weakening it.
 */
export function localSecret(dataDir: string, name: string): string {
  // The data directory is readable by this user only (0700): it holds every player's game, the sessions' store
  // and the secrets.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, `${name}.key`);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_CHARS || new Set(secret).size < MIN_DISTINCT_CHARS) {
      throw new SecretFileError(
        `${file} does not hold a usable secret (at least ${MIN_SECRET_CHARS} characters, not repetitive). Delete it to have a new one generated, or set the secret in the environment.`,
      );
    }
    return secret;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
