// deploy/: each remote ships like a service (its own image behind the small
// static server), and the registry of remotes is a ConfigMap the gateway reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInRemotes, remoteRegistrySchema } from '@ai-council/contracts';
import { deployDir, type Container, k8sDir, k8sDocs, ofKind } from './support/deploy';

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
