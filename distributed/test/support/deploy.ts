// deploy/ as the code reads it, for the suites that check it (deploy.*.test.ts):
// each deployable's zod config schema and what a deployment must give it,
// stand-ins for its secrets, and the Kubernetes manifests parsed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { expect } from 'vitest';
import { gameEnvSchema } from 'svc-game/config';
import { councilConfigSchema } from 'svc-council/config';
import { analyticsConfigSchema } from 'svc-analytics/config';
import { gatewayEnvSchema, loadGatewayConfig } from 'gateway/config';
import { generateTokenKeys } from '@ai-council/service-kit';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const deployDir = path.join(repoRoot, 'deploy');

export type EnvSchema = z.ZodObject<Record<string, z.ZodType>>;
export interface Deployable {
  schema: EnvSchema;
  /** What a distributed deployment must give beyond what the schema itself requires. */
  mustGive: string[];
}
export const deployables: Record<string, Deployable> = {
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

export const keysOf = (schema: EnvSchema) => Object.keys(schema.shape);
export const requiredBySchema = (schema: EnvSchema) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
/** The port a deployable listens on when PORT is not given. */
export const defaultPort = (schema: EnvSchema) => Number(schema.shape.PORT!.parse(undefined));

export const tokenKeys = generateTokenKeys();
/** Stand-ins for secret values, valid for the schemas (the real ones live in the cluster). */
export const secretStandIns: Record<string, string> = {
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

export interface K8sDoc {
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
export interface Container {
  name: string;
  image: string;
  ports: Array<{ name: string; containerPort: number }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

export const k8sDir = path.join(deployDir, 'k8s');
export const k8sFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml'));
export const k8sDocs: K8sDoc[] = k8sFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS() as K8sDoc;
  }),
);
export const ofKind = (kind: string) => k8sDocs.filter((d) => d.kind === kind);
export const configMaps = new Map(ofKind('ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]));
export const secrets = new Map(ofKind('Secret').map((s) => [s.metadata.name, s.stringData ?? s.data ?? {}]));
/** The internal metrics port every deployable is given (METRICS_PORT in the shared ConfigMap). */
export const metricsPort = Number(configMaps.get('ai-council-config')?.METRICS_PORT);
export const podSpecOf = (name: string) =>
  (
    ofKind('Deployment').find((d) => d.metadata.name === name)!.spec as {
      template: { spec: { containers: Container[] } };
    }
  ).template.spec;
export interface NetworkPolicyPeer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: unknown;
}
export interface NetworkPolicyRule {
  from: NetworkPolicyPeer[];
  ports: unknown[];
}
/** The user and database of a MongoDB URL (a replica set's hosts are a list no URL parser takes). */
export function mongoUrlParts(url: string) {
  const match = /^mongodb(?:\+srv)?:\/\/([^:@/]+):[^@]*@[^/]+\/([^?]+)/.exec(url);
  if (!match) throw new Error(`not a MongoDB URL with a user and a database: ${url}`);
  return { user: match[1]!, database: match[2]! };
}
/** deploy/mongo-users.js: each deployable's MongoDB user and the one database it may use. */
export const mongoUsers = new Map(
  [
    ...readFileSync(path.join(deployDir, 'mongo-users.js'), 'utf8').matchAll(
      /\{ user: '([\w-]+)', db: '([\w-]+)', password: '([A-Z_]+)' \}/g,
    ),
  ].map((m) => [m[1]!, m[2]!]),
);

/**
 * Holds the environment a manifest gives a deployable against the schema it
 * starts with: no variable the code does not read, every one it needs, values
 * it accepts (and, for the gateway, a production start). Gives the parsed config.
 */
export function expectEnvironmentFits(name: string, deployable: Deployable, given: Record<string, string>) {
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
  // As the image runs it (NODE_ENV=production, from its Dockerfile): the gateway starts.
  if (name === 'gateway') expect(() => loadGatewayConfig({ ...given, NODE_ENV: 'production' })).not.toThrow();
  return parsed;
}
