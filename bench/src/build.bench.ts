// Build: the rspack production build of each web app, one after another (as
// `npm run build` does), timed; and what each build weighs once gzipped: the
// shell's initial JS (the scripts index.html loads) and each remote's
// remoteEntry.js, against the budgets of issue 11.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { webApps } from '@ai-council/web-build/freshness';
import { kb, type BenchResult } from './support/report';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHELL_BUDGET = 150 * 1024;
const REMOTE_ENTRY_BUDGET = 30 * 1024;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every .js file of a build with its size and gzipped size, largest first. */
function jsFiles(dist: string) {
  const out: Array<{ file: string; bytes: number; gz: number }> = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith('.js')) out.push({ file, bytes: statSync(file).size, gz: gzipSize(file) });
    }
  };
  visit(dist);
  return out.sort((a, b) => b.gz - a.gz);
}

export async function run(): Promise<BenchResult> {
  const rows: string[] = [];
  let totalSeconds = 0;
  for (const app of webApps) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', app.folder], { cwd: repoRoot, encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`building ${app.folder} failed:\n${result.stderr}`);
    totalSeconds += seconds;
    const files = jsFiles(path.join(repoRoot, app.folder, 'dist'));
    rows.push(
      `| ${app.folder} | ${seconds.toFixed(1)} s | ${files.length} | ${kb(files.reduce((s, f) => s + f.bytes, 0))} | ${kb(files.reduce((s, f) => s + f.gz, 0))} |`,
    );
  }

  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) =>
    path.join(shellDist, m[1]!.replace(/^\//, '')),
  );
  const shellInitialGz = initial.reduce((sum, file) => sum + gzipSize(file), 0);
  const remotes = webApps
    .filter((a) => a.folder !== 'shell')
    .map((a) => ({
      folder: a.folder,
      gz: gzipSize(path.join(repoRoot, a.folder, 'dist', 'remoteEntry.js')),
    }));
  const largestRemoteEntry = Math.max(...remotes.map((r) => r.gz));

  const markdown = `Production builds (\`npm run build -w <app>\`, rspack), one after another: **${totalSeconds.toFixed(0)} s** for the five.

| app | build time | JS files | JS size | JS gzipped |
|---|---|---|---|---|
${rows.join('\n')}

- Shell initial JS (the ${initial.length} scripts \`index.html\` loads), gzipped: **${kb(shellInitialGz)}** (budget ≤ ${kb(SHELL_BUDGET)}: ${shellInitialGz <= SHELL_BUDGET ? 'met' : 'not met'}).
${remotes.map((r) => `- ${r.folder} \`remoteEntry.js\` gzipped: **${kb(r.gz)}** (budget ≤ ${kb(REMOTE_ENTRY_BUDGET)}: ${r.gz <= REMOTE_ENTRY_BUDGET ? 'met' : 'not met'}).`).join('\n')}

Gzip here is level 9, as the build's own precompression writes the \`.gz\` files the gateway serves.`;
  return {
    markdown,
    figures: { buildSeconds: totalSeconds, shellInitialGz, largestRemoteEntry },
    budgets: [
      {
        figure: 'shell initial JS, gzipped',
        budget: '≤ 150 KB',
        measured: kb(shellInitialGz),
        met: shellInitialGz <= SHELL_BUDGET,
      },
      {
        figure: 'largest remoteEntry.js, gzipped',
        budget: '≤ 30 KB',
        measured: kb(largestRemoteEntry),
        met: largestRemoteEntry <= REMOTE_ENTRY_BUDGET,
      },
    ],
  };
}
