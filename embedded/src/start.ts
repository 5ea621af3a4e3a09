// Embedded mode (`npm start`): the gateway and the three services in one
// process, each service on its own loopback port behind the gateway, on the
// embedded document store under DATA_DIR and the in-process event bus.
// Nothing to install; what is not built yet is built first.
import { createPublicKey, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ConfigError,
  SecretFileError,
  createBus,
  createLogger,
  createStore,
  generateTokenKeys,
  listen,
  listenService,
  loadConfig,
  localSecret,
  serviceEnv,
  tokenKeyEnv,
  tokenPrivateKey as tokenPrivateKeyOf,
  type DocumentStore,
  type ListeningService,
  type Logger,
  type RunningServer,
  type Service,
} from '@ai-council/service-kit';
import { instrumentStore, startTelemetryOf, telemetryEnv, type SpanExporter } from '@ai-council/service-kit';
import { createGatewayApp } from 'gateway/app';
import {
  advisorEnv,
  advisorSettingsOf,
  embeddedLocalModelHosts,
  embeddedLocalModelHostsEnv,
  keyEncryptionEnv,
} from 'svc-council/config';
import {
  edgeEnv,
  edgeOf,
  guestExpiryEnv,
  guestExpiryOf,
  publicUrlEnv,
  publicUrlInProduction,
  remotesEnv,
  sessionEnv,
  sessionLifetimesOf,
} from 'gateway/config';
import { createGuestExpiry, type SweepReport } from 'gateway/guest-expiry';
import { createKnownViews, type KnownViews } from 'gateway/known-views';
import { createAccounts } from 'gateway/accounts';
import { buildStaleWebApps as buildStale } from '@ai-council/web-build/freshness';
import { startServiceOnThread } from './service-on-thread';
import { serviceOf, type ServiceSpec } from './services';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const embeddedEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: serviceEnv.LOG_LEVEL,
  DATA_DIR: serviceEnv.DATA_DIR,
  SESSION_SECRET: z.string().min(32).optional(),
  /** Unset: a fresh Ed25519 pair each start (a user token lives a minute, nothing outlives the process). */
  TOKEN_PRIVATE_KEY: tokenKeyEnv.TOKEN_PRIVATE_KEY.optional(),
  // Unset, a key generated into DATA_DIR on first start.
  ...keyEncryptionEnv,
  /**
   * How the gateway reaches the services in this one process: handed to their
   * apps directly (in-process, the default: see bench/REPORT.md)
   * or over loopback HTTP as in the distributed mode.
   */
  ...publicUrlEnv,
  ...remotesEnv,
  ...edgeEnv,
  ...sessionEnv,
  ...guestExpiryEnv,
  ...advisorEnv,
  // One player's machine: a local model on it is what the player means (not in production, unless listed).
  LOCAL_MODEL_HOSTS: embeddedLocalModelHostsEnv,
  GATEWAY_DISPATCH: z.enum(['in-process', 'http', 'http-pool']).default('in-process'),
  /**
   * 1: everything on one thread. 2: svc-council, which answers nearly every
   * poll, on a worker thread of its own (the second core), the gateway calling
   * it over loopback HTTP through its connection pool (see bench/REPORT.md).
   * 4: every service on a thread of its own, so the main thread (the gateway,
   * which answers the unchanged polls) holds none of their documents and never
   * waits on their garbage collection. `npm start` runs with 4 unless it is set.
   */
  EMBEDDED_THREADS: z.enum(['1', '2', '4']).default('1'),
  /**
   * 1: the gateway answers a poll that repeats the ETag of an unchanged view itself, told of every change by
   * svc-council (gateway/src/routing/known-views.ts). 0: every poll reaches svc-council (for comparison).
   */
  GATEWAY_ANSWERS_UNCHANGED_POLLS: z.enum(['0', '1']).default('1'),
  /** One metrics endpoint for the whole process, each series labelled by the part it measures. */
  ...telemetryEnv,
  /** Where that endpoint listens: loopback unless the operator says, even when HOST opens the game to a network. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Each store's files (the gateway's and each service's) may take this much disk; past it writes are refused. */
  STORE_MAX_MB: z.coerce.number().positive().max(1_000_000).default(1024),
  /** Skip the "build what is missing" step (the browser tests build once themselves). */
  SKIP_WEB_BUILD: z.enum(['0', '1']).default('0'),
});

/** Builds the web apps whose build is missing or older than their sources (`npm start` after a pull). */
export function buildStaleWebApps(log: (msg: string) => void): void {
  buildStale(repoRoot, log);
}

export interface EmbeddedSystem {
  url: string;
  /** Each service's own loopback address (benchmarks compare direct calls with the gateway). */
  services: { game: string; council: string; analytics: string };
  /** The one metrics endpoint of the process (every part, labelled by service), or null without METRICS_PORT. */
  metricsUrl: string | null;
  /** Compacts every store's files now (see DocumentStore.compact): what is on disk is then settled. */
  compact(): Promise<void>;
  /** Runs the guest-expiry sweep now, as of `now` (it also runs every GUEST_SWEEP_MINUTES). */
  sweepGuests(now?: number): Promise<SweepReport>;
  close(): Promise<void>;
}

type EmbeddedConfig = z.infer<typeof embeddedEnvSchema>;

/** svc-council's advisor settings under `npm start`: local models on loopback, but none in production unless listed. */
export const embeddedAdvisorSettings = (config: EmbeddedConfig) =>
  advisorSettingsOf({ ...config, LOCAL_MODEL_HOSTS: embeddedLocalModelHosts(config) });

/** What every part of the process shares: its data folder, logger, keys and the stores' size bound. */
interface Shared {
  config: EmbeddedConfig;
  dataDir: string;
  logger: Logger;
  tokenPrivateKey: KeyObject;
  tokenPublicKey: KeyObject;
  sessionSecret: string;
  encryptionKey: string;
  /** KEY_ENCRYPTION_KEYS_PREVIOUS: rotated-out keys that still open what they sealed. */
  previousEncryptionKeys: string[];
  /** What the gateway remembers of the polled views' answers, told of each change by svc-council; null when off. */
  knownViews: KnownViews | null;
  maxBytes: number;
  storeOf(service: string): DocumentStore;
}

function sharedOf(config: EmbeddedConfig, logger: Logger): Shared {
  const dataDir = path.resolve(config.DATA_DIR);
  const tokenPrivateKey = tokenPrivateKeyOf(config.TOKEN_PRIVATE_KEY ?? generateTokenKeys().privateKey);
  const maxBytes = Math.round(config.STORE_MAX_MB * 2 ** 20);
  return {
    config,
    dataDir,
    logger,
    tokenPrivateKey,
    tokenPublicKey: createPublicKey(tokenPrivateKey),
    sessionSecret: config.SESSION_SECRET ?? localSecret(dataDir, 'session'),
    encryptionKey: config.KEY_ENCRYPTION_KEY ?? localSecret(dataDir, 'key-encryption'),
    previousEncryptionKeys: config.KEY_ENCRYPTION_KEYS_PREVIOUS?.split(',') ?? [],
    knownViews: config.GATEWAY_ANSWERS_UNCHANGED_POLLS === '1' ? createKnownViews() : null,
    maxBytes,
    storeOf: (service) =>
      instrumentStore(createStore({ dataDir: path.join(dataDir, service), maxBytes }), service),
  };
}

/** A service listening on a loopback port of its own, its log lines labelled with its name. */
function serve(shared: Shared, name: string, create: (serviceLogger: Logger) => Service) {
  const serviceLogger = shared.logger.child({ service: name });
  return listenService(create(serviceLogger), { name, logger: serviceLogger, port: 0 });
}

/** Which services run on a thread of their own (EMBEDDED_THREADS): 2, svc-council; 4, every one. */
type ThreadedServices = ReadonlySet<ServiceSpec['name']>;
const threadedBy: Record<EmbeddedConfig['EMBEDDED_THREADS'], ThreadedServices> = {
  '1': new Set(),
  '2': new Set(['svc-council']),
  '4': new Set(['svc-game', 'svc-council', 'svc-analytics']),
};

/** A service started on this thread or on one of its own; `app` is null when the gateway cannot hand calls to it here. */
interface StartedService {
  url: string;
  app: ListeningService['app'] | null;
  compact(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The service `spec` names, with its store, bus and loopback port: on a thread of its own when `threaded`
 * says so, else here. `viewsChanged` hears svc-council's changes of a player's polled views.
 */
async function startService(
  shared: Shared,
  spec: ServiceSpec,
  threaded: ThreadedServices,
  viewsChanged?: (userId: string) => void,
): Promise<StartedService> {
  if (threaded.has(spec.name)) {
    const started = await startServiceOnThread(
      {
        service: spec,
        dataDir: shared.dataDir,
        maxBytes: shared.maxBytes,
        logLevel: shared.config.LOG_LEVEL,
        tokenPublicKeyPem: shared.tokenPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
        otlpEndpoint: shared.config.OTEL_EXPORTER_OTLP_ENDPOINT,
      },
      viewsChanged,
    );
    return { ...started, app: null };
  }
  const store = shared.storeOf(spec.name);
  const bus = createBus({ service: spec.name });
  const service = await serve(shared, spec.name, (logger) =>
    serviceOf(spec, { tokenPublicKey: shared.tokenPublicKey, store, bus, logger }, viewsChanged),
  );
  return {
    url: service.url,
    app: service.app,
    compact: async () => store.compact?.(),
    async close() {
      await service.close();
      await bus.close();
      await store.close();
    },
  };
}

/** The three services, each with its store and bus, here or on threads of their own. */
async function startServices(shared: Shared, threaded: ThreadedServices) {
  const game = await startService(shared, { name: 'svc-game' }, threaded);
  const council = await startService(
    shared,
    {
      name: 'svc-council',
      encryptionKey: shared.encryptionKey,
      previousEncryptionKeys: shared.previousEncryptionKeys,
      gameUrl: game.url,
      advisorSettings: embeddedAdvisorSettings(shared.config),
      viewsChanged: !!shared.knownViews,
    },
    threaded,
    shared.knownViews?.changed,
  );
  const analytics = await startService(shared, { name: 'svc-analytics' }, threaded);
  const parts = { game, council, analytics };
  const apps: Partial<Record<keyof typeof parts, ListeningService['app']>> = {};
  for (const [name, part] of Object.entries(parts)) if (part.app) apps[name as keyof typeof parts] = part.app;
  return {
    urls: { game: game.url, council: council.url, analytics: analytics.url },
    apps,
    compact: () => Promise.all(Object.values(parts).map((part) => part.compact())),
    close: () => Promise.all(Object.values(parts).map((part) => part.close())),
  };
}

/** The gateway in front of the services, and the guest-expiry sweep beside it. */
async function startGateway(
  shared: Shared,
  services: Awaited<ReturnType<typeof startServices>>,
  threaded: ThreadedServices,
) {
  const { config, logger } = shared;
  const store = shared.storeOf('gateway');
  const accounts = createAccounts(store);
  const expiry = guestExpiryOf(config);
  const guests = createGuestExpiry({
    accounts,
    services: services.urls,
    tokenPrivateKey: shared.tokenPrivateKey,
    logger: logger.child({ service: 'gateway' }),
    idleMs: expiry.idleMs,
  });
  guests.start(expiry.sweepEveryMs);
  const app = createGatewayApp({
    store,
    accounts,
    logger: logger.child({ service: 'gateway' }),
    sessionSecret: shared.sessionSecret,
    tokenPrivateKey: shared.tokenPrivateKey,
    services: services.urls,
    inProcessServices: config.GATEWAY_DISPATCH === 'in-process' ? services.apps : undefined,
    // A service on another thread is reached over loopback HTTP, through undici's pool (the faster proxy).
    proxy:
      config.GATEWAY_DISPATCH === 'http-pool' || threaded.size > 0 ? 'undici-pool' : 'http-proxy-middleware',
    webRoot: repoRoot,
    loginUrl: '/api/auth/login-page',
    publicUrl: config.PUBLIC_URL,
    remotesFile: config.REMOTES_FILE,
    knownViews: shared.knownViews ?? undefined,
    sessionLifetimes: sessionLifetimesOf(config),
    ...edgeOf(config),
  });
  const server: RunningServer = await listen(app, config.PORT, config.HOST);
  return {
    port: server.port,
    sweepGuests: (now?: number) => guests.sweep(now),
    compact: async () => store.compact?.(),
    async close() {
      await guests.stop();
      await server.close();
    },
    closeStore: () => store.close(),
  };
}

export async function startEmbedded(
  env: Record<string, string | undefined> = process.env,
  /** Tests: the spans go to this exporter too (tracing on without a collector). */
  options: { spanExporter?: SpanExporter } = {},
): Promise<EmbeddedSystem> {
  const config = loadConfig('embedded', embeddedEnvSchema.superRefine(publicUrlInProduction), env);
  const logger = createLogger('ai-council', config.LOG_LEVEL);
  const telemetry = await startTelemetryOf('ai-council', config, options.spanExporter);
  if (config.SKIP_WEB_BUILD === '0') buildStaleWebApps((msg) => logger.info(msg));
  const shared = sharedOf(config, logger);
  // Spans to an exporter in this thread (tests) need every part in this thread too.
  const threaded = options.spanExporter ? threadedBy['1'] : threadedBy[config.EMBEDDED_THREADS];
  const services = await startServices(shared, threaded);
  const gateway = await startGateway(shared, services, threaded);
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${gateway.port}`;
  logger.info({ url, dataDir: shared.dataDir, metrics: telemetry.metricsUrl }, 'AI Council is running');

  return {
    url,
    services: services.urls,
    metricsUrl: telemetry.metricsUrl,
    async compact() {
      await Promise.all([services.compact(), gateway.compact()]);
    },
    sweepGuests: (now) => gateway.sweepGuests(now),
    async close() {
      await gateway.close();
      await services.close();
      await gateway.closeStore();
      await telemetry.stop();
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // Everything written under DATA_DIR (games, sessions, secrets) is this user's alone: files 0600, folders 0700.
  process.umask(0o077);
  // `npm start` runs every service on a thread of its own unless told otherwise (bench/REPORT.md: player
  // load, one, two and four threads); a program that starts the system itself (the tests) gets one thread
  // unless it asks for more.
  startEmbedded({ EMBEDDED_THREADS: '4', ...process.env })
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
