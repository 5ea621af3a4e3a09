// Precompresses what a build emitted, once, at build time: a `.br` (brotli,
// quality 11) and a `.gz` (gzip, level 9) beside every text asset worth it, so
// the gateway serves compressed bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

export function precompressDirectory(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressDirectory(file);
      continue;
    }
    if (!compressible.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 2;
  }
  return written;
}

/** Runs after a production build has written its files. */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) precompressDirectory(outputPath);
    });
  }
}
