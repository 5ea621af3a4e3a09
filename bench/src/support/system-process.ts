// The system under load runs in its own process, as `npm start` runs it, so
// the load generator never shares its event loop. The parent gets the
// gateway's and the services' addresses over IPC.
import { startEmbedded } from 'embedded';

const system = await startEmbedded({ ...process.env, PORT: '0', SKIP_WEB_BUILD: '1', LOG_LEVEL: 'error' });
process.send?.({ url: system.url, services: system.services });
process.on('disconnect', () => {
  void system.close().finally(() => process.exit(0));
});
