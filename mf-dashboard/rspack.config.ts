import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteAppConfig } from '@ai-council/web-build';
import federation from './module-federation.config';

export default defineConfig((_env, argv) =>
  remoteAppConfig({
    configUrl: import.meta.url,
    uniqueName: 'mf_dashboard',
    title: 'Dashboard',
    devPort: 3101,
    mode: argv.mode,
    plugins: [new ModuleFederationPlugin(federation)],
  }),
);
