import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { standaloneHtml, webAppConfig } from '@ai-council/web-build';
import federation from './module-federation.config';

export default defineConfig((_env, argv) =>
  webAppConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    uniqueName: 'mf_finance',
    publicPath: 'auto',
    html: standaloneHtml('Finance'),
    htmlChunks: ['main'],
    devPort: 3103,
    devProxy: ['/api'],
    mode: argv.mode,
    plugins: [new ModuleFederationPlugin(federation)],
  }),
);
