import { z } from 'zod';
import { loadConfig, serviceEnv, shutdownEnv, tokenKeyEnv } from '@ai-council/service-kit';

const url = z.string().url();

/** Session lifetimes, shared by the distributed gateway and the embedded runner. */
export const sessionEnv = {
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
};

/** The public address, shared by the distributed gateway and the embedded runner. */
export const publicUrlEnv = {
  /**
   * Scheme and host players reach the game at; the absolute links of a shared
   * achievement's preview tags (og:url, og:image) use it. Unset, they use the
   * address of the request, whose Host header the client chooses.
   */
  PUBLIC_URL: url.transform((u) => u.replace(/\/+$/, '')).optional(),
};

/** Guest expiry (auth/guest-expiry.ts), shared by the distributed gateway and the embedded runner. */
export const guestExpiryEnv = {
  /** A guest (no password) whose sessions go unused this long is erased with all its data. */
  GUEST_IDLE_DAYS: z.coerce.number().positive().max(3650).default(30),
  /** How often the gateway looks for expired guests. */
  GUEST_SWEEP_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
};

export function guestExpiryOf(config: { GUEST_IDLE_DAYS: number; GUEST_SWEEP_MINUTES: number }) {
  return {
    idleMs: Math.round(config.GUEST_IDLE_DAYS * 24 * 3_600_000),
    sweepEveryMs: Math.round(config.GUEST_SWEEP_MINUTES * 60_000),
  };
}

export function sessionLifetimesOf(config: { SESSION_IDLE_HOURS: number; SESSION_MAX_DAYS: number }) {
  return {
    idleSeconds: Math.round(config.SESSION_IDLE_HOURS * 3600),
    absoluteSeconds: Math.round(config.SESSION_MAX_DAYS * 24 * 3600),
  };
}

export const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
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
  ...publicUrlEnv,
  ...sessionEnv,
  ...guestExpiryEnv,
  ...shutdownEnv,
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export const loadGatewayConfig = (env?: Record<string, string | undefined>) =>
  loadConfig('gateway', gatewayEnvSchema, env);
