// The system under load runs in its own process, as `npm start` runs it, so
// the load generator never shares its event loop. The parent gets the
// gateway's and the services' addresses over IPC, and may ask for a CPU
// profile of a stretch of the run ('profile-start', then 'profile-stop' with
// the file to write), so set-up work does not blur the steady state, or ask
// it to compact its store files ('compact') before their size is read.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startEmbedded } from 'embedded';

// BENCH_SERVICES_ON_THREADS=0 or 1: one topology whatever the machine's cores (unset: what `npm start` runs here).
const onThreads = process.env.BENCH_SERVICES_ON_THREADS;
const system = await startEmbedded(
  { ...process.env, PORT: '0', SKIP_WEB_BUILD: '1', LOG_LEVEL: 'error' },
  onThreads === undefined ? {} : { onThreads: onThreads === '1' },
);
process.send?.({ url: system.url, services: system.services, metricsUrl: system.metricsUrl });

const inspector = new Session();
process.on('message', (message: { type: string; file?: string }) => {
  void (async () => {
    if (message.type === 'compact') {
      await system.compact();
    } else if (message.type === 'profile-start') {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    } else if (message.type === 'profile-stop' && message.file) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
      inspector.disconnect();
    }
    process.send?.({ type: `${message.type}-done` });
  })();
});
process.on('disconnect', () => {
  void system.close().finally(() => process.exit(0));
});
