// deploy/ checked against the code: every Kubernetes manifest, the compose
// file and the Dockerfiles are parsed, and each deployable's image, port,
// probes and environment are compared with the zod config schema it starts
// with. A renamed or new required variable, a changed port or a probe on the
// wrong path fails here, not in a cluster.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { gameEnvSchema } from 'svc-game/config';
import { councilConfigSchema } from 'svc-council/config';
import { analyticsConfigSchema } from 'svc-analytics/config';
import { gatewayEnvSchema } from 'gateway/config';
import { councilEventPayloadSchemas, eventTypes, gameEventPayloadSchemas } from '@ai-council/contracts';
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
  'svc-game': { schema: gameEnvSchema as unknown as EnvSchema, mustGive: ['MONGO_URL', 'AMQP_URL'] },
  'svc-council': {
    schema: councilConfigSchema as unknown as EnvSchema,
    // keyEncryptionKey() refuses MongoDB without it: replicas must share the key.
    mustGive: ['MONGO_URL', 'AMQP_URL', 'KEY_ENCRYPTION_KEY'],
  },
  'svc-analytics': {
    schema: analyticsConfigSchema as unknown as EnvSchema,
    mustGive: ['MONGO_URL', 'AMQP_URL'],
  },
  gateway: {
    schema: gatewayEnvSchema as unknown as EnvSchema,
    mustGive: ['MONGO_URL', 'GAME_URL', 'COUNCIL_URL', 'ANALYTICS_URL', 'WEB_ROOT'],
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
};

// --- Kubernetes -------------------------------------------------------------------

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
        expect(container!.ports).toEqual([{ name: 'http', containerPort: port }]);
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

  it('lets players in only through a TLS Ingress to the gateway', () => {
    const ingresses = ofKind('Ingress');
    expect(ingresses).toHaveLength(1);
    const spec = ingresses[0]!.spec as {
      tls: unknown[];
      rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }>;
    };
    expect(spec.tls.length).toBeGreaterThan(0);
    const backends = spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name));
    expect(new Set(backends)).toEqual(new Set(['gateway']));
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
