// Embedded mode (`npm start`): the gateway and the three services in one
// process, on the embedded document store under DATA_DIR and the in-process
// event bus. On a machine with a second core each service runs on a worker
// thread of its own, reached over loopback HTTP; on one core they share the
// gateway's thread and it hands them each call. Nothing to install; what is
// not built yet is built first.
import { createPublicKey } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ConfigError,
  SecretFileError,
  createBus,
  createLogger,
  generateTokenKeys,
  listen,
  loadConfig,
  localSecret,
  portEnv,
  serviceEnv,
  tokenKeyEnv,
  tokenPrivateKey as tokenPrivateKeyOf,
  type ListeningService,
  type Logger,
} from '@ai-council/service-kit';
import { startTelemetryOf, telemetryEnv, type SpanExporter } from '@ai-council/service-kit';
import { createGateway } from 'gateway/app';
import {
  advisorEnv,
  advisorSettingsOf,
  embeddedLocalModelHosts,
  embeddedLocalModelHostsEnv,
  keyEncryptionEnv,
} from 'svc-council/config';
import { gatewaySettingsEnv, publicUrlInProduction } from 'gateway/config';
import { createKnownViews } from 'gateway/known-views';
import { buildStaleWebApps } from '@ai-council/web-build/freshness';
import { startServiceOnThread } from './service-on-thread';
import { startServiceHere, storeOf, type ServiceSpec } from './services';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const embeddedEnvSchema = z.object({
  PORT: portEnv(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: serviceEnv.LOG_LEVEL,
  DATA_DIR: serviceEnv.DATA_DIR,
  SESSION_SECRET: z.string().min(32).optional(),
  /** Unset: a fresh Ed25519 pair each start (a user token lives a minute, nothing outlives the process). */
  TOKEN_PRIVATE_KEY: tokenKeyEnv.TOKEN_PRIVATE_KEY.optional(),
  // Unset, a key generated into DATA_DIR on first start.
  ...keyEncryptionEnv,
  ...gatewaySettingsEnv,
  ...advisorEnv,
  // One player's machine: a local model on it is what the player means (not in production, unless listed).
  LOCAL_MODEL_HOSTS: embeddedLocalModelHostsEnv,
  /** One metrics endpoint for the whole process, each series labelled by the part it measures. */
  ...telemetryEnv,
  /** Where that endpoint listens: loopback unless the operator says, even when HOST opens the game to a network. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Each store's files (the gateway's and each service's) may take this much disk; past it writes are refused. */
  STORE_MAX_MB: z.coerce.number().positive().max(1_000_000).default(1024),
  /** Skip the "build what is missing" step (the browser tests build once themselves). */
  SKIP_WEB_BUILD: z.enum(['0', '1']).default('0'),
});

type EmbeddedConfig = z.infer<typeof embeddedEnvSchema>;

/** svc-council's advisor settings under `npm start`: local models on loopback, but none in production unless listed. */
export const embeddedAdvisorSettings = (config: EmbeddedConfig) =>
  advisorSettingsOf({ ...config, LOCAL_MODEL_HOSTS: embeddedLocalModelHosts(config) });

/** What every part of the process shares: its data folder, logger, keys and the stores' size bound. */
function sharedOf(config: EmbeddedConfig, logger: Logger) {
  const dataDir = path.resolve(config.DATA_DIR);
  const tokenPrivateKey = tokenPrivateKeyOf(config.TOKEN_PRIVATE_KEY ?? generateTokenKeys().privateKey);
  return {
    config,
    dataDir,
    logger,
    tokenPrivateKey,
    tokenPublicKey: createPublicKey(tokenPrivateKey),
    sessionSecret: config.SESSION_SECRET ?? localSecret(dataDir, 'session'),
    encryptionKey: config.KEY_ENCRYPTION_KEY ?? localSecret(dataDir, 'key-encryption'),
    /** KEY_ENCRYPTION_KEYS_PREVIOUS: rotated-out keys that still open what they sealed. */
    previousEncryptionKeys: config.KEY_ENCRYPTION_KEYS_PREVIOUS?.split(',') ?? [],
    /** What the gateway remembers of the polled views' answers, told of each change by svc-council. */
    knownViews: createKnownViews(),
    maxBytes: Math.round(config.STORE_MAX_MB * 2 ** 20),
  };
}
type Shared = ReturnType<typeof sharedOf>;

/**
 * Whether each service runs on a worker thread of its own: where the machine has a second core to run them
 * on. A thread has its own heap, so the gateway's thread, which answers the unchanged polls, never waits on a
 * service's garbage collection (bench/REPORT.md, player load).
 */
export const servicesOnThreads = (cores: number = availableParallelism()) => cores > 1;

/** A service started on one thread of its own, or on this one: then with the `app` the gateway hands its calls. */
type StartedService = Awaited<ReturnType<typeof startServiceOnThread>> & { app?: ListeningService['app'] };

/** The three services, each with its store, bus and loopback port, here or on threads of their own. */
async function startServices(shared: Shared, onThreads: boolean) {
  /** One service; `viewsChanged` hears svc-council's changes of a player's polled views. */
  const start = (spec: ServiceSpec, viewsChanged?: (userId: string) => void): Promise<StartedService> =>
    onThreads
      ? startServiceOnThread(
          {
            service: spec,
            dataDir: shared.dataDir,
            maxBytes: shared.maxBytes,
            logLevel: shared.config.LOG_LEVEL,
            tokenPublicKeyPem: shared.tokenPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
            otlpEndpoint: shared.config.OTEL_EXPORTER_OTLP_ENDPOINT,
          },
          viewsChanged,
        )
      : startServiceHere(spec, { ...shared, bus: createBus({ service: spec.name }) }, viewsChanged);
  // svc-council needs svc-game's address; svc-analytics starts beside svc-game (a thread's start is mostly
  // loading its modules, which two threads do at once).
  const [game, analytics] = await Promise.all([
    start({ name: 'svc-game' }),
    start({ name: 'svc-analytics' }),
  ]);
  const council = await start(
    {
      name: 'svc-council',
      encryptionKey: shared.encryptionKey,
      previousEncryptionKeys: shared.previousEncryptionKeys,
      gameUrl: game.url,
      advisorSettings: embeddedAdvisorSettings(shared.config),
    },
    shared.knownViews.changed,
  );
  const parts = { game, council, analytics };
  return {
    urls: { game: game.url, council: council.url, analytics: analytics.url },
    apps: { game: game.app, council: council.app, analytics: analytics.app },
    compact: () => Promise.all(Object.values(parts).map((part) => part.compact())),
    close: () => Promise.all(Object.values(parts).map((part) => part.close())),
  };
}

export async function startEmbedded(
  env: Record<string, string | undefined> = process.env,
  options: {
    /** Tests: the spans go to this exporter too (tracing on without a collector). */
    spanExporter?: SpanExporter;
    /** Tests of either topology: each service on a thread of its own or not, whatever the machine. */
    onThreads?: boolean;
  } = {},
) {
  const config = loadConfig('embedded', embeddedEnvSchema.superRefine(publicUrlInProduction), env);
  const logger = createLogger('ai-council', config.LOG_LEVEL);
  const telemetry = await startTelemetryOf('ai-council', config, options.spanExporter);
  if (config.SKIP_WEB_BUILD === '0') buildStaleWebApps(repoRoot, (msg) => logger.info(msg));
  const shared = sharedOf(config, logger);
  // Spans to an exporter in this thread (tests) need every part in this thread too.
  const services = await startServices(
    shared,
    !options.spanExporter && (options.onThreads ?? servicesOnThreads()),
  );
  // The gateway in front of the services, and the guest-expiry sweep beside it.
  const store = storeOf(shared.dataDir, shared.maxBytes, 'gateway');
  const { app, guests } = createGateway(config, {
    store,
    logger: logger.child({ service: 'gateway' }),
    sessionSecret: shared.sessionSecret,
    tokenPrivateKey: shared.tokenPrivateKey,
    services: services.urls,
    // A service on this thread is handed each call; one on a thread of its own is proxied to.
    inProcessServices: services.apps,
    webRoot: repoRoot,
    loginUrl: '/api/auth/login-page',
    knownViews: shared.knownViews,
  });
  const server = await listen(app, config.PORT, config.HOST);
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${server.port}`;
  logger.info({ url, dataDir: shared.dataDir, metrics: telemetry.metricsUrl }, 'AI Council is running');

  return {
    url,
    /** Each service's own loopback address (benchmarks compare direct calls with the gateway). */
    services: services.urls,
    /** The one metrics endpoint of the process (every part, labelled by service), or null without METRICS_PORT. */
    metricsUrl: telemetry.metricsUrl,
    /** Compacts every store's files now (see DocumentStore.compact): what is on disk is then settled. */
    async compact() {
      await Promise.all([services.compact(), store.compact?.()]);
    },
    /** Runs the guest-expiry sweep now, as of `now` (it also runs every GUEST_SWEEP_MINUTES). */
    sweepGuests: (now?: number) => guests.sweep(now),
    async close() {
      await guests.stop();
      await server.close();
      await services.close();
      await store.close();
      await telemetry.stop();
    },
  };
}

export type EmbeddedSystem = Awaited<ReturnType<typeof startEmbedded>>;

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // Everything written under DATA_DIR (games, sessions, secrets) is this user's alone: files 0600, folders 0700.
  process.umask(0o077);
  startEmbedded(process.env)
    .then((system) => {
      console.log(`\n  AI Council is running at ${system.url}\n`);
      const stop = () => {
        system.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof SecretFileError ? error.message : error);
      process.exit(1);
    });
}
