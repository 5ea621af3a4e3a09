// Where the shell finds its federated remotes: the registry file the operator
// sets (REMOTES_FILE, a ConfigMap in Kubernetes), what the gateway serves from
// it as GET /remotes.json, and the manifest each remote's release carries.
import { z } from 'zod';

/** A federation name as the remotes' module-federation.config.ts give it (`mf_finance`). */
const federationName = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'a remote name is a federation name such as mf_finance');

const dnsLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host as the URL parser leaves it: a DNS name (IDNs already punycode), an IPv4 address, or [IPv6]. */
const validHost = new RegExp(`^(?:${dnsLabel}(?:\\.${dnsLabel})*|\\[[0-9a-f:.]+\\])$`);

/**
 * Is this an absolute http(s) URL on a plain host? Its origin goes into the pages' Content-Security-Policy,
 * where a `;`, `,`, quote or space would end a directive (helmet refuses such a value: every page a 500).
 */
function onPlainHost(entry: string): boolean {
  if (!/^https?:\/\/[^/]+/.test(entry)) return false;
  try {
    const url = new URL(entry);
    return !url.username && !url.password && validHost.test(url.hostname);
  } catch {
    return false;
  }
}

/** A remote's mf-manifest.json: a path on the gateway (`/mf/…`) or an absolute http(s) URL on any origin. */
export const remoteEntrySchema = z
  .string()
  .refine(
    (entry) => (entry.startsWith('/') && !entry.startsWith('//')) || onPlainHost(entry),
    'an entry is a path starting with / or an absolute http(s) URL on a valid host name or address',
  )
  .refine((entry) => entry.endsWith('.json'), "an entry names the remote's mf-manifest.json");

const release = z.object({ entry: remoteEntrySchema, version: z.string().min(1).optional() });

/** One remote as GET /remotes.json lists it to a player. */
export const remoteLocationSchema = release.extend({ name: federationName });
export type RemoteLocation = z.infer<typeof remoteLocationSchema>;

/** GET /remotes.json: where each remote is, for this player (a canary resolved already). */
export const remotesResponseSchema = z.object({ remotes: z.array(remoteLocationSchema) });
export type RemotesResponse = z.infer<typeof remotesResponseSchema>;

/** One remote in the registry file: the live release, an optional canary, and what was live before. */
export const registryRemoteSchema = remoteLocationSchema.extend({
  /** When the live release was promoted. */
  promotedAt: z.string().optional(),
  /** A share of players (a stable one, by user id) gets this release instead of the live one. */
  canary: release.extend({ percent: z.number().min(0).max(100) }).optional(),
  /** Releases that were live before, oldest first: `rollback` makes the last one live again. */
  history: z.array(release.extend({ promotedAt: z.string().optional() })).optional(),
});
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;

/** The registry file (REMOTES_FILE): the same shape as GET /remotes.json, with canaries and history. */
export const remoteRegistrySchema = z.object({
  remotes: z.array(registryRemoteSchema).superRefine((remotes, ctx) => {
    const seen = new Set<string>();
    for (const [index, remote] of remotes.entries()) {
      if (seen.has(remote.name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `${remote.name} is listed twice` });
      seen.add(remote.name);
    }
  }),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** The remotes the gateway serves itself from `<WEB_ROOT>/<folder>/dist`, used when no registry file is set. */
export const builtInRemotes = [
  { name: 'mf_dashboard', folder: 'mf-dashboard' },
  { name: 'mf_council', folder: 'mf-council' },
  { name: 'mf_finance', folder: 'mf-finance' },
  { name: 'mf_analytics', folder: 'mf-analytics' },
] as const;

export const builtInRegistry = (): RemoteRegistry => ({
  remotes: builtInRemotes.map((r) => ({ name: r.name, entry: `/mf/${r.folder}/mf-manifest.json` })),
});

/** A shared module as a release expects it from the shell. */
export const releaseSharedSchema = z.object({
  name: z.string().min(1),
  /** The version the release was built against. */
  version: z.string().min(1),
  /** The range the release accepts from the shell. */
  requiredVersion: z.string().min(1),
  singleton: z.boolean(),
});

/** release.json, written beside a release's files by `npm run release -w <remote>`. */
export const releaseManifestSchema = z.object({
  /** The remote's folder and package name (`mf-finance`). */
  remote: z.string().regex(/^mf-[a-z-]+$/),
  /** Its federation name (`mf_finance`), the registry's key. */
  name: federationName,
  /** `<package version>-<content hash>`: the same sources give the same version. */
  version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?-[0-9a-f]{10}$/),
  commit: z.string(),
  builtAt: z.string().datetime(),
  shared: z.array(releaseSharedSchema),
  /** The pages it exposes (`FinancialPage`), as the shell names them after `<name>/`. */
  exposes: z.array(z.string().min(1)),
  /** The release's mf-manifest.json, relative to its folder. */
  entry: z.literal('mf-manifest.json'),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;
