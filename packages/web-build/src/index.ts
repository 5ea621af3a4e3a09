// What every web app of the system builds the same way: TypeScript through
// rspack's SWC loader, CSS, content-hashed chunks (the gateway caches /mf
// forever), the shared singletons, and a standalone dev server for its team.
// Each app keeps its own rspack.config.ts and module-federation.config.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { PrecompressPlugin } from './precompress';

export { precompressDirectory } from './precompress';

export interface WebAppOptions {
  /** The app's folder (with a trailing slash), from `new URL('.', import.meta.url)`. */
  root: string;
  uniqueName: string;
  /** `auto` for remotes (they are loaded from wherever the manifest says); `/` for the shell. */
  publicPath: 'auto' | '/';
  html: string;
  devPort: number;
  /** Paths the dev server forwards to the gateway. */
  devProxy: string[];
  mode: string | undefined;
  plugins: RspackPluginInstance[];
  /** Only the main entry's chunks go into the page (remotes also emit remoteEntry.js). */
  htmlChunks?: string[];
}

export function webAppConfig(options: WebAppOptions): Configuration {
  const dev = options.mode === 'development';
  const hashed = (ext: string) => (dev ? `[name].${ext}` : `[name].[contenthash:8].${ext}`);
  return {
    context: options.root,
    mode: dev ? 'development' : 'production',
    entry: { main: './src/index.ts' },
    output: {
      path: `${options.root}dist`,
      publicPath: options.publicPath,
      uniqueName: options.uniqueName,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      clean: true,
    },
    // Production maps stay on the build machine: no sourceMappingURL, and the gateway never serves .map.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    // A remote's exposed page is one request, not one per code group: the
    // default groups split out what the page shares with the standalone
    // bootstrap (only the team's dev entry), which cost every host page load
    // extra round trips (issue 11: ≤ 3 extra requests per remote). Shared
    // singletons still come from the shell.
    ...(options.publicPath === 'auto'
      ? {
          optimization: {
            splitChunks: { chunks: 'async', cacheGroups: { default: false, defaultVendors: false } },
          },
        }
      : {}),
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
      new rspack.HtmlRspackPlugin({
        templateContent: options.html,
        ...(options.htmlChunks ? { chunks: options.htmlChunks } : {}),
      }),
      ...options.plugins,
      ...(dev ? [] : [new PrecompressPlugin()]),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Standalone dev still talks to a running gateway (npm start).
      proxy: [
        {
          context: options.devProxy,
          target: process.env.GATEWAY_URL ?? 'http://localhost:8080',
          changeOrigin: true,
        },
      ],
    },
  };
}

/**
 * A remote's config: loaded from wherever the manifest says (`publicPath: 'auto'`), a standalone
 * page for its team that loads only the main entry, and /api forwarded to the gateway in dev.
 */
export function remoteAppConfig(options: {
  /** The remote's `import.meta.url` from its rspack.config.ts. */
  configUrl: string;
  uniqueName: string;
  /** The standalone page's title, before "· AI Council". */
  title: string;
  devPort: number;
  mode: string | undefined;
  plugins: RspackPluginInstance[];
}): Configuration {
  return webAppConfig({
    root: fileURLToPath(new URL('.', options.configUrl)),
    uniqueName: options.uniqueName,
    publicPath: 'auto',
    html: standaloneHtml(options.title),
    htmlChunks: ['main'],
    devPort: options.devPort,
    devProxy: ['/api'],
    mode: options.mode,
    plugins: options.plugins,
  });
}

/** A page for a remote running standalone. */
export const standaloneHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title} · AI Council</title></head>
  <body><div id="root"></div></body>
</html>`;

/** What the shell and every remote share as one copy (a release that does not is refused by promote). */
export const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@ai-council/ui',
  '@ai-council/contracts',
  // One copy of the query layer: the keys and refreshes every app invalidates by.
  '@ai-council/queries',
] as const;

/** The shared singletons, each with the version range its app's package.json asks for. */
export function sharedSingletons(packageJsonUrl: URL) {
  const { dependencies } = JSON.parse(readFileSync(packageJsonUrl, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(
    singletons.map((name) => [name, { singleton: true, requiredVersion: dependencies[name] }]),
  );
}
