// Derived views that players poll (the dashboard overview) are built from
// several documents and cost far more to derive, validate and serialise than
// to read. A view is keyed by a version string that names everything it is
// derived from (read cheaply by the caller); while the version stands, a poll
// is answered from the body built for it, or with 304 when the client already
// holds it. The version comes from the store, so replicas never disagree: a
// replica that has not built it yet builds it once.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

export function versionedViews(options: { maxEntries: number }) {
  // Insertion order is recency: a hit moves its entry to the end, the oldest goes first.
  const entries = new Map<string, { version: string; body: string }>();

  return {
    /**
     * Answers `req` with the view of `key` at `version`: 304 when the client's
     * If-None-Match names it, else the body built for it (built now when this
     * replica has none for that version). The version must name the owner too,
     * so that no two players' views can share an ETag.
     */
    async send(req: Request, res: Response, key: string, version: string, build: () => Promise<unknown>) {
      res.setHeader('ETag', `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      let entry = entries.get(key);
      if (entry && entry.version === version) {
        entries.delete(key);
      } else {
        entry = { version, body: JSON.stringify(await build()) };
      }
      entries.set(key, entry);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      res.type('application/json').send(entry.body);
    },
    /** Views held (for tests and metrics). */
    size: () => entries.size,
  };
}
