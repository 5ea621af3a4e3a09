// Bundles one deployable (`node deploy/bundle.mjs svc-game`) into
// <deployable>/dist/start.mjs for its production image: the repo's own
// TypeScript (the deployable and the workspace packages it uses) compiled in,
// every npm dependency left to the image's production node_modules.
import { build } from 'esbuild';

const deployables = ['svc-game', 'svc-council', 'svc-analytics', 'gateway'];
const deployable = process.argv[2];
if (!deployables.includes(deployable)) {
  console.error(`usage: node deploy/bundle.mjs <${deployables.join('|')}>`);
  process.exit(2);
}
const ownCode = /^(@ai-council\/|svc-|gateway(\/|$))/;

await build({
  entryPoints: [`${deployable}/src/start.ts`],
  outfile: `${deployable}/dist/start.mjs`,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-dependencies-stay-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          ownCode.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`bundled ${deployable}/dist/start.mjs`);
