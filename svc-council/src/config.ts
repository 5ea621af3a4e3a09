// svc-council's environment, parsed with zod: a bad value stops start-up with
// a list of what is wrong.
import { ConfigError, loadConfig, localSecret, serviceEnvSchema } from '@ai-council/service-kit';
import { z } from 'zod';
import { localHostsProblem } from './ai/local-hosts';
import { COUNCIL_QUOTAS } from './domain/quotas';

const optionalUrl = z.string().url('must be a URL such as http://127.0.0.1:9000').optional();
const optionalModel = z
  .string()
  .regex(/^[\w.:/-]{1,100}$/, 'must be a model name such as gpt-4o-mini')
  .optional();

/**
 * LOCAL_MODEL_HOSTS: where a player's local model may be (`loopback`, IPs, CIDR
 * ranges, host names, comma-separated). Empty allows none: the default of a
 * deployed service; `npm start` defaults to loopback.
 */
const localModelHostsSpec = z.string().superRefine((spec, ctx) => {
  const problem = localHostsProblem(spec);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const localModelHostsEnv = (fallback: string) => localModelHostsSpec.default(fallback);

/**
 * `npm start`'s LOCAL_MODEL_HOSTS: one player's machine allows a local model on loopback, but in
 * production (NODE_ENV=production) none unless the operator lists the hosts.
 */
export const embeddedLocalModelHostsEnv = localModelHostsSpec.optional();
export const embeddedLocalModelHosts = (config: {
  LOCAL_MODEL_HOSTS?: string | undefined;
  NODE_ENV?: string | undefined;
}) => config.LOCAL_MODEL_HOSTS ?? (config.NODE_ENV === 'production' ? '' : 'loopback');

/** The advisors' settings, read alike by svc-council and by `npm start` (embedded mode). */
export const advisorEnv = {
  LOCAL_MODEL_HOSTS: localModelHostsEnv(''),
  /** How long an agent waits for its provider before the internal voice answers. */
  ADVISOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_BASE_URL: optionalUrl,
  GOOGLE_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalModel,
  ANTHROPIC_MODEL: optionalModel,
  GOOGLE_MODEL: optionalModel,
  /** What one account may write to the council in a UTC day, across its games (quotas.ts). */
  COUNCIL_KB_PER_ACCOUNT_PER_DAY: z.coerce
    .number()
    .positive()
    .max(1_000_000)
    .default(COUNCIL_QUOTAS.bytesPerAccountPerDay / 1024),
};

type AdvisorConfig = z.infer<z.ZodObject<typeof advisorEnv>>;

/** What createCouncilService takes of the advisor settings. */
export function advisorSettingsOf(config: AdvisorConfig) {
  return {
    advisorTimeoutMs: config.ADVISOR_TIMEOUT_MS,
    providerBaseUrls: {
      openai: config.OPENAI_BASE_URL,
      anthropic: config.ANTHROPIC_BASE_URL,
      google: config.GOOGLE_BASE_URL,
    },
    providerModels: {
      openai: config.OPENAI_MODEL,
      anthropic: config.ANTHROPIC_MODEL,
      google: config.GOOGLE_MODEL,
    },
    localModelHosts: config.LOCAL_MODEL_HOSTS,
    quotas: { bytesPerAccountPerDay: Math.round(config.COUNCIL_KB_PER_ACCOUNT_PER_DAY * 1024) },
  };
}

/** The key that seals stored API keys, and the rotated-out ones that still open what they sealed. */
export const keyEncryptionEnv = {
  KEY_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'KEY_ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  /** Rotated-out key-encryption keys, comma-separated: they still open what they sealed, until it is sealed again. */
  KEY_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}(,[0-9a-fA-F]{64})*$/,
      'KEY_ENCRYPTION_KEYS_PREVIOUS must be 64-hex-character keys separated by commas',
    )
    .optional(),
};

export const councilConfigSchema = serviceEnvSchema(4002, {
  ...keyEncryptionEnv,
  /** svc-game, asked for engine projections of the advisors' proposals. */
  GAME_URL: z.string().url('must be a URL such as http://127.0.0.1:4001').default('http://127.0.0.1:4001'),
  ...advisorEnv,
});
export type CouncilConfig = z.infer<typeof councilConfigSchema>;

export function loadCouncilConfig(env: Record<string, string | undefined> = process.env): CouncilConfig {
  return loadConfig('svc-council', councilConfigSchema, env);
}

/**
 * The key that seals stored API keys. Embedded mode generates one into
 * DATA_DIR (mode 0600) and reuses it; with MongoDB several replicas share the
 * data, so they must share the key too, and it has to be given.
 */
export function keyEncryptionKey(
  config: Pick<CouncilConfig, 'KEY_ENCRYPTION_KEY' | 'MONGO_URL' | 'DATA_DIR'>,
): string {
  if (config.KEY_ENCRYPTION_KEY) return config.KEY_ENCRYPTION_KEY.toLowerCase();
  if (config.MONGO_URL) {
    throw new ConfigError('svc-council', [
      'KEY_ENCRYPTION_KEY: required with MONGO_URL (every replica must seal and open API keys with the same key)',
    ]);
  }
  return localSecret(config.DATA_DIR, 'key-encryption');
}
