// CI's dependency audit, against a registry that refuses every connection: it
// must say loudly that it did not run, why, and how to run it elsewhere, and
// fail the run only when AUDIT_REQUIRED=1 asks it to.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function auditAgainstRefusingRegistry(extraEnv: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, npm_config_registry: 'http://127.0.0.1:1', ...extraEnv };
  if (!('AUDIT_REQUIRED' in extraEnv)) delete env['AUDIT_REQUIRED'];
  const run = spawnSync('node', ['.ci/audit.mjs'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('.ci/audit.mjs when the registry cannot answer', () => {
  it('when AUDIT_REQUIRED is unset, then it prints that the audit did not run, why and the command, and exits 0', () => {
    const { status, output } = auditAgainstRefusingRegistry({});
    expect(output).toContain('DEPENDENCY AUDIT DID NOT RUN');
    expect(output).toMatch(/why: .*127\.0\.0\.1:1/);
    expect(output).toContain('npm audit --omit=dev --audit-level=high');
    expect(output).toContain('set AUDIT_REQUIRED=1');
    expect(status).toBe(0);
  });

  it('when AUDIT_REQUIRED=1, then it prints the same block and exits non-zero', () => {
    const { status, output } = auditAgainstRefusingRegistry({ AUDIT_REQUIRED: '1' });
    expect(output).toContain('DEPENDENCY AUDIT DID NOT RUN');
    expect(output).toContain('npm audit --omit=dev --audit-level=high');
    expect(output).toContain('AUDIT_REQUIRED=1: this run fails.');
    expect(status).toBe(1);
  });
});
