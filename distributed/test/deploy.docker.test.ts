// deploy/docker against the code: each deployable's Dockerfile builds it on
// Node 22, non-root, with a healthcheck on the port the code listens on.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, deployDir, deployables, defaultPort } from './support/deploy';

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
