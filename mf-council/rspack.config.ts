import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteAppConfig } from '@ai-council/web-build';
import federation from './module-federation.config';

export default defineConfig((_env, argv) =>
  remoteAppConfig({
    configUrl: import.meta.url,
    uniqueName: 'mf_council',
    title: 'Council',
    devPort: 3102,
    mode: argv.mode,
    plugins: [new ModuleFederationPlugin(federation)],
  }),
);
