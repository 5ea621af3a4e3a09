import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Embedded mode has no secret manager: a secret not given in the environment
 * is generated once into DATA_DIR (mode 0600) and reused on every start, so
 * sessions and stored keys survive restarts.
 */
export function localSecret(dataDir: string, name: string, bytes = 32): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.key`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
