import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { webAppConfig } from '@ai-council/web-build';
import federation from './module-federation.config';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Run a company for 20 quarters, advised by a council of AI board members." />
    <title>AI Council</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/boot.css" />
    <script src="/theme-boot.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export default defineConfig((_env, argv) =>
  webAppConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    uniqueName: 'shell',
    // The shell is served at / with an SPA fallback, so its assets live at absolute paths.
    publicPath: '/',
    html,
    devPort: 3000,
    // In dev the gateway (npm start) still serves /api, /remotes.json and the built remotes under /mf.
    devProxy: ['/api', '/mf', '/remotes.json'],
    mode: argv.mode,
    plugins: [
      new ModuleFederationPlugin(federation),
      // public/ is copied as is: theme-boot.js must keep its name to be referenced from the HTML head.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
    ],
  }),
);
