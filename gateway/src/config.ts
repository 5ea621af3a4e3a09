import { z } from 'zod';
import {
  loadConfig,
  portEnv,
  serviceEnv,
  shutdownEnv,
  telemetryEnv,
  tokenKeyEnv,
  trustProxyEnv,
} from '@ai-council/service-kit';

const url = z.string().url();

/**
 * What the gateway reads in either run mode: the distributed gateway's schema (below) and the embedded
 * runner's both spread it, and `createGateway` (app.ts) turns it into the app's settings.
 */
export const gatewaySettingsEnv = {
  /**
   * Scheme and host players reach the game at; the absolute links of a shared
   * achievement's preview tags (og:url, og:image) use it. Unset, they use the
   * address of the request, whose Host header the client chooses.
   */
  PUBLIC_URL: url.transform((u) => u.replace(/\/+$/, '')).optional(),
  /**
   * The remote registry (web/remote-registry.ts): a JSON file listing where each remote's release is (a
   * ConfigMap in Kubernetes); re-read when it changes.
   */
  REMOTES_FILE: z.string().min(1).optional(),
  // What faces the internet: which proxies are believed, Secure cookies, and the per-address limits
  // (counted in the gateway's store, so every replica counts against the same numbers).
  ...trustProxyEnv,
  /** "production" makes PUBLIC_URL required (the gateway's Dockerfile sets it). */
  NODE_ENV: z.string().optional(),
  /** 1: the session cookie is always `__Host-…; Secure`, whatever the request's scheme looks like. */
  COOKIE_SECURE: z.enum(['0', '1']).default('0'),
  /** Sign-in, registration and guest starts one address may make in a minute. */
  SIGN_INS_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(30),
  /** Guest accounts one address may create in an hour (each comes with fresh budgets). */
  GUEST_STARTS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(20),
  /** Guest accounts one address may create in a day: this times the per-account budgets bounds an address's day. */
  GUEST_STARTS_PER_DAY: z.coerce.number().int().positive().max(1_000_000).default(40),
  /** Writes one address may make in a minute, all its accounts together. */
  ADDRESS_WRITES_PER_MINUTE: z.coerce.number().int().positive().max(1_000_000).default(600),
  // Session lifetimes.
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  // Guest expiry (auth/guest-expiry.ts).
  /** A guest (no password) whose sessions go unused this long is erased with all its data. */
  GUEST_IDLE_DAYS: z.coerce.number().positive().max(3650).default(30),
  /** How often the gateway looks for expired guests. */
  GUEST_SWEEP_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
};
export type GatewaySettings = z.infer<z.ZodObject<typeof gatewaySettingsEnv>>;

/** In production the public address is required: it is the one Host the gateway answers for. */
export function publicUrlInProduction(
  config: { NODE_ENV?: string | undefined; PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'PUBLIC_URL is required in production (NODE_ENV=production): the address players reach the game at, e.g. https://play.example.com',
    });
  }
}

export const gatewayEnvSchema = z.object({
  PORT: portEnv(8080),
  HOST: serviceEnv.HOST,
  LOG_LEVEL: serviceEnv.LOG_LEVEL,
  DATA_DIR: serviceEnv.DATA_DIR,
  MONGO_URL: serviceEnv.MONGO_URL,
  /** The Ed25519 private key user tokens are signed with (PEM); the services hold its public key. */
  TOKEN_PRIVATE_KEY: tokenKeyEnv.TOKEN_PRIVATE_KEY,
  SESSION_SECRET: z
    .string()
    .min(32, 'SESSION_SECRET must be at least 32 characters (shared by gateway replicas)'),
  GAME_URL: url.default('http://127.0.0.1:4001'),
  COUNCIL_URL: url.default('http://127.0.0.1:4002'),
  ANALYTICS_URL: url.default('http://127.0.0.1:4003'),
  /** Where the built shell and remotes live (each in <dir>/<app>/dist). */
  WEB_ROOT: z.string().default('.'),
  /** Optional external sign-in address handed to the shell as loginUrl. */
  LOGIN_URL: z.string().default('/api/auth/login-page'),
  ...gatewaySettingsEnv,
  ...shutdownEnv,
  ...telemetryEnv,
});

export const loadGatewayConfig = (env?: Record<string, string | undefined>) =>
  loadConfig('gateway', gatewayEnvSchema.superRefine(publicUrlInProduction), env);
