// Serves a built web app the way a CDN would: the brotli or gzip file the
// build precompressed (chosen by Accept-Encoding), one-year immutable caching
// for content-hashed names, `no-cache` for everything a redeploy changes in
// place (index.html, remoteEntry.js, mf-manifest.json, theme-boot.js), and
// never a source map.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** Names the build gives a content hash: `main.1a2b3c4d.js`. */
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

function cacheControlFor(file: string): string {
  return hashedName.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The file, or its precompressed copy in the first encoding the client accepts (Express's own negotiation). */
function sendAsset(req: Request, res: Response, file: string): void {
  const encoded = encodings.find((e) => req.acceptsEncodings(e.name) && isFile(file + e.suffix));
  const headers: Record<string, string> = {
    'Cache-Control': cacheControlFor(file),
    Vary: 'Accept-Encoding',
    // The type of the file itself, not of its compressed copy.
    'Content-Type': res.type(path.extname(file)).get('Content-Type') ?? 'application/octet-stream',
  };
  if (encoded) headers['Content-Encoding'] = encoded.name;
  res.sendFile(encoded ? file + encoded.suffix : file, { headers, dotfiles: 'deny' });
}

/**
 * The files of one built app under `root`. A path that names no file falls
 * through (or answers 404 when `fallthrough` is false); `.map` files and the
 * precompressed copies themselves are never served by their own names.
 */
export function builtAssets(root: string, options: { fallthrough: boolean }): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      res.status(400).json({ message: 'That address is not valid.' });
      return;
    }
    const file = path.join(base, path.normalize(relative));
    const servable = file.startsWith(base + path.sep) && !/\.(map|br|gz)$/.test(file) && isFile(file);
    if (servable) return sendAsset(req, res, file);
    if (options.fallthrough) return next();
    res.status(404).json({ message: 'There is no such file in this app.' });
  };
}
