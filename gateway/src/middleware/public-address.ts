// The address the game is played at (PUBLIC_URL). With one, that is the only Host answered: links built
// from the request, cookies and the Origin check never follow a Host a client chose.
import type { Request, RequestHandler } from 'express';

export function onlyPublicHost(publicUrl: string): RequestHandler {
  const url = new URL(publicUrl);
  // The Host headers naming this address: as written, and with the scheme's default port spelled out.
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const hosts = url.port ? [url.host] : [url.host, `${url.hostname}:${defaultPort}`];
  return (req, res, next) => {
    if (hosts.includes((req.get('host') ?? '').toLowerCase())) return next();
    res.status(421).json({ message: `This server answers only at ${url.origin}. Open the game there.` });
  };
}

/** The origin our own pages are served from: PUBLIC_URL's, else the request's (scheme as a trusted proxy says). */
export function ownOriginOf(publicUrl: string | undefined): (req: Request) => string {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req) => publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
}
