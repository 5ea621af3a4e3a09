// deploy/k8s checked against the code: every manifest is parsed, and each
// deployable's image, port, probes and environment are compared with the zod
// config schema it starts with; each has its own Secret, and the network
// policies admit only its callers. A renamed or new required variable, a
// changed port or a probe on the wrong path fails here, not in a cluster.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInRemotes } from '@ai-council/contracts';
import {
  deployables,
  defaultPort,
  secretStandIns,
  type Container,
  k8sDir,
  k8sFiles,
  k8sDocs,
  ofKind,
  configMaps,
  secrets,
  metricsPort,
  podSpecOf,
  type NetworkPolicyRule,
  mongoUrlParts,
  mongoUsers,
  expectEnvironmentFits,
} from './support/deploy';

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
