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

/** More proxies than any real chain has in front of it: a count past this trusts what the client wrote. */
export const MAX_PROXY_HOPS = 10;
/**
 * The widest range TRUST_PROXY takes, per family: a proxy's network is never wider than a /8 (IPv4) or
 * fc00::/7 (IPv6), and a wider one (0.0.0.0/0, ::/0, 0.0.0.0/1 with 128.0.0.0/1) believes nearly anyone.
 */
const NARROWEST_PREFIX = { 4: 8, 6: 7 } as const;

/** What is wrong with one entry of TRUST_PROXY's list (a named range, an address, or address/prefix); null when fine. */
function proxyRangeProblem(entry: string): string | null {
  if (namedProxyRanges.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address) as 0 | 4 | 6;
  if (family === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
    return `${JSON.stringify(entry)} is not an address, a CIDR range or loopback/linklocal/uniquelocal`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  if (bits > (family === 4 ? 32 : 128))
    return `${JSON.stringify(entry)} has a prefix longer than the address`;
  // An IPv4 range written as IPv6 (::ffff:0.0.0.0/96) is as wide as the IPv4 range it holds.
  const narrowest = /^::ffff:/i.test(address) ? 96 + NARROWEST_PREFIX[4] : NARROWEST_PREFIX[family];
  if (bits < narrowest)
    return `${JSON.stringify(entry)} trusts nearly every address (a range must be /${narrowest} or narrower)`;
  return null;
}

/** Every problem with TRUST_PROXY's hop count or list; none when it is fine. */
function trustProxyProblems(trusted: TrustProxy): string[] {
  if (typeof trusted !== 'number') return trusted.map(proxyRangeProblem).filter((p) => p !== null);
  return trusted <= MAX_PROXY_HOPS
    ? []
    : [
        `${trusted} proxy hops is more than any real chain (at most ${MAX_PROXY_HOPS}): the client's own X-Forwarded-For would be believed`,
      ];
}

/**
 * TRUST_PROXY: a hop count ("1": the Ingress or the TLS proxy in front; at most MAX_PROXY_HOPS) or a
 * comma-separated list of addresses and CIDRs ("10.0.0.0/8,loopback"). Only
 * those peers' X-Forwarded-For and X-Forwarded-Proto are believed, so the
 * client's address (per-address limits) and the scheme (Secure cookies) are
 * right behind a proxy and cannot be forged past it. Trusting every peer (0.0.0.0/0, ::/0, 99 hops) is refused.
 */
export const trustProxyEnv = {
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx): TrustProxy => {
      const trimmed = value.trim();
      const trusted = /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed.split(',').map((e) => e.trim());
      const problems = trustProxyProblems(trusted);
      for (const problem of problems) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be a hop count (e.g. 1) or addresses and CIDRs such as 10.0.0.0/8,loopback: ${problem}`,
        });
      }
      return problems.length > 0 ? z.NEVER : trusted;
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
  /** Each service's own broker user, `{service}` for its name: set, consumers apply an event only from its owner's user. */
  AMQP_SERVICE_USERS: z
    .string()
    .refine((template) => template.includes('{service}'), 'AMQP_SERVICE_USERS must contain {service}')
    .optional(),
  ...shutdownEnv,
  ...telemetryEnv,
  ...trustProxyEnv,
  /** The gateway's Ed25519 public key (PEM): the service verifies user tokens with it and can mint none. */
  TOKEN_PUBLIC_KEY: tokenKeyEnv.TOKEN_PUBLIC_KEY,
};

/** The port a server listens on (0: any free one), `fallback` unless told. */
export const portEnv = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/**
 * A service's environment: the fields every service shares, its PORT and its own fields. A service on
 * MongoDB is one of several processes: without RabbitMQ it would publish into its own in-process bus and no
 * other process would hear it, so MONGO_URL needs AMQP_URL.
 */
export function serviceEnvSchema<Own extends z.ZodRawShape>(port: number, own: Own) {
  return z.object({ ...serviceEnv, PORT: portEnv(port), ...own }).superRefine((config, ctx) => {
    // The shared fields hold MONGO_URL and AMQP_URL whatever `own` adds; TypeScript cannot see it through the generic.
    const { MONGO_URL, AMQP_URL } = config as { MONGO_URL?: string; AMQP_URL?: string };
    if (MONGO_URL && !AMQP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AMQP_URL'],
        message:
          'AMQP_URL is required with MONGO_URL: the other services and replicas only hear this one through RabbitMQ',
      });
    }
  });
}
