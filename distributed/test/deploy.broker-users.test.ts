// deploy/broker-users.sh against the code: each service's broker user may
// publish exactly the events it produces and bind to exactly those it reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { councilEventPayloadSchemas, eventTypes, gameEventPayloadSchemas } from '@ai-council/contracts';
import { repoRoot, deployDir } from './support/deploy';

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

  it('lets no service write to the default exchange, which reaches any queue by name (issue 43)', () => {
    const script = readFileSync(path.join(deployDir, 'broker-users.sh'), 'utf8');
    const permissions = script.match(/put "permissions\/[^\n]*\\\n\s+("[^\n]*")/)?.[1];
    expect(permissions, 'the permissions line').toBeDefined();
    expect(permissions).not.toMatch(/amq|default/);
    expect(script).toMatch(/\$service\\+\.retry/);
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
