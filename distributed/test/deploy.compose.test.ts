// deploy/compose.yaml against the code: every variable comes from the .env
// file .env.example documents, and each deployable is given exactly what its
// schema reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  deployDir,
  deployables,
  secretStandIns,
  mongoUrlParts,
  mongoUsers,
  expectEnvironmentFits,
} from './support/deploy';

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
