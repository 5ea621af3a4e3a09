// The address the game is played at (PUBLIC_URL). With one, that is the only Host answered: links built
// from the request, cookies and the Origin check never follow a Host a client chose.
import type { Request, RequestHandler } from 'express';

/** The Host headers naming this address: as written, and with the scheme's default port spelled out. */
function hostsOf(url: URL): string[] {
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.port ? [url.host] : [url.host, `${url.hostname}:${defaultPort}`];
}

/** Whether a Host header names PUBLIC_URL's address; with none set, any does. */
function ownHostOf(publicUrl: string | undefined): (host: string | undefined) => boolean {
  if (!publicUrl) return () => true;
  const hosts = hostsOf(new URL(publicUrl));
  return (host) => hosts.includes((host ?? '').toLowerCase());
}

export function onlyPublicHost(publicUrl: string): RequestHandler {
  const url = new URL(publicUrl);
  const isOwnHost = ownHostOf(publicUrl);
  return (req, res, next) => {
    if (isOwnHost(req.get('host'))) return next();
    res.status(421).json({ message: `This server answers only at ${url.origin}. Open the game there.` });
  };
}

/** The origin our own pages are served from: PUBLIC_URL's, else the request's (scheme as a trusted proxy says). */
export function ownOriginOf(publicUrl: string | undefined): (req: Request) => string {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req) => publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
}
