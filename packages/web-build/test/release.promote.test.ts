// A remote's release goes live only through promote: the compatibility gate
// against the shell in this repository, then one atomic change of the
// registry file, with the release before kept for rollback and canaries
// ended by rollback too. The CLI is run as a team runs it (`npm run promote`).
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  builtInRegistry,
  remoteRegistrySchema,
  type ReleaseManifest,
  type RemoteRegistry,
} from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityProblems, type HostRequirements } from '../src/release/gate';
import { shellRequirements } from '../src/release/host';
import { promoted, readRegistryFile, rolledBack, writeRegistryFile } from '../src/release/registry';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const run = promisify(execFile);
let host: HostRequirements;
let dir: string;

/** A release of mf-finance that takes exactly what the shell gives. */
function compatibleRelease(version = '0.1.0-0123456789'): ReleaseManifest {
  return {
    remote: 'mf-finance',
    name: 'mf_finance',
    version,
    commit: 'f00dfeed',
    builtAt: '2026-01-01T00:00:00.000Z',
    shared: host.shared.map((s) => ({
      name: s.name,
      version: s.version,
      requiredVersion: `^${s.version}`,
      singleton: true,
    })),
    exposes: ['FinancialPage', 'GameOverPage', 'LeaderboardPage'],
    entry: 'mf-manifest.json',
  };
}
const withShared = (
  release: ReleaseManifest,
  name: string,
  change: Partial<ReleaseManifest['shared'][0]>,
) => ({
  ...release,
  shared: release.shared.map((s) => (s.name === name ? { ...s, ...change } : s)),
});

/** Writes a release folder as `npm run release` leaves it (the files the gate and promote read). */
function writeRelease(releasesDir: string, release: ReleaseManifest) {
  const folder = path.join(releasesDir, release.remote, release.version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify(release));
  writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
}

beforeAll(async () => {
  host = await shellRequirements(repoRoot);
  dir = mkdtempSync(path.join(tmpdir(), 'ai-council-release-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the compatibility gate, against the shell in this repository', () => {
  it('when read from the shell, then it gives the six singletons of the issue (and the design system) and the routed pages', () => {
    expect(host.shared.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router-dom',
        '@tanstack/react-query',
        '@ai-council/queries',
        '@ai-council/contracts',
        '@ai-council/ui',
      ]),
    );
    expect(host.routedPages).toContainEqual({ path: '/financial', page: 'mf_finance/FinancialPage' });
  });

  it('when a release takes what the shell gives, then nothing stops it', () => {
    expect(compatibilityProblems(compatibleRelease(), host)).toEqual([]);
  });

  it.each([
    [
      'react',
      { requiredVersion: '^20.0.0', version: '20.0.0' },
      /^react: the release needs \^20\.0\.0, but the shell provides 19\./,
    ],
    ['react-dom', { singleton: false }, /^react-dom: the release does not share it as a singleton/],
    [
      'react-router-dom',
      { requiredVersion: '^6.0.0', version: '6.30.0' },
      /^react-router-dom: the release needs \^6/,
    ],
    [
      '@tanstack/react-query',
      { requiredVersion: '>=5.0.0', version: '6.0.0' },
      /^@tanstack\/react-query: the release was built with 6\.0\.0, outside the shell's/,
    ],
    [
      '@ai-council/queries',
      { requiredVersion: '^0.2.0', version: '0.2.0' },
      /^@ai-council\/queries: the release needs \^0\.2\.0, but the shell provides 0\.1\./,
    ],
    [
      '@ai-council/contracts',
      { requiredVersion: '^1.0.0', version: '1.0.0' },
      /^@ai-council\/contracts: the release needs \^1\.0\.0/,
    ],
  ])('when a release needs another %s, then it is refused, naming it', (name, change, message) => {
    const problems = compatibilityProblems(withShared(compatibleRelease(), name, change), host);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('when a release no longer exposes a page the shell routes to, then it is refused, naming the page and its route', () => {
    const renamed = { ...compatibleRelease(), exposes: ['FinancesPage', 'GameOverPage', 'LeaderboardPage'] };
    expect(compatibilityProblems(renamed, host)).toEqual([
      'FinancialPage: the shell routes /financial to it, but the release no longer exposes it',
    ]);
  });
});

describe('promote and rollback', () => {
  const entry = (version: string) => `/releases/mf-finance/${version}/mf-manifest.json`;
  const at = new Date('2026-03-01T10:00:00.000Z');
  const finance = (registry: RemoteRegistry) => registry.remotes.find((r) => r.name === 'mf_finance')!;

  it('when releases are promoted in turn, then each rollback brings back the one before, down to the built-in', () => {
    let registry = builtInRegistry();
    for (const version of ['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb']) {
      registry = promoted(registry, { name: 'mf_finance', entry: entry(version), version, at }).registry;
    }
    expect(finance(registry)).toMatchObject({
      version: '0.1.0-bbbbbbbbbb',
      entry: entry('0.1.0-bbbbbbbbbb'),
    });
    expect(finance(registry).history?.map((h) => h.version ?? h.entry)).toEqual([
      '/mf/mf-finance/mf-manifest.json',
      '0.1.0-aaaaaaaaaa',
    ]);
    // The other remotes are untouched.
    expect(registry.remotes.filter((r) => r.name !== 'mf_finance')).toEqual(
      builtInRegistry().remotes.filter((r) => r.name !== 'mf_finance'),
    );
    registry = rolledBack(registry, 'mf_finance', at).registry;
    expect(finance(registry)).toMatchObject({ version: '0.1.0-aaaaaaaaaa' });
    registry = rolledBack(registry, 'mf_finance', at).registry;
    expect(finance(registry).entry).toBe('/mf/mf-finance/mf-manifest.json');
    expect(() => rolledBack(registry, 'mf_finance', at)).toThrow(/no earlier release to roll back to/);
  });

  it('when a canary is promoted, then the live release stays; rollback ends the canary, and promoting it makes it live', () => {
    let registry = promoted(builtInRegistry(), {
      name: 'mf_finance',
      entry: entry('0.1.0-aaaaaaaaaa'),
      version: '0.1.0-aaaaaaaaaa',
      at,
    }).registry;
    const canary = { name: 'mf_finance', entry: entry('0.1.0-bbbbbbbbbb'), version: '0.1.0-bbbbbbbbbb', at };
    registry = promoted(registry, { ...canary, canaryPercent: 10 }).registry;
    expect(finance(registry)).toMatchObject({
      version: '0.1.0-aaaaaaaaaa',
      canary: { version: '0.1.0-bbbbbbbbbb', percent: 10 },
    });
    expect(finance(rolledBack(registry, 'mf_finance', at).registry)).not.toHaveProperty('canary');
    expect(finance(rolledBack(registry, 'mf_finance', at).registry).version).toBe('0.1.0-aaaaaaaaaa');
    const live = finance(promoted(registry, canary).registry);
    expect(live).toMatchObject({ version: '0.1.0-bbbbbbbbbb' });
    expect(live).not.toHaveProperty('canary');
    expect(live.history?.at(-1)?.version).toBe('0.1.0-aaaaaaaaaa');
  });

  it('when the registry file is replaced many times while another process reads it, then every read is a whole registry', async () => {
    const file = path.join(dir, 'atomic.json');
    writeRegistryFile(file, builtInRegistry());
    // A reader in its own process, as the gateway is: it parses the file as fast as it can.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs=require('fs');let reads=0,torn=0;const until=Date.now()+60000;
         process.stdin.on('data',()=>{console.log(JSON.stringify({reads,torn}));process.exit(0)});
         (function loop(){for(let i=0;i<50;i++){try{JSON.parse(fs.readFileSync(${JSON.stringify(file)},'utf8')).remotes.length;reads++}catch(e){torn++}}
         if(Date.now()<until)setImmediate(loop)})();`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let registry = readRegistryFile(file);
    const inodes = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const version = `0.1.0-${String(i).padStart(10, '0')}`;
      registry =
        i % 3 === 2
          ? rolledBack(registry, 'mf_finance', at).registry
          : promoted(registry, { name: 'mf_finance', entry: entry(version), version, at }).registry;
      writeRegistryFile(file, registry);
      inodes.add(statSync(file).ino);
      if (i % 20 === 0) await new Promise((r) => setImmediate(r));
    }
    const output = new Promise<string>((resolve) =>
      reader.stdout.on('data', (d: Buffer) => resolve(d.toString())),
    );
    reader.stdin.write('done\n');
    const { reads, torn } = JSON.parse(await output) as { reads: number; torn: number };
    expect(reads).toBeGreaterThan(0);
    expect(torn).toBe(0);
    // Replaced by renames (a new file each time), and no temporary file left behind.
    expect(inodes.size).toBeGreaterThan(1);
    expect(readdirSync(dir).filter((f) => f.startsWith('atomic.json'))).toEqual(['atomic.json']);
    expect(remoteRegistrySchema.parse(JSON.parse(readFileSync(file, 'utf8')))).toEqual(registry);
  });
});

describe('npm run promote / rollback', () => {
  const npmRun = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', ...args], {
        cwd: repoRoot,
        env: { ...process.env, REMOTES_FILE: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('when a deliberately incompatible release is promoted, then it is refused, naming the singleton, and the registry is as it was; a compatible one goes live and rolls back', async () => {
    const releases = path.join(dir, 'releases');
    const registry = path.join(dir, 'cli-registry.json');
    const good = compatibleRelease('0.1.0-6006600660');
    const bad = withShared(compatibleRelease('0.1.0-baadbaadba'), 'react', {
      requiredVersion: '^20.0.0',
      version: '20.0.0',
    });
    writeRelease(releases, good);
    writeRelease(releases, bad);
    writeRegistryFile(registry, builtInRegistry());
    const before = readFileSync(registry, 'utf8');

    const refused = await npmRun(
      'promote',
      '--',
      'mf-finance',
      bad.version,
      '--registry',
      registry,
      '--releases',
      releases,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refused: mf-finance 0\.1\.0-baadbaadba cannot run in this shell/);
    expect(refused.stderr).toMatch(/react: the release needs \^20\.0\.0, but the shell provides 19\./);
    expect(readFileSync(registry, 'utf8')).toBe(before);

    const missing = await npmRun(
      'promote',
      '--',
      'mf-finance',
      '0.1.0-0000000000',
      '--registry',
      registry,
      '--releases',
      releases,
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/There is no release mf-finance 0\.1\.0-0000000000/);

    const live = await npmRun(
      'promote',
      '--',
      'mf-finance',
      good.version,
      '--registry',
      registry,
      '--releases',
      releases,
      '--base-url',
      'https://cdn.example.com/remotes/',
    );
    expect(live.code, live.stderr).toBe(0);
    expect(live.stdout).toMatch(/mf_finance 0\.1\.0-6006600660 is live/);
    expect(readRegistryFile(registry).remotes.find((r) => r.name === 'mf_finance')).toMatchObject({
      entry: 'https://cdn.example.com/remotes/mf-finance/0.1.0-6006600660/mf-manifest.json',
      version: good.version,
    });

    const back = await npmRun('rollback', '--', 'mf-finance', '--registry', registry);
    expect(back.code, back.stderr).toBe(0);
    expect(readRegistryFile(registry).remotes.find((r) => r.name === 'mf_finance')!.entry).toBe(
      '/mf/mf-finance/mf-manifest.json',
    );
    // Four `npm run` starts, each an npm and a tsx process: a few seconds apiece on a busy machine.
  }, 120_000);
});
