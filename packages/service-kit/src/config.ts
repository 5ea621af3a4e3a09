import { isIP } from 'node:net';
import { z } from 'zod';
import { shutdownEnv } from './http/serve';
import { telemetryEnv } from './telemetry/runtime';
import { tokenKeyEnv } from './identity';

export class ConfigError extends Error {
  constructor(service: string, problems: string[]) {
    super(`${service}: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment with a zod schema; a bad value stops start-up with a list of what is wrong. */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      service,
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/** Express's `trust proxy`: how many proxy hops, or which proxies' addresses, to believe. */
export type TrustProxy = number | string[];

const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY's list: a named range, an address, or an address/prefix. */
function isProxyRange(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count ("1": the Ingress or the TLS proxy in front) or a
 * comma-separated list of addresses and CIDRs ("10.0.0.0/8,loopback"). Only
 * those peers' X-Forwarded-For and X-Forwarded-Proto are believed, so the
 * client's address (per-address limits) and the scheme (Secure cookies) are
 * right behind a proxy and cannot be forged past it. Trusting every peer is refused.
 */
export const trustProxyEnv = {
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx): TrustProxy => {
      const trimmed = value.trim();
      if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
      const entries = trimmed.split(',').map((e) => e.trim());
      const bad = entries.filter((e) => !isProxyRange(e));
      if (bad.length > 0 || entries.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be a hop count (e.g. 1) or addresses and CIDRs such as 10.0.0.0/8,loopback (not ${JSON.stringify(bad.join(',') || value)})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
};

/** Environment fields every service shares. */
export const serviceEnv = {
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'MONGO_URL must start with mongodb:// or mongodb+srv://')
    .optional(),
  AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'AMQP_URL must start with amqp:// or amqps://')
    .optional(),
  AMQP_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{0,60}$/, 'AMQP_NAMESPACE: lowercase letters, digits, ".", "_" and "-"')
    .optional(),
  ...shutdownEnv,
  ...telemetryEnv,
  ...trustProxyEnv,
  /** The gateway's Ed25519 public key (PEM): the service verifies user tokens with it and can mint none. */
  TOKEN_PUBLIC_KEY: tokenKeyEnv.TOKEN_PUBLIC_KEY,
};

/**
 * A service on MongoDB is one of several processes: without RabbitMQ it would
 * publish into its own in-process bus and no other process would hear it.
 */
export function brokerWithSharedStore(
  config: { MONGO_URL?: string; AMQP_URL?: string },
  ctx: z.RefinementCtx,
): void {
  if (config.MONGO_URL && !config.AMQP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['AMQP_URL'],
      message:
        'AMQP_URL is required with MONGO_URL: the other services and replicas only hear this one through RabbitMQ',
    });
  }
}

/** The port a server listens on (0: any free one), `fallback` unless told. */
export const portEnv = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/**
 * A service's environment: the fields every service shares, its PORT and its
 * own fields; on a shared store it needs the broker (brokerWithSharedStore).
 */
export function serviceEnvSchema<Own extends z.ZodRawShape>(port: number, own: Own) {
  // The shared fields hold MONGO_URL and AMQP_URL whatever `own` adds; TypeScript cannot see it through the generic.
  return z
    .object({ ...serviceEnv, PORT: portEnv(port), ...own })
    .superRefine((config, ctx) =>
      brokerWithSharedStore(config as Parameters<typeof brokerWithSharedStore>[0], ctx),
    );
}
