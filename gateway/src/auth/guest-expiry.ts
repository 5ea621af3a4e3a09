// Guests and their data expire after a period without activity (issue 12).
// A guest has no password: once its sessions are gone nobody can reach the
// account again, so what it left behind is only cost. Registered accounts are
// never expired here.
//
// Erasure is a command to each owner, not a hope: the account is marked first
// (from then on no session signs into it), each service erases the player's
// documents (DELETE /internal/player-data, idempotent), and the account is
// deleted only after every service has said so, twice: once at expiry and
// again a grace period later, for anything an event still in flight wrote in
// between. A service that is down leaves the account marked; the next sweep
// tries again. Several gateway replicas may sweep at once: every step is a
// conditional update or an idempotent delete.
import type { DocumentStore } from '@ai-council/service-kit';
import type { Accounts } from './accounts';
import { createErasure, type ErasureDeps } from './erasure';

/** The services, the key and the logger of the erasure (erasure.ts), and what the sweep needs beside them. */
export interface GuestExpiryOptions extends ErasureDeps {
  /** The gateway's own accounts (shared, so a marked account leaves its cache at once). */
  accounts: Accounts;
  /** A guest whose sessions were last used longer ago than this is erased. */
  idleMs: number;
  /** The gateway's store: asked to rewrite its files soon after a sweep that erased, so no erased line stays. */
  erasedFrom?: Pick<DocumentStore, 'compactSoon'>;
}

/** Between the first erasure and the second, final one. */
const GRACE_MS = 600_000;
/** Accounts handled per sweep (the rest wait for the next one). */
const BATCH = 200;

export function createGuestExpiry(options: GuestExpiryOptions) {
  const { accounts } = options;
  const iso = (ms: number) => new Date(ms).toISOString();

  const eraseEverywhere = createErasure(options);

  /** One pass: expire idle guests, and finish erasures a previous pass began. */
  async function sweep(now = Date.now()) {
    const report = {
      /** Guests found idle past the limit and marked for erasure in this sweep. */
      expired: 0,
      /** Accounts erased and deleted for good in this sweep. */
      deleted: 0,
      /** Accounts still marked because a service did not confirm its erasure. */
      pending: 0,
      documentsErased: 0,
    };
    const idle = await accounts.idleGuests(iso(now - options.idleMs), BATCH);
    for (const account of idle) {
      if (account.erasingSince) continue;
      // Only if it is still idle: a session used since the read keeps its guest.
      if (!(await accounts.markErasing(account, iso(now)))) continue;
      report.expired += 1;
      const erased = await eraseEverywhere(account);
      if (erased === null) report.pending += 1;
      else report.documentsErased += erased;
    }
    // Erased once already (an expired guest, or an account its owner deleted): erased again, then gone.
    const erasing = [
      ...(await accounts.guestsErasingSince(iso(now - GRACE_MS), BATCH)),
      ...(await accounts.deletionsRequestedBefore(iso(now - GRACE_MS), BATCH)),
    ];
    for (const account of erasing) {
      const erased = await eraseEverywhere(account);
      if (erased === null) {
        report.pending += 1;
        continue;
      }
      report.documentsErased += erased;
      report.deleted += await accounts.remove(account._id);
    }
    if (report.expired + report.deleted + report.pending > 0) {
      options.logger.info(report, 'guest expiry sweep');
    }
    if (report.expired + report.deleted > 0) options.erasedFrom?.compactSoon?.();
    return report;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  return {
    sweep,
    /** Sweeps every `everyMs` in the background until stop(); a sweep still running skips a turn. */
    start(everyMs: number) {
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .catch((error: unknown) => options.logger.error({ err: error }, 'guest expiry sweep failed'))
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
