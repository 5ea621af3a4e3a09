// The distributed runner's environment, parsed once (a bad value stops it
// with a list of what is wrong), and the environment it hands its processes.
import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import {
  generateTokenKeys,
  localSecret,
  portEnv,
  serviceEnv,
  telemetryEnv,
  tokenPrivateKey,
} from '@ai-council/service-kit';

export const distributedEnvSchema = z.object({
  PORT: portEnv(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: serviceEnv.LOG_LEVEL,
  DATA_DIR: z.string().default('.data/distributed'),
  AMQP_URL: z
    .string({
      error:
        'AMQP_URL is required: the distributed mode runs on RabbitMQ (e.g. AMQP_URL=amqp://guest:guest@127.0.0.1:5672 npm run start:distributed)',
    })
    .regex(/^amqps?:\/\//, 'AMQP_URL must start with amqp:// or amqps://'),
  AMQP_NAMESPACE: serviceEnv.AMQP_NAMESPACE,
  MONGO_URL: serviceEnv.MONGO_URL,
  SESSION_SECRET: z.string().min(32).optional(),
  /** The gateway's Ed25519 signing key (PEM); unset, a fresh pair each run (services get the public half only). */
  TOKEN_PRIVATE_KEY: z
    .string()
    .refine((text) => {
      try {
        return Boolean(tokenPrivateKey(text));
      } catch {
        return false;
      }
    }, 'TOKEN_PRIVATE_KEY must be an Ed25519 private key in PEM')
    .optional(),
  KEY_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'KEY_ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  SHUTDOWN_DEADLINE_MS: serviceEnv.SHUTDOWN_DEADLINE_MS,
  /** Skip the "build what is missing" step (tests that serve no pages). */
  SKIP_WEB_BUILD: z.enum(['0', '1']).default('0'),
  /** The first process's metrics port, the next ones counting up from it (0: each a free port); unset, none. */
  METRICS_PORT: telemetryEnv.METRICS_PORT,
  /** Handed to every process: their spans go to this OTLP/HTTP collector. */
  OTEL_EXPORTER_OTLP_ENDPOINT: telemetryEnv.OTEL_EXPORTER_OTLP_ENDPOINT,
});
export type DistributedConfig = z.infer<typeof distributedEnvSchema>;

/** What every process is handed, as a secret store and an orchestrator would hand it out. */
export interface SharedEnvironment {
  /** The variables every process gets. */
  common: Record<string, string>;
  /** The gateway signs tokens with the private half; the services get the public half only. */
  tokenKeys: { privateKey: string; publicKey: string };
  secrets: { SESSION_SECRET: string; KEY_ENCRYPTION_KEY: string };
}

export function sharedEnvironment(config: DistributedConfig, dataDir: string): SharedEnvironment {
  const tokenKeys = config.TOKEN_PRIVATE_KEY
    ? {
        privateKey: config.TOKEN_PRIVATE_KEY,
        publicKey: createPublicKey(tokenPrivateKey(config.TOKEN_PRIVATE_KEY))
          .export({ type: 'spki', format: 'pem' })
          .toString(),
      }
    : generateTokenKeys();
  const secrets = {
    SESSION_SECRET: config.SESSION_SECRET ?? localSecret(dataDir, 'session'),
    KEY_ENCRYPTION_KEY: config.KEY_ENCRYPTION_KEY ?? localSecret(dataDir, 'key-encryption'),
  };
  const common: Record<string, string> = {
    HOST: '127.0.0.1',
    LOG_LEVEL: config.LOG_LEVEL,
    DATA_DIR: dataDir,
    AMQP_URL: config.AMQP_URL,
    SHUTDOWN_DEADLINE_MS: String(config.SHUTDOWN_DEADLINE_MS),
    ...(config.AMQP_NAMESPACE ? { AMQP_NAMESPACE: config.AMQP_NAMESPACE } : {}),
    ...(config.MONGO_URL ? { MONGO_URL: config.MONGO_URL } : {}),
    ...(config.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { OTEL_EXPORTER_OTLP_ENDPOINT: config.OTEL_EXPORTER_OTLP_ENDPOINT }
      : {}),
  };
  return { common, tokenKeys, secrets };
}
