import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { standaloneHtml, webAppConfig } from '@ai-council/web-build';
import federation from './module-federation.config';

export default defineConfig((_env, argv) =>
  webAppConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    uniqueName: 'mf_analytics',
    publicPath: 'auto',
    html: standaloneHtml('Analytics'),
    htmlChunks: ['main'],
    devPort: 3104,
    devProxy: ['/api'],
    mode: argv.mode,
    plugins: [new ModuleFederationPlugin(federation)],
  }),
);
