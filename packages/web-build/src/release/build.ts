// `npm run release -w <remote>`: one production build of the remote into an
// immutable folder named by its version (`<package version>-<content hash>`),
// relocatable (publicPath 'auto': it runs from whatever address the registry
// gives), with release.json beside its files saying what it is and what it
// needs from the shell.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { releaseManifestSchema, type ReleaseManifest } from '@ai-council/contracts';

export interface BuildReleaseOptions {
  /** The remote's folder (`…/mf-finance`). */
  remoteDir: string;
  /** Releases go to `<releasesDir>/<remote>/<version>/`. */
  releasesDir: string;
  /** Changes the rspack configuration before the build (the browser test gives a page a new heading this way). */
  adjust?: (config: Configuration) => void;
  now?: Date;
}

export interface BuiltRelease {
  manifest: ReleaseManifest;
  /** `<releasesDir>/<remote>/<version>`. */
  folder: string;
  /** False when these exact files were released before: the folder was left as it was. */
  fresh: boolean;
}

export const releaseManifestFile = 'release.json';

function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const at = path.join(dir, name);
      if (statSync(at).isDirectory()) walk(at);
      else found.push(path.relative(root, at).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found;
}

/** A hash of every file and its name: the same build gives the same version, any change another. */
function contentHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(root))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

function gitCommit(dir: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+uncommitted` : sha;
  } catch {
    return 'unknown';
  }
}

async function loadConfig(remoteDir: string): Promise<Configuration> {
  const module = (await import(pathToFileURL(path.join(remoteDir, 'rspack.config.ts')).href)) as {
    default:
      Configuration | ((env: unknown, argv: { mode: string }) => Configuration | Promise<Configuration>);
  };
  const config = module.default;
  return typeof config === 'function' ? await config({}, { mode: 'production' }) : config;
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors())
          reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        else resolve();
      });
    });
  });
}

interface FederationManifest {
  name: string;
  shared: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
  exposes: Array<{ name: string }>;
}

export async function buildRelease(options: BuildReleaseOptions): Promise<BuiltRelease> {
  const remote = path.basename(path.resolve(options.remoteDir));
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(options.remoteDir, 'package.json'), 'utf8'),
  ) as { version: string };
  mkdirSync(path.join(options.releasesDir, remote), { recursive: true });
  // Built beside its final place, then renamed into it: a release folder is never seen half-written.
  const staging = path.join(options.releasesDir, remote, `.staging-${randomBytes(6).toString('hex')}`);
  try {
    const config = await loadConfig(options.remoteDir);
    config.output = { ...config.output, path: staging, publicPath: 'auto', clean: true };
    options.adjust?.(config);
    await compile(config);
    // Source maps stay on the build machine, beside the release, never in what is published.
    const maps = filesUnder(staging).filter((f) => f.endsWith('.map'));
    const version = `${packageVersion}-${contentHash(staging).slice(0, 10)}`;
    const folder = path.join(options.releasesDir, remote, version);
    if (existsSync(path.join(folder, releaseManifestFile))) {
      const manifest = releaseManifestSchema.parse(
        JSON.parse(readFileSync(path.join(folder, releaseManifestFile), 'utf8')),
      );
      return { manifest, folder, fresh: false };
    }
    const federation = JSON.parse(
      readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'),
    ) as FederationManifest;
    const manifest = releaseManifestSchema.parse({
      remote,
      name: federation.name,
      version,
      commit: gitCommit(options.remoteDir),
      builtAt: (options.now ?? new Date()).toISOString(),
      shared: federation.shared.map((s) => ({
        name: s.name,
        version: s.version,
        // A workspace package asks for "*": it expects the shell's copy to be of the same line as its own.
        requiredVersion:
          !s.requiredVersion || s.requiredVersion === '*' ? `^${s.version}` : s.requiredVersion,
        singleton: s.singleton === true,
      })),
      exposes: federation.exposes.map((e) => e.name).sort(),
      entry: 'mf-manifest.json',
    } satisfies ReleaseManifest);
    const mapsFolder = `${folder}.maps`;
    for (const map of maps) {
      mkdirSync(path.dirname(path.join(mapsFolder, map)), { recursive: true });
      renameSync(path.join(staging, map), path.join(mapsFolder, map));
    }
    writeFileSync(path.join(staging, releaseManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(staging, folder);
    return { manifest, folder, fresh: true };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Copies a release to a static host's folder (a mounted bucket, a CDN's
 * origin, the remote's image): `<hostDir>/<remote>/<version>/`. A version
 * already there is left alone, since a release never changes.
 */
export function publishRelease(release: BuiltRelease, hostDir: string): { folder: string; copied: boolean } {
  const target = path.join(hostDir, release.manifest.remote, release.manifest.version);
  if (existsSync(path.join(target, releaseManifestFile))) return { folder: target, copied: false };
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
  cpSync(release.folder, partial, { recursive: true });
  renameSync(partial, target);
  return { folder: target, copied: true };
}
