// deploy/ checked against the code: every Kubernetes manifest, the compose
// file and the Dockerfiles are parsed, and each deployable's image, port,
// probes and environment are compared with the zod config schema it starts
// with. A renamed or new required variable, a changed port or a probe on the
// wrong path fails here, not in a cluster.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { parser as promqlParser } from '@prometheus-io/lezer-promql';
import { collectProcessMetrics, metrics } from '@ai-council/service-kit';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { gameEnvSchema } from 'svc-game/config';
import { councilConfigSchema } from 'svc-council/config';
import { analyticsConfigSchema } from 'svc-analytics/config';
import {
  builtInRemotes,
  councilEventPayloadSchemas,
  eventTypes,
  gameEventPayloadSchemas,
  remoteRegistrySchema,
} from '@ai-council/contracts';
import { gatewayEnvSchema, loadGatewayConfig } from 'gateway/config';
import { generateTokenKeys } from '@ai-council/service-kit';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const deployDir = path.join(repoRoot, 'deploy');

type EnvSchema = z.ZodObject<Record<string, z.ZodType>>;
interface Deployable {
  schema: EnvSchema;
  /** What a distributed deployment must give beyond what the schema itself requires. */
  mustGive: string[];
}
const deployables: Record<string, Deployable> = {
  'svc-game': {
    schema: gameEnvSchema as unknown as EnvSchema,
    mustGive: ['MONGO_URL', 'AMQP_URL', 'TRUST_PROXY'],
  },
  'svc-council': {
    schema: councilConfigSchema as unknown as EnvSchema,
    // keyEncryptionKey() refuses MongoDB without it: replicas must share the key.
    mustGive: ['MONGO_URL', 'AMQP_URL', 'KEY_ENCRYPTION_KEY', 'TRUST_PROXY'],
  },
  'svc-analytics': {
    schema: analyticsConfigSchema as unknown as EnvSchema,
    mustGive: ['MONGO_URL', 'AMQP_URL', 'TRUST_PROXY'],
  },
  gateway: {
    schema: gatewayEnvSchema as unknown as EnvSchema,
    // Behind the Ingress or the TLS proxy: its public address, whom to trust, Secure cookies.
    mustGive: [
      'MONGO_URL',
      'GAME_URL',
      'COUNCIL_URL',
      'ANALYTICS_URL',
      'WEB_ROOT',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'COOKIE_SECURE',
    ],
  },
};

const keysOf = (schema: EnvSchema) => Object.keys(schema.shape);
const requiredBySchema = (schema: EnvSchema) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
/** The port a deployable listens on when PORT is not given. */
const defaultPort = (schema: EnvSchema) => Number(schema.shape.PORT!.parse(undefined));

const tokenKeys = generateTokenKeys();
/** Stand-ins for secret values, valid for the schemas (the real ones live in the cluster). */
const secretStandIns: Record<string, string> = {
  MONGO_URL: 'mongodb://user:pw@mongo:27017/ai-council?replicaSet=rs0',
  AMQP_URL: 'amqp://user:pw@rabbitmq:5672',
  TOKEN_PRIVATE_KEY: tokenKeys.privateKey,
  TOKEN_PUBLIC_KEY: tokenKeys.publicKey,
  SESSION_SECRET: 'z'.repeat(16) + 'w'.repeat(16),
  KEY_ENCRYPTION_KEY: 'ab'.repeat(32),
  // Not secrets, but compose takes them from .env too.
  PUBLIC_URL: 'https://play.example.com',
  TRUST_PROXY: '1',
};

// --- Kubernetes -------------------------------------------------------------------

/**
 * A deployable's environment as a manifest gives it: exactly the variables its code reads, every
 * one it needs, values its schema accepts; and, as the image runs it (NODE_ENV=production, from
 * its Dockerfile), the gateway starts. Returns what the schema made of it.
 */
function expectEnvironmentFits(name: string, deployable: Deployable, given: Record<string, string>) {
  const known = keysOf(deployable.schema);
  expect(
    Object.keys(given).filter((k) => !known.includes(k)),
    'variables the code does not read',
  ).toEqual([]);
  const needed = [...requiredBySchema(deployable.schema), ...deployable.mustGive];
  expect(
    needed.filter((k) => !(k in given)),
    'variables missing',
  ).toEqual([]);
  const parsed = deployable.schema.safeParse(given);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  if (name === 'gateway') expect(() => loadGatewayConfig({ ...given, NODE_ENV: 'production' })).not.toThrow();
  return parsed;
}

interface K8sDoc {
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Container {
  name: string;
  image: string;
  ports: Array<{ name: string; containerPort: number }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

const k8sDir = path.join(deployDir, 'k8s');
const k8sFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml'));
const k8sDocs: K8sDoc[] = k8sFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS() as K8sDoc;
  }),
);
const ofKind = (kind: string) => k8sDocs.filter((d) => d.kind === kind);
const configMaps = new Map(ofKind('ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]));
const secrets = new Map(ofKind('Secret').map((s) => [s.metadata.name, s.stringData ?? s.data ?? {}]));
/** The internal metrics port every deployable is given (METRICS_PORT in the shared ConfigMap). */
const metricsPort = Number(configMaps.get('ai-council-config')?.METRICS_PORT);
const podSpecOf = (name: string) =>
  (
    ofKind('Deployment').find((d) => d.metadata.name === name)!.spec as {
      template: { spec: { containers: Container[] } };
    }
  ).template.spec;
interface NetworkPolicyPeer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: unknown;
}
interface NetworkPolicyRule {
  from: NetworkPolicyPeer[];
  ports: unknown[];
}
/** The user and database of a MongoDB URL (a replica set's hosts are a list no URL parser takes). */
function mongoUrlParts(url: string) {
  const match = /^mongodb(?:\+srv)?:\/\/([^:@/]+):[^@]*@[^/]+\/([^?]+)/.exec(url);
  if (!match) throw new Error(`not a MongoDB URL with a user and a database: ${url}`);
  return { user: match[1]!, database: match[2]! };
}
/** deploy/mongo-users.js: each deployable's MongoDB user and the one database it may use. */
const mongoUsers = new Map(
  [
    ...readFileSync(path.join(deployDir, 'mongo-users.js'), 'utf8').matchAll(
      /\{ user: '([\w-]+)', db: '([\w-]+)', password: '([A-Z_]+)' \}/g,
    ),
  ].map((m) => [m[1]!, m[2]!]),
);

describe('deploy/k8s against the code', () => {
  it('parses, and every manifest the kustomization lists exists (and every manifest but the example secret is listed)', () => {
    const kustomization = k8sDocs.find((d) => d.kind === 'Kustomization') as unknown as {
      resources: string[];
    };
    expect(kustomization).toBeDefined();
    for (const file of kustomization.resources) expect(existsSync(path.join(k8sDir, file)), file).toBe(true);
    expect(
      k8sFiles.filter((f) => !kustomization.resources.includes(f)).sort(),
      'not applied by kubectl apply -k',
    ).toEqual(['kustomization.yaml', 'secrets.example.yaml']);
  });

  for (const [name, deployable] of Object.entries(deployables)) {
    describe(name, () => {
      const deployment = ofKind('Deployment').find((d) => d.metadata.name === name);
      const podSpec = (deployment?.spec as { template: { spec: Record<string, unknown> } } | undefined)
        ?.template.spec as {
        containers: Container[];
        terminationGracePeriodSeconds?: number;
        securityContext?: object;
      };
      const container = podSpec?.containers[0];

      it('has a Deployment running its image, as non-root, with requests and limits', () => {
        expect(deployment, `no Deployment ${name}`).toBeDefined();
        expect(podSpec.containers).toHaveLength(1);
        expect(container!.image).toMatch(new RegExp(`^ai-council/${name}(:|$)`));
        expect(podSpec.securityContext).toMatchObject({ runAsNonRoot: true });
        expect(container!.resources?.requests).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container!.resources?.limits).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
      });

      it('listens where the code listens, and probes /readyz and /healthz there', () => {
        const env = Object.fromEntries((container!.env ?? []).map((e) => [e.name, e.value]));
        const port = Number(env.PORT ?? defaultPort(deployable.schema));
        expect(container!.ports).toEqual([
          { name: 'http', containerPort: port },
          { name: 'metrics', containerPort: metricsPort },
        ]);
        expect(container!.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
        expect(container!.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
        const service = ofKind('Service').find((s) => s.metadata.name === name);
        expect(service?.spec).toMatchObject({ ports: [{ port, targetPort: 'http' }] });
      });

      it('gives exactly variables the code reads, every one it needs, and values its schema accepts', () => {
        const given: Record<string, string> = {};
        for (const source of container!.envFrom ?? []) {
          if (source.configMapRef) {
            const data = configMaps.get(source.configMapRef.name);
            expect(data, `ConfigMap ${source.configMapRef.name}`).toBeDefined();
            Object.assign(given, data);
          }
        }
        for (const variable of container!.env ?? []) {
          const ref = variable.valueFrom?.secretKeyRef;
          if (ref) {
            expect(secrets.get(ref.name), `Secret ${ref.name} (secrets.example.yaml)`).toHaveProperty(
              ref.key,
            );
            given[variable.name] = secretStandIns[ref.key] ?? 'stand-in';
          } else given[variable.name] = variable.value ?? '';
        }
        const parsed = expectEnvironmentFits(name, deployable, given);
        // The drain must fit in the grace period Kubernetes gives before SIGKILL.
        const deadlineMs = Number((parsed.data as { SHUTDOWN_DEADLINE_MS: number }).SHUTDOWN_DEADLINE_MS);
        expect(deadlineMs).toBeLessThan((podSpec.terminationGracePeriodSeconds ?? 30) * 1000);
      });

      it('scales with a HorizontalPodAutoscaler and keeps one pod through disruptions', () => {
        const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.metadata.name === name);
        expect(hpa?.spec).toMatchObject({
          scaleTargetRef: { kind: 'Deployment', name },
          minReplicas: expect.any(Number),
          maxReplicas: expect.any(Number),
        });
        const pdb = ofKind('PodDisruptionBudget').find((p) => p.metadata.name === name);
        expect(pdb?.spec).toMatchObject({ selector: { matchLabels: { 'app.kubernetes.io/name': name } } });
      });
    });
  }

  it('gives each deployable its own Secret: its own MongoDB user and database, its own broker user, and the private token key to the gateway alone', () => {
    const databases = new Set<string>();
    for (const name of Object.keys(deployables)) {
      const container = podSpecOf(name).containers[0]!;
      const refs = (container.env ?? []).flatMap((e) =>
        e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef] : [],
      );
      expect(new Set(refs.map((r) => r.name)), name).toEqual(new Set([`ai-council-${name}`]));
      const secret = secrets.get(`ai-council-${name}`)!;
      const mongo = mongoUrlParts(secret.MONGO_URL!);
      expect(mongo.user, `${name}'s MongoDB user`).toBe(name);
      expect(mongoUsers.get(name), `deploy/mongo-users.js for ${name}`).toBe(mongo.database);
      databases.add(mongo.database);
      if (name === 'gateway') {
        expect(secret).not.toHaveProperty('AMQP_URL');
        expect(secret).toHaveProperty('TOKEN_PRIVATE_KEY');
      } else {
        expect(new URL(secret.AMQP_URL!).username, `${name}'s RabbitMQ user`).toBe(name);
        expect(secret).not.toHaveProperty('TOKEN_PRIVATE_KEY');
        expect(secret).toHaveProperty('TOKEN_PUBLIC_KEY');
      }
    }
    expect(databases.size).toBe(Object.keys(deployables).length);
  });

  it('admits to each service only its callers (the deployables whose URLs name it), and players only to the gateway', () => {
    const policies = ofKind('NetworkPolicy');
    const deny = policies.find((p) => p.metadata.name === 'default-deny-ingress');
    expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const callersOf = (service: string) =>
      Object.keys(deployables).filter((caller) =>
        (podSpecOf(caller).containers[0]!.env ?? []).some((e) =>
          new RegExp(`^https?://${service}:`).test(e.value ?? ''),
        ),
      );
    expect(callersOf('svc-game').sort()).toEqual(['gateway', 'svc-council']);
    for (const name of Object.keys(deployables)) {
      const selecting = policies.filter(
        (p) =>
          (p.spec as { podSelector: { matchLabels?: Record<string, string> } }).podSelector.matchLabels?.[
            'app.kubernetes.io/name'
          ] === name,
      );
      expect(selecting, `one NetworkPolicy for ${name}`).toHaveLength(1);
      const rules = (selecting[0]!.spec as { ingress: NetworkPolicyRule[] }).ingress;
      const from = rules.flatMap((r) => r.from);
      for (const rule of rules) expect(rule.ports).toEqual([{ protocol: 'TCP', port: 'http' }]);
      if (name === 'gateway') {
        expect(from).toEqual([
          { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } },
        ]);
      } else {
        expect(from.every((peer) => !peer.namespaceSelector && !peer.ipBlock)).toBe(true);
        expect(from.map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name']).sort()).toEqual(
          callersOf(name).sort(),
        );
      }
    }
  });

  it("admits the ingress controller to the remotes' static hosts, and Prometheus to the metrics port only", () => {
    const policy = (name: string) => {
      const found = ofKind('NetworkPolicy').find((p) => p.metadata.name === name)!;
      return found.spec as {
        podSelector: { matchExpressions: Array<{ key: string; operator: string; values: string[] }> };
        ingress: NetworkPolicyRule[];
      };
    };
    const selected = (name: string) => policy(name).podSelector.matchExpressions[0]!.values.sort();
    expect(selected('remotes')).toEqual(builtInRemotes.map((r) => r.folder).sort());
    expect(policy('remotes').ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
        ports: [{ protocol: 'TCP', port: 'http' }],
      },
    ]);
    expect(selected('metrics')).toEqual(Object.keys(deployables).sort());
    expect(policy('metrics').ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        ports: [{ protocol: 'TCP', port: 'metrics' }],
      },
    ]);
  });

  it('lets players in only through a TLS Ingress to the gateway', () => {
    const ingresses = ofKind('Ingress');
    expect(ingresses).toHaveLength(1);
    const spec = ingresses[0]!.spec as {
      tls: unknown[];
      rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }>;
    };
    expect(spec.tls.length).toBeGreaterThan(0);
    const backends = spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name));
    // The gateway, and each remote's static host for its own releases.
    expect(new Set(backends)).toEqual(new Set(['gateway', ...builtInRemotes.map((r) => r.folder)]));
  });
});

// --- the remotes, each shipped by its team ---------------------------------------------

describe('deploy/: each remote ships like a service, the registry is a ConfigMap', () => {
  const dockerfile = readFileSync(path.join(deployDir, 'docker', 'remote.Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
  const imagePort = Number(/PORT=(\d+)/.exec(runtime)?.[1]);

  it('builds one image per remote: `npm run release` of that remote behind the small static server, non-root', () => {
    expect(dockerfile).toMatch(/^ARG REMOTE$/m);
    expect(dockerfile).toMatch(/npm run release -w "\$REMOTE"/);
    expect(dockerfile).toMatch(/FROM \$\{PREVIOUS_IMAGE\} AS previous/);
    expect(runtime).toMatch(/^FROM \$\{RUNTIME_IMAGE\}/m);
    expect(dockerfile).toMatch(/^ARG RUNTIME_IMAGE=node:22-alpine$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^COPY .*deploy\/remote-host\/server\.mjs \.\/server\.mjs$/m);
    expect(runtime).toMatch(/RELEASES_DIR=\/srv\/releases/);
    expect(runtime).toMatch(new RegExp(`^EXPOSE ${imagePort}$`, 'm'));
    expect(runtime).toMatch(/^HEALTHCHECK .*/m);
    expect(runtime).toMatch(/\/healthz/);
    expect(runtime).toMatch(/^CMD \["node", "server\.mjs"\]$/m);
    // The server reads exactly the variables the image sets.
    const server = readFileSync(path.join(deployDir, 'remote-host', 'server.mjs'), 'utf8');
    const read = [...server.matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]).sort();
    expect(read).toEqual(['HOST', 'PORT', 'RELEASES_DIR']);
  });

  for (const { folder } of builtInRemotes) {
    it(`${folder}: a Deployment of its image (non-root, probed, with limits), a Service, and its releases routed to it`, () => {
      const deployment = ofKind('Deployment').find((d) => d.metadata.name === folder);
      expect(deployment, `no Deployment ${folder}`).toBeDefined();
      const pod = (
        deployment!.spec as { template: { spec: { containers: Container[]; securityContext?: object } } }
      ).template.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
      const [container] = pod.containers;
      expect(container!.image).toMatch(new RegExp(`^ai-council/${folder}(:|$)`));
      expect(container!.ports).toEqual([{ name: 'http', containerPort: imagePort }]);
      expect(container!.readinessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container!.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container!.resources?.limits).toMatchObject({
        cpu: expect.any(String),
        memory: expect.any(String),
      });
      const service = ofKind('Service').find((s) => s.metadata.name === folder);
      expect(service?.spec).toMatchObject({
        selector: { 'app.kubernetes.io/name': folder },
        ports: [{ port: imagePort, targetPort: 'http' }],
      });
      const ingress = ofKind('Ingress')[0]!.spec as {
        rules: Array<{ http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }>;
      };
      const routed = ingress.rules
        .flatMap((r) => r.http.paths)
        .find((p) => p.backend.service.name === folder);
      expect(routed?.path).toBe(`/releases/${folder}/`);
    });
  }

  it('makes the registry a ConfigMap from remotes.json (a valid registry of known remotes), mounted into the gateway at REMOTES_FILE', () => {
    const kustomization = k8sDocs.find((d) => d.kind === 'Kustomization') as unknown as {
      configMapGenerator: Array<{
        name: string;
        files: string[];
        options?: { disableNameSuffixHash?: boolean };
      }>;
    };
    const generator = kustomization.configMapGenerator.find((g) => g.name === 'ai-council-remotes');
    // No hash suffix: the gateway is not restarted by a promote, it reads the updated file.
    expect(generator).toMatchObject({ files: ['remotes.json'], options: { disableNameSuffixHash: true } });
    const registry = remoteRegistrySchema.parse(
      JSON.parse(readFileSync(path.join(k8sDir, 'remotes.json'), 'utf8')),
    );
    expect(registry.remotes.map((r) => r.name).sort()).toEqual(builtInRemotes.map((r) => r.name).sort());

    const gateway = ofKind('Deployment').find((d) => d.metadata.name === 'gateway')!;
    const pod = (
      gateway.spec as {
        template: {
          spec: {
            containers: Array<
              Container & { volumeMounts?: Array<{ name: string; mountPath: string; subPath?: string }> }
            >;
            volumes?: Array<{ name: string; configMap?: { name: string } }>;
          };
        };
      }
    ).template.spec;
    const volume = pod.volumes?.find((v) => v.configMap?.name === 'ai-council-remotes');
    expect(volume, 'a volume of the ai-council-remotes ConfigMap').toBeDefined();
    const mount = pod.containers[0]!.volumeMounts?.find((m) => m.name === volume!.name);
    // A subPath mount would never see the ConfigMap change.
    expect(mount?.subPath).toBeUndefined();
    const remotesFile = pod.containers[0]!.env?.find((e) => e.name === 'REMOTES_FILE')?.value;
    expect(remotesFile).toBe(`${mount!.mountPath}/remotes.json`);
  });
});

// --- the broker's users ----------------------------------------------------------------

/** deploy/broker-users.sh: per service, the events it may publish and bind to (regexes). */
const brokerGrants = new Map(
  [
    ...readFileSync(path.join(deployDir, 'broker-users.sh'), 'utf8').matchAll(
      /^grant ([\w-]+) "\$\{[A-Z_]+:-\}" \\\n\s+'([^']*)' \\\n\s+'([^']*)'$/gm,
    ),
  ].map((m) => {
    // The script writes the regexes JSON-escaped (\\. for \.), as the management API receives them.
    const regex = (source: string) => new RegExp(`^(${JSON.parse(`"${source}"`) as string})$`);
    return [m[1]!, { publishes: regex(m[2]!), reads: regex(m[3]!) }];
  }),
);
/** What each service publishes, by the contracts' producer groups. */
const published: Record<string, string[]> = {
  'svc-game': Object.keys(gameEventPayloadSchemas),
  'svc-council': Object.keys(councilEventPayloadSchemas),
  'svc-analytics': [],
};
/** What each service subscribes to: the event types of its message pacts (it states every one). */
const subscribed = (service: string) =>
  readdirSync(path.join(repoRoot, 'pacts'))
    .filter((file) => file.startsWith(`${service}-`))
    .flatMap((file) =>
      (
        JSON.parse(readFileSync(path.join(repoRoot, 'pacts', file), 'utf8')) as {
          interactions: Array<{ type: string; contents?: { content?: { type?: string } } }>;
        }
      ).interactions
        .filter((i) => i.type === 'Asynchronous/Messages')
        .map((i) => i.contents!.content!.type!),
    );

describe('deploy/broker-users.sh against the code', () => {
  it('gives each service a broker user; the gateway, which uses no broker, none', () => {
    expect([...brokerGrants.keys()].sort()).toEqual(['svc-analytics', 'svc-council', 'svc-game']);
  });

  for (const service of ['svc-game', 'svc-council', 'svc-analytics']) {
    it(`${service}: may publish exactly the events it produces and bind to exactly the events it reads`, () => {
      const grant = brokerGrants.get(service)!;
      const reads = new Set(subscribed(service));
      expect(reads.size, `${service}'s message pacts`).toBeGreaterThan(0);
      for (const type of eventTypes) {
        expect(grant.publishes.test(type), `${service} publishing ${type}`).toBe(
          published[service]!.includes(type),
        );
        expect(grant.reads.test(type), `${service} binding to ${type}`).toBe(reads.has(type));
      }
    });
  }
});

// --- compose ------------------------------------------------------------------------

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  ports?: string[];
  deploy?: { replicas?: number };
}
const composeText = readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
const compose = parseAllDocuments(composeText, { merge: true })[0]!.toJS({ maxAliasCount: 1000 }) as {
  services: Record<string, ComposeService>;
};
const envExample = new Set(
  readFileSync(path.join(deployDir, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=')[0]!),
);
/** A compose value with its `${VAR…}` references replaced by stand-ins. */
const interpolate = (value: string) =>
  value.replace(
    /\$\{([A-Z_]+)[^}]*\}/g,
    (_m, name: string) => secretStandIns[name] ?? `${name.toLowerCase()}-value`,
  );

describe('deploy/compose.yaml against the code', () => {
  it('takes every ${VARIABLE} it uses from the .env file that .env.example documents', () => {
    const used = new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]!));
    expect(
      [...used].filter((v) => !envExample.has(v)),
      'not in deploy/.env.example',
    ).toEqual([]);
  });

  it('runs MongoDB as a replica set with auth, and RabbitMQ with its own credentials and management UI', () => {
    const mongo = compose.services.mongo!;
    expect(JSON.stringify(mongo.entrypoint)).toMatch(/--replSet rs0/);
    expect(JSON.stringify(mongo.entrypoint)).toMatch(/--keyFile/);
    expect(mongo.environment).toHaveProperty('MONGO_INITDB_ROOT_USERNAME');
    expect(mongo.healthcheck).toBeDefined();
    const rabbit = compose.services.rabbitmq!;
    expect(rabbit.image).toMatch(/^rabbitmq:.*management/);
    expect(rabbit.environment).toMatchObject({ RABBITMQ_DEFAULT_USER: expect.any(String) });
    expect(rabbit.healthcheck).toBeDefined();
  });

  for (const [name, deployable] of Object.entries(deployables)) {
    it(`${name}: built from its Dockerfile, given exactly what its schema reads, valid`, () => {
      const service = compose.services[name];
      expect(service, `compose service ${name}`).toBeDefined();
      expect(service!.build?.dockerfile).toBe(`deploy/docker/${name}.Dockerfile`);
      const given = Object.fromEntries(
        Object.entries(service!.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]),
      );
      expectEnvironmentFits(name, deployable, given);
      if (name !== 'gateway') expect(service!.deploy?.replicas).toBe(2);
      // Signs in as itself: its own MongoDB user on its own database, its own broker user.
      const mongo = mongoUrlParts(given.MONGO_URL!);
      expect(mongo.user).toBe(name);
      expect(mongo.database).toBe(mongoUsers.get(name));
      if (name !== 'gateway') expect(new URL(given.AMQP_URL!).username).toBe(name);
    });
  }
});

// --- Dockerfiles ----------------------------------------------------------------------

describe('deploy/docker against the code', () => {
  for (const [name, deployable] of Object.entries(deployables)) {
    it(`${name}: multi-stage on Node 22, production dependencies only, non-root, with a healthcheck on its port`, () => {
      const dockerfile = readFileSync(path.join(deployDir, 'docker', `${name}.Dockerfile`), 'utf8');
      expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22[-.\w]*$/m);
      expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(dockerfile).toMatch(new RegExp(`node deploy/bundle\\.mjs ${name}\\b`));
      expect(dockerfile).toMatch(new RegExp(`--omit=dev .* -w ${name}\\b`));
      const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
      expect(runtime).toMatch(/^USER node$/m);
      expect(runtime).toMatch(/^HEALTHCHECK .*/m);
      expect(runtime).toMatch(/\/healthz/);
      const port = Number(/PORT=(\d+)/.exec(runtime)?.[1]);
      expect(port).toBe(defaultPort(deployable.schema));
      expect(runtime).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
      expect(runtime).toMatch(new RegExp(`^CMD \\["node", "${name}/dist/start\\.mjs"\\]$`, 'm'));
      expect(existsSync(path.join(repoRoot, name, 'src', 'start.ts'))).toBe(true);
    });
  }
});

// --- observability ----------------------------------------------------------------------

const observabilityDir = path.join(deployDir, 'observability');
const readYaml = (file: string) => {
  const [doc] = parseAllDocuments(readFileSync(path.join(observabilityDir, file), 'utf8'));
  if (!doc || doc.errors.length > 0)
    throw new Error(`${file}: ${doc?.errors.map((e) => e.message).join('; ')}`);
  return doc.toJS() as unknown;
};

/** Every series name the code can export: its own metrics and Node's default ones (histograms as their three series). */
async function exportedSeriesNames(): Promise<Set<string>> {
  collectProcessMetrics('manifest-test');
  const names = new Set<string>();
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    const type = String(metric.type);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
    else if (type === 'summary') for (const suffix of ['', '_sum', '_count']) names.add(metric.name + suffix);
    else names.add(metric.name);
  }
  return names;
}
/** Series Prometheus makes itself, for every target. */
const prometheusOwn = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);

/** The metric names a PromQL expression selects; throws where the expression does not parse. */
function metricNamesOf(expr: string): string[] {
  const tree = promqlParser.parse(expr);
  const errors: string[] = [];
  const names: string[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError)
        errors.push(`at ${node.from}: ${JSON.stringify(expr.slice(node.from, node.from + 20))}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        names.push(expr.slice(node.from, node.to));
    },
  });
  if (errors.length > 0) throw new Error(`PromQL does not parse: ${errors.join(', ')}\n${expr}`);
  return names;
}

/** Prometheus relabelling (the keep and replace actions these files use), as the scraper applies it. */
interface Relabel {
  source_labels?: string[];
  separator?: string;
  regex?: string;
  action?: string;
  target_label?: string;
  replacement?: string;
}
function relabel(labels: Record<string, string>, rules: Relabel[]): Record<string, string> | null {
  const out = { ...labels };
  for (const rule of rules) {
    const value = (rule.source_labels ?? []).map((l) => out[l] ?? '').join(rule.separator ?? ';');
    const regex = new RegExp(`^(?:${rule.regex ?? '(.*)'})$`);
    const match = regex.exec(value);
    const action = rule.action ?? 'replace';
    if (action === 'keep' && !match) return null;
    if (action === 'drop' && match) return null;
    if (action === 'replace' && match && rule.target_label)
      out[rule.target_label] = (rule.replacement ?? '$1').replace(
        /\$(\d)/g,
        (_m, i: string) => match[Number(i)] ?? '',
      );
  }
  return out;
}

describe('deploy/observability against the code', () => {
  const prometheus = readYaml('prometheus.yaml') as {
    rule_files: string[];
    scrape_configs: Array<{
      job_name: string;
      kubernetes_sd_configs: Array<{ role: string }>;
      relabel_configs: Relabel[];
    }>;
  };
  const rules = readYaml('alerts.yaml') as {
    groups: Array<{
      name: string;
      rules: Array<{
        alert: string;
        expr: string;
        for?: string;
        labels?: Record<string, string>;
        annotations?: Record<string, string>;
      }>;
    }>;
  };
  const dashboard = JSON.parse(
    readFileSync(path.join(observabilityDir, 'grafana-dashboard.json'), 'utf8'),
  ) as {
    panels: Array<{ type: string; title: string; targets?: Array<{ expr: string }> }>;
    templating: { list: Array<{ name: string; query?: unknown; definition?: string }> };
  };

  it('scrapes each deployable on its metrics port, and only there: no Service or Ingress exposes that port', () => {
    expect(metricsPort).toBeGreaterThan(0);
    const job = prometheus.scrape_configs.find((c) => c.job_name === 'ai-council')!;
    expect(job.kubernetes_sd_configs).toEqual([expect.objectContaining({ role: 'pod' })]);
    expect(prometheus.rule_files).toContain('alerts.yaml');
    // The remotes' static hosts (deploy/remote-host) serve files only and export no metrics.
    const remoteHosts = new Set(['mf-dashboard', 'mf-council', 'mf-finance', 'mf-analytics']);
    const nodeDeployables = ofKind('Deployment').filter((d) => !remoteHosts.has(d.metadata.name));
    expect(nodeDeployables.map((d) => d.metadata.name).sort()).toEqual([
      'gateway',
      'svc-analytics',
      'svc-council',
      'svc-game',
    ]);
    for (const deployment of nodeDeployables) {
      const template = (
        deployment.spec as {
          template: {
            metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
            spec: { containers: Container[] };
          };
        }
      ).template;
      const annotations = template.metadata.annotations ?? {};
      expect(annotations, deployment.metadata.name).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
      // The service discovery's labels for each container port of the pod, as Prometheus sees them.
      const meta = (port: { name: string; containerPort: number }) => ({
        __address__: `10.1.2.3:${port.containerPort}`,
        __metrics_path__: '/metrics',
        __meta_kubernetes_namespace: 'ai-council',
        __meta_kubernetes_pod_name: `${deployment.metadata.name}-abc12`,
        __meta_kubernetes_pod_container_port_name: port.name,
        ...Object.fromEntries(
          Object.entries(annotations).map(([k, v]) => [
            `__meta_kubernetes_pod_annotation_${k.replace(/[^a-zA-Z0-9]/g, '_')}`,
            v,
          ]),
        ),
        ...Object.fromEntries(
          Object.entries(template.metadata.labels).map(([k, v]) => [
            `__meta_kubernetes_pod_label_${k.replace(/[^a-zA-Z0-9]/g, '_')}`,
            v,
          ]),
        ),
      });
      const targets = template.spec.containers[0]!.ports.map((port) =>
        relabel(meta(port), job.relabel_configs),
      ).filter((t) => t !== null);
      expect(targets, deployment.metadata.name).toEqual([
        expect.objectContaining({
          __address__: `10.1.2.3:${metricsPort}`,
          __metrics_path__: '/metrics',
          deployable: deployment.metadata.name,
          namespace: 'ai-council',
        }),
      ]);
    }
    for (const service of ofKind('Service')) {
      const ports = (service.spec as { ports: Array<{ port: number; targetPort: string | number }> }).ports;
      expect(
        ports.filter(
          (p) => p.port === metricsPort || p.targetPort === 'metrics' || p.targetPort === metricsPort,
        ),
      ).toEqual([]);
    }
  });

  it('has alert rules that parse as PromQL, each with a duration, a severity and a runbook in deploy/README.md, on metrics the code exports', async () => {
    const exported = await exportedSeriesNames();
    const readme = readFileSync(path.join(deployDir, 'README.md'), 'utf8');
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((a) => a.alert)).toEqual(
      expect.arrayContaining([
        'AiCouncilHighErrorRatio',
        'AiCouncilHighLatencyP99',
        'AiCouncilEventsDeadLettered',
        'AiCouncilOutboxStuck',
        'AiCouncilConsumerLag',
      ]),
    );
    for (const rule of alerts) {
      const names = metricNamesOf(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      expect(
        names.filter((n) => !exported.has(n) && !prometheusOwn.has(n)),
        `${rule.alert}: not exported`,
      ).toEqual([]);
      if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smhd]$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.runbook, rule.alert).toBe(`deploy/README.md#${rule.alert.toLowerCase()}`);
      expect(readme, `runbook of ${rule.alert}`).toMatch(new RegExp(`^### ${rule.alert}$`, 'm'));
    }
  });

  it('has a Grafana dashboard whose every query parses and names metrics the code exports', async () => {
    const exported = await exportedSeriesNames();
    const queries = dashboard.panels.flatMap((p) =>
      (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })),
    );
    expect(queries.length).toBeGreaterThan(10);
    // Grafana's variables, as Grafana fills them in before Prometheus sees the query.
    const filled = (expr: string) => expr.replaceAll('$__rate_interval', '5m').replaceAll('$service', '.*');
    const used = new Set<string>();
    for (const { panel, expr } of queries) {
      const names = metricNamesOf(filled(expr));
      expect(names.length, panel).toBeGreaterThan(0);
      for (const name of names) used.add(name);
      expect(
        names.filter((n) => !exported.has(n)),
        `${panel}: not exported`,
      ).toEqual([]);
    }
    for (const variable of dashboard.templating.list.filter((v) => v.definition)) {
      const metric = /^label_values\((\w+),\s*\w+\)$/.exec(variable.definition!)?.[1];
      expect(metric && exported.has(metric), variable.name).toBe(true);
    }
    // Each area an on-call engineer looks at has a panel: traffic, latency, errors, bus, outbox, saturation.
    for (const family of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'bus_events_consumed_total',
      'bus_events_dead_lettered_total',
      'bus_queue_depth',
      'outbox_oldest_event_age_seconds',
      'store_operation_duration_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
    ])
      expect(used, family).toContain(family);
  });

  it('is checked by a parser that rejects broken PromQL (the checks above can fail)', () => {
    expect(() => metricNamesOf('sum(rate(http_request_duration_seconds_count[5m])')).toThrow(
      /does not parse/,
    );
    expect(() => metricNamesOf('rate(bus_events_consumed_total{service="a"[5m])')).toThrow(/does not parse/);
    expect(metricNamesOf('sum by (service) (rate(bus_queue_depth[5m])) > 0')).toEqual(['bus_queue_depth']);
  });
});
