import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import federation from './module-federation.config';

const root = fileURLToPath(new URL('.', import.meta.url));
// In dev the gateway (npm start) still serves /api, /remotes.json and the built remotes under /mf.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

const html = `<!doctype html>
<html lang="en" style="background: #0a0f1d; color-scheme: dark">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Run a company for 20 quarters, advised by a council of AI board members." />
    <title>AI Council</title>
    <script src="/theme-boot.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export default defineConfig((_env, argv) => {
  const dev = argv.mode === 'development';
  return {
    context: root,
    mode: dev ? 'development' : 'production',
    entry: { main: './src/index.ts' },
    // The shell is served at / with an SPA fallback, so its assets live at absolute paths.
    output: {
      path: `${root}dist`,
      publicPath: '/',
      uniqueName: 'shell',
      // Content hashes let the gateway cache chunks forever; remoteEntry.js and mf-manifest.json keep fixed names.
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ templateContent: html }),
      // public/ is copied as is: theme-boot.js must keep its name to be referenced from the HTML head.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      new ModuleFederationPlugin(federation),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/mf', '/remotes.json'], target: gateway, changeOrigin: true }],
    },
  };
});
