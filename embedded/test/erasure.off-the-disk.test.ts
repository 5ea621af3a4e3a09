// Issue 43: an erased player's lines leave the disk within a stated time, by
// the store's own mechanism. Each service's erasure (and the gateway's sweep
// that deletes the account) asks its store to rewrite the files written since
// their last rewrite within ERASURE_COMPACTION_DELAY_MS; nothing here calls
// compact(). What is checked is every line of every file under DATA_DIR.
import { ERASURE_COMPACTION_DELAY_MS } from '@ai-council/service-kit';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountIdOf, linesOnDisk } from './support/store-files';
import { asPlayer, embeddedSystemForSuite, guestCookie } from './support/system';

const DAY_MS = 86_400_000;
const GRACE_MS = 600_000; // guest-expiry.ts: the second, final erasure comes this long after the first

const suite = embeddedSystemForSuite('erasure-off-disk', { GUEST_IDLE_DAYS: '1' });

/** The files under DATA_DIR holding `id`, with how many lines. */
function filesMentioning(id: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { file, line } of linesOnDisk(suite.dataDir))
    if (line.includes(id)) found[file] = (found[file] ?? 0) + 1;
  return found;
}

describe('erasure off the disk', () => {
  it(`when a guest who played is erased, then ${ERASURE_COMPACTION_DELAY_MS / 1000} s after each erasure and its rewrite no line of any store file holds their id`, async () => {
    const url = suite.system.url;
    const guest = asPlayer(url, await guestCookie(url, 'Ines'));
    expect((await guest.call('POST', '/api/game/start')).status).toBe(201);
    const [scenario] = await guest.until<Array<{ id: string }>>('/api/scenarios', (list) => list.length > 0);
    const decided = await guest.call('PATCH', `/api/scenarios/${scenario!.id}`, {
      status: 'resolved',
      playerDecision: 'Patch the servers this week, the CTO owns it, budget $40K.',
    });
    expect(decided.status).toBe(200);
    const asked = await guest.call('POST', '/api/communications/to-agent', {
      agentName: 'Marcus Webb',
      message: 'Can we afford one more hire?',
    });
    expect(asked.status).toBe(201);
    const id = accountIdOf(suite.dataDir, 'Ines');
    const holding = Object.keys(filesMentioning(id)).map((file) => file.split(path.sep)[0]);
    expect([...new Set(holding)].sort()).toEqual(['gateway', 'svc-analytics', 'svc-council', 'svc-game']);

    // Idle a day: erased by every service, the account left as a tombstone until the grace period ends.
    const first = await suite.system.sweepGuests(Date.now() + DAY_MS + 1_000);
    expect(first).toMatchObject({ expired: 1, pending: 0 });
    await expect
      .poll(() => Object.keys(filesMentioning(id)), {
        timeout: ERASURE_COMPACTION_DELAY_MS + 5_000,
        interval: 250,
      })
      .toEqual([path.join('gateway', 'accounts.db')]);

    // The grace period later the account goes, and its tombstone's lines with it.
    const second = await suite.system.sweepGuests(Date.now() + DAY_MS + GRACE_MS + 2_000);
    expect(second).toMatchObject({ deleted: 1, pending: 0 });
    const started = Date.now();
    await expect
      .poll(() => filesMentioning(id), { timeout: ERASURE_COMPACTION_DELAY_MS + 5_000, interval: 250 })
      .toEqual({});
    console.log(`erasure off the disk: the last line went ${Date.now() - started} ms after the final sweep`);
  });
});
