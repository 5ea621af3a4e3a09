import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { standaloneHtml, webAppConfig } from '@ai-council/web-build';
import federation from './module-federation.config';

export default defineConfig((_env, argv) =>
  webAppConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    uniqueName: 'mf_dashboard',
    publicPath: 'auto',
    html: standaloneHtml('Dashboard'),
    htmlChunks: ['main'],
    devPort: 3101,
    devProxy: ['/api'],
    mode: argv.mode,
    plugins: [new ModuleFederationPlugin(federation)],
  }),
);
