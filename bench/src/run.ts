// Runs the benchmarks and writes their reports under bench/reports/.
//   npm run bench -w bench                          every benchmark
//   npm run bench -w bench -- analytics-dashboard   only the named ones
// Benchmarks are never timed tests: they measure, report, and leave the verdict to the report.
const benchmarks: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  'analytics-dashboard': () => import('./analytics-dashboard.bench'),
  'gateway-overhead': () => import('./gateway-overhead.bench'),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in benchmarks));
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  }
  for (const name of wanted.length > 0 ? wanted : Object.keys(benchmarks)) {
    const started = performance.now();
    const bench = await benchmarks[name]!();
    await bench.run();
    console.log(`${name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
