// Runs the benchmarks and writes bench/REPORT.md: the machine, the date, every
// budget with its measured figure, and each benchmark's section with the
// command that reproduces it; then the capacity model derived from them.
//   npm run bench                        every benchmark (about 15 minutes)
//   npm run bench -- player-load         only the named ones (the report keeps the others' last sections)
// Benchmarks are never timed tests: they measure, report, and leave the verdict to the report.
// Each result is also kept in bench/reports/<name>.json, so a partial run rewrites only its own sections.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { capacityModel } from './capacity-model';
import type { BenchResult } from './support/report';

interface Benchmark {
  title: string;
  load: () => Promise<{ run(): Promise<BenchResult> }>;
}

/** In running order: the build comes before the frontend, which loads what it built. */
const benchmarks: Record<string, Benchmark> = {
  'gateway-overhead': { title: 'Gateway overhead', load: () => import('./gateway-overhead.bench') },
  'proxy-options': { title: 'Proxy options for the gateway', load: () => import('./proxy-options.bench') },
  'player-load': { title: 'Player load', load: () => import('./player-load.bench') },
  'quarter-advance': { title: 'Quarter advance', load: () => import('./quarter-advance.bench') },
  'analytics-dashboard': { title: 'Analytics at scale', load: () => import('./analytics-dashboard.bench') },
  build: { title: 'Build', load: () => import('./build.bench') },
  frontend: { title: 'Frontend (Chromium, cold /dashboard)', load: () => import('./frontend.bench') },
};

interface Kept extends BenchResult {
  date: string;
  seconds: number;
  loadAverage: number;
}

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keptFile = (name: string) => path.join(benchRoot, 'reports', `${name}.json`);

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function report(results: Record<string, Kept>): string {
  const names = Object.keys(benchmarks).filter((name) => results[name]);
  const budgets = names.flatMap((name) =>
    results[name]!.budgets.map(
      (b) =>
        `| ${benchmarks[name]!.title} | ${b.figure} | ${b.budget} | ${b.measured} | ${b.met ? 'met' : '**not met**'} |`,
    ),
  );
  const sections = names.map((name) => {
    const r = results[name]!;
    return `## ${benchmarks[name]!.title}

\`npm run bench -- ${name}\` · ${r.date} · ${r.seconds.toFixed(0)} s · load average before ${r.loadAverage.toFixed(2)}

${r.markdown}`;
  });
  const figures = Object.fromEntries(names.map((name) => [name, results[name]!.figures]));
  return `# Benchmarks

Written by \`npm run bench\` (every benchmark) or \`npm run bench -- <name> …\` (some; the others keep their last
section). Machine: ${machine()}. The machine is shared: each section gives the load average before it ran.

| benchmark | figure | budget | measured | verdict |
|---|---|---|---|---|
${budgets.join('\n')}

${sections.join('\n\n')}

${capacityModel(figures)}
`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in benchmarks));
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  }
  mkdirSync(path.join(benchRoot, 'reports'), { recursive: true });
  for (const name of wanted.length > 0 ? wanted : Object.keys(benchmarks)) {
    console.log(`${name}…`);
    const loadAverage = os.loadavg()[0]!;
    const started = performance.now();
    const result = await (await benchmarks[name]!.load()).run();
    const seconds = (performance.now() - started) / 1000;
    const kept: Kept = { ...result, date: new Date().toISOString().slice(0, 10), seconds, loadAverage };
    writeFileSync(keptFile(name), `${JSON.stringify(kept, null, 2)}\n`);
    console.log(`${name}: done in ${seconds.toFixed(1)} s`);
  }
  const results: Record<string, Kept> = {};
  for (const name of Object.keys(benchmarks)) {
    if (existsSync(keptFile(name))) results[name] = JSON.parse(readFileSync(keptFile(name), 'utf8')) as Kept;
  }
  writeFileSync(path.join(benchRoot, 'REPORT.md'), report(results));
  console.log('report: bench/REPORT.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
