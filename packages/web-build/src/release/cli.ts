// The release commands every remote's team uses:
//   npm run release -w mf-finance [-- --out <dir>] [--publish <static host dir>]
//   npm run promote -- mf-finance <version> [--canary <percent>] [--registry <file>] [--releases <dir>] [--base-url <url>]
//   npm run rollback -- mf-finance [--registry <file>]
// The registry is REMOTES_FILE (or --registry): the file the gateway serves as /remotes.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { releaseManifestSchema, type ReleaseManifest } from '@ai-council/contracts';
import { buildRelease, publishRelease, releaseManifestFile } from './build';
import { compatibilityProblems } from './gate';
import { shellRequirements } from './host';
import { promoted, readRegistryFile, RegistryError, rolledBack, writeRegistryFile } from './registry';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const defaultReleases = path.join(repoRoot, 'releases');

class UsageError extends Error {}

function registryFileOf(option: string | undefined): string {
  const file = option ?? process.env.REMOTES_FILE;
  if (!file) throw new UsageError('Say which registry to change: --registry <file>, or set REMOTES_FILE.');
  return path.resolve(file);
}

async function releaseManifestOf(
  releasesDir: string,
  baseUrl: string,
  remote: string,
  version: string,
): Promise<ReleaseManifest> {
  const local = path.join(releasesDir, remote, version, releaseManifestFile);
  let data: unknown;
  if (existsSync(local)) data = JSON.parse(readFileSync(local, 'utf8'));
  else if (/^https?:\/\//.test(baseUrl)) {
    const url = `${baseUrl}/${remote}/${version}/${releaseManifestFile}`;
    const res = await fetch(url);
    if (!res.ok)
      throw new UsageError(`There is no release ${remote} ${version}: ${url} answered ${res.status}.`);
    data = await res.json();
  } else
    throw new UsageError(
      `There is no release ${remote} ${version} in ${releasesDir} (npm run release -w ${remote} makes one).`,
    );
  const parsed = releaseManifestSchema.safeParse(data);
  if (!parsed.success)
    throw new UsageError(`${remote} ${version}: its ${releaseManifestFile} is not a release manifest.`);
  if (parsed.data.remote !== remote || parsed.data.version !== version)
    throw new UsageError(
      `${remote} ${version}: its ${releaseManifestFile} is for ${parsed.data.remote} ${parsed.data.version}.`,
    );
  return parsed.data;
}

async function release(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, publish: { type: 'string' } },
  });
  // Run as `npm run release -w mf-finance`, the remote is the folder it runs in.
  const remoteDir = path.resolve(positionals[0] ?? process.cwd());
  if (!existsSync(path.join(remoteDir, 'module-federation.config.ts')))
    throw new UsageError(`${remoteDir} is not a remote (no module-federation.config.ts).`);
  const built = await buildRelease({ remoteDir, releasesDir: path.resolve(values.out ?? defaultReleases) });
  const { manifest } = built;
  console.log(
    `${manifest.remote} ${manifest.version}${built.fresh ? '' : ' (these exact files were released before)'}: ${built.folder}`,
  );
  console.log(`  commit ${manifest.commit}, pages ${manifest.exposes.join(', ')}`);
  if (values.publish) {
    const published = publishRelease(built, path.resolve(values.publish));
    console.log(`  ${published.copied ? 'published to' : 'already published at'} ${published.folder}`);
  }
  console.log(`Next: npm run promote -- ${manifest.remote} ${manifest.version} [--canary <percent>]`);
}

async function promote(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      registry: { type: 'string' },
      releases: { type: 'string' },
      'base-url': { type: 'string' },
    },
  });
  const [remote, version] = positionals;
  if (!remote || !version)
    throw new UsageError('Usage: npm run promote -- <remote> <version> [--canary <percent>]');
  const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
  if (canaryPercent !== undefined && !(canaryPercent >= 0 && canaryPercent <= 100))
    throw new UsageError(`--canary is a share of players from 0 to 100, not ${values.canary}.`);
  const baseUrl = (values['base-url'] ?? '/releases').replace(/\/+$/, '');
  const file = registryFileOf(values.registry);
  const manifest = await releaseManifestOf(
    path.resolve(values.releases ?? defaultReleases),
    baseUrl,
    remote,
    version,
  );
  const problems = compatibilityProblems(manifest, await shellRequirements(repoRoot));
  if (problems.length > 0) {
    console.error(`Refused: ${remote} ${version} cannot run in this shell.`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  const { registry, summary } = promoted(readRegistryFile(file), {
    name: manifest.name,
    entry: `${baseUrl}/${remote}/${version}/${manifest.entry}`,
    version,
    canaryPercent,
    at: new Date(),
  });
  writeRegistryFile(file, registry);
  console.log(`${summary}. (${file})`);
}

async function rollback(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { registry: { type: 'string' } },
  });
  const [remote] = positionals;
  if (!remote) throw new UsageError('Usage: npm run rollback -- <remote>');
  const file = registryFileOf(values.registry);
  const name = remote.replace(/-/g, '_');
  const { registry, summary } = rolledBack(readRegistryFile(file), name, new Date());
  writeRegistryFile(file, registry);
  console.log(`${summary}. (${file})`);
}

const commands: Record<string, (args: string[]) => Promise<void>> = { release, promote, rollback };
const [command, ...rest] = process.argv.slice(2);
try {
  const run = command ? commands[command] : undefined;
  if (!run) throw new UsageError(`Commands: ${Object.keys(commands).join(', ')}.`);
  await run(rest);
} catch (error) {
  if (error instanceof UsageError || error instanceof RegistryError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
