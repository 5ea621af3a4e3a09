// `npm run test:stress`: the whole suite (`npm test`, or the vitest arguments given after `--`)
// while two busy CPU processes run beside it, as on a CI machine busy with other work (issue 45).
// `npm run test:stress -- --ci` runs all of `.ci/run` (install, audit, typecheck, lint, tests) beside the load.
// The load ends with the run, however it ends, and the run's exit code is passed on.
import { spawn } from 'node:child_process';

const BUSY_PROCESSES = 2;

// Each busy process spins, and every few million turns checks that this script still runs: a load
// orphaned by a killed script stops by itself instead of spinning on.
const spin = `const parent = ${process.pid};
for (;;) {
  for (let turn = 0; turn < 5e7; turn += 1);
  if (process.ppid !== parent) process.exit(0);
}`;

const load = Array.from({ length: BUSY_PROCESSES }, () =>
  spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
);
const stopLoad = () => {
  for (const busy of load) if (busy.exitCode === null && busy.signalCode === null) busy.kill('SIGKILL');
};
process.on('exit', stopLoad);

const extra = process.argv.slice(2);
const wholeCi = extra[0] === '--ci';
const [command, args] = wholeCi
  ? ['bash', ['.ci/run']]
  : ['npm', ['test', ...(extra.length > 0 ? ['--', ...extra] : [])]];
const what = wholeCi ? '.ci/run' : 'npm test';
console.log(
  `[test:stress] ${what} beside ${BUSY_PROCESSES} busy processes (pids ${load.map((p) => p.pid).join(', ')})`,
);
const started = Date.now();
const suite = spawn(command, args, { stdio: 'inherit' });

// Ctrl-C or a stop reaches the suite too (it shares the terminal's process group); the load ends at once.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopLoad();
    suite.kill(signal);
  });
}

suite.on('exit', (code, signal) => {
  stopLoad();
  if (signal) console.error(`[test:stress] ${what} ended by ${signal}`);
  else
    console.log(`[test:stress] ${what} exited ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? 1);
});
