// Secrets and data at rest in embedded mode: the data folder is private, a
// generated secret is 0600, and a secret file that protects nothing stops start-up.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localSecret, SecretFileError } from '../src/index';

const dirs: string[] = [];
const fresh = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ai-council-secrets-')), 'data');
  dirs.push(path.dirname(dir));
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('local secrets', () => {
  it('when a secret is generated, then the folder is 0700, the file 0600, and the next start reads the same one', () => {
    const dir = fresh();
    const secret = localSecret(dir, 'session');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'session.key')).mode & 0o777).toBe(0o600);
    expect(localSecret(dir, 'session')).toBe(secret);
  });

  it('when a secret file is empty, short or repetitive, then start-up stops with what to do', () => {
    const dir = fresh();
    localSecret(dir, 'x');
    for (const bad of ['', 'short', 'a'.repeat(64)]) {
      writeFileSync(path.join(dir, 'session.key'), bad);
      expect(() => localSecret(dir, 'session')).toThrow(SecretFileError);
      expect(() => localSecret(dir, 'session')).toThrow(/Delete it to have a new one generated/);
    }
  });
});
