// Unchanged polls answered at the gateway. The polled views (the route table's
// `polled` rows) are svc-council's, each answered with an ETag that moves
// whenever a write changes the view (svc-council data-access/view-versions).
// Where the gateway hears of every such change as it happens, as in the
// embedded mode (svc-council on this thread calls `changed`, or on its own
// thread posts each change over a MessagePort), it remembers the ETag of each
// poll's last answer, and a poll that repeats it is a 304 from here: no hop to
// the service, no second Express app, nothing read.
//
// Never newer than the service: an answer is remembered only when no change
// of that player was heard between the poll's start and its answer; a change
// forgets what was remembered of the player; the player's own writes through
// here count as changes when they are answered (their change may still be on
// its way); and nothing remembered is trusted past MAX_AGE_MS, the bound on
// what a change that was never heard (a thread that died) could hide.
import type { RequestHandler } from 'express';
import { apiRoutes, routePattern } from '@ai-council/contracts';
import type { SessionReader } from '../auth/current-session';
import { needsReseal } from '../auth/session-cookie';

/**
 * How long a remembered answer stands without the service being asked again: four of the longest poll
 * interval (SPEC §7: 30 s), so three polls in four of the overview are answered here, while a change that
 * was never heard (its thread died) shows within two minutes.
 */
export const MAX_AGE_MS = 120_000;
/** Players remembered at once (a few hundred bytes each); the least recently polled go first. */
const PLAYERS_HELD = 50_000;

/** The polled calls (GETs all) of the route table. */
const polledCalls = apiRoutes.filter((route) => route.polled).map((route) => routePattern(route.path));
const isPolled = (path: string) => polledCalls.some((pattern) => pattern.test(path));

interface Player {
  /** The change counter's value when a change of this player was last heard. */
  changedAt: number;
  /** Each polled URL's last answer: its ETag, and when it was remembered. */
  answers: Map<string, { etag: string; at: number }>;
}

export interface KnownViews {
  /** svc-council changed views of this player. */
  changed(userId: string): void;
  /**
   * Mounted on /api right after the edge steps (telemetry, headers, request id, the Host check), so an
   * unchanged poll, most of the traffic, is answered before the rest of the stack runs.
   */
  answerUnchanged(reader: Pick<SessionReader, 'currentSession'>): RequestHandler;
}

export function createKnownViews(now: () => number = Date.now): KnownViews {
  const players = new Map<string, Player>();
  let changes = 0;

  /** The player's entry, moved to the back of the eviction order. */
  const playerOf = (userId: string): Player => {
    let player = players.get(userId);
    if (player) players.delete(userId);
    else player = { changedAt: changes, answers: new Map() };
    players.set(userId, player);
    if (players.size > PLAYERS_HELD) players.delete(players.keys().next().value!);
    return player;
  };

  const changed = (userId: string) => {
    const player = players.get(userId);
    if (!player) return;
    changes += 1;
    player.changedAt = changes;
    player.answers.clear();
  };

  const currentIn = (player: Player, url: string, etag: string | undefined) => {
    const known = player.answers.get(url);
    return known !== undefined && etag === known.etag && now() - known.at < MAX_AGE_MS;
  };

  /** A poll on its way to the service: its answer is remembered when sent, if no change was heard meanwhile. */
  const watch = (userId: string, url: string, player: Player) => {
    const startedAt = changes;
    return (status: number, etag: unknown) => {
      const answered = status === 200 || status === 304;
      // The same entry, and no change of it heard since the poll began: the answer is current.
      if (!answered || typeof etag !== 'string' || players.get(userId) !== player) return;
      if (player.changedAt > startedAt) return;
      player.answers.set(url, { etag, at: now() });
    };
  };

  return {
    changed,
    answerUnchanged: (reader) => async (req, res, next) => {
      const found = await reader.currentSession(req);
      // No session, or one due to be re-sealed (refreshSessions does it on the way on): the rest of the stack.
      if (!found || needsReseal(found.session)) return next();
      const userId = found.account._id;
      if (req.method !== 'GET') {
        // The player's own write: what it changed may reach here after its answer does.
        res.once('finish', () => changed(userId));
        return next();
      }
      const url = req.originalUrl;
      if (!isPolled(req.originalUrl.split('?')[0]!)) return next();
      const player = playerOf(userId);
      const asked = req.headers['if-none-match'];
      if (currentIn(player, url, asked)) {
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('ETag', asked!);
        res.status(304).end();
        return;
      }
      const remember = watch(userId, url, player);
      res.once('finish', () => remember(res.statusCode, res.getHeader('etag')));
      next();
    },
  };
}
