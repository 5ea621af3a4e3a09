// The static host a remote's image runs (and the browser test serves a release
// from): every release under RELEASES_DIR as <remote>/<version>/<file>, readable
// from any origin (the shell is on another one), cached for good since a release
// never changes, precompressed copies when the browser takes them. No
// dependencies, no writes, GET and HEAD only.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.env.RELEASES_DIR ?? '/srv/releases');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const shared = {
  // Public files a page on another origin loads: its fetch of mf-manifest.json needs CORS.
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

function fileAt(relative) {
  const file = path.join(root, path.normalize(relative));
  if (!file.startsWith(root + path.sep)) return null;
  // Source maps stay on the build machine; dotfiles (a staging folder) are nobody's business.
  if (/\.(map|br|gz)$/.test(file) || file.split(path.sep).some((part) => part.startsWith('.'))) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function answer(res, status, message) {
  res.writeHead(status, { ...shared, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ message }));
}

const server = createServer((req, res) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...shared,
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Max-Age': '86400',
    });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Only GET and HEAD.');
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
  } catch {
    return answer(res, 400, 'That address is not valid.');
  }
  if (pathname === '/healthz') return answer(res, 200, 'ok');
  const file = fileAt(pathname);
  if (!file) return answer(res, 404, 'There is no such file in these releases.');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepted.includes(name) && isFile(file + suffix));
  res.writeHead(200, {
    ...shared,
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    // <remote>/<version>/… never changes once released.
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding[0] } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(encoding ? file + encoding[1] : file).pipe(res);
});

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

server.listen(port, host, () => {
  const { port: bound } = server.address();
  console.log(JSON.stringify({ msg: 'serving releases', root, url: `http://${host}:${bound}` }));
});
// node is PID 1 in the image: stop on SIGTERM once the requests under way are answered.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
