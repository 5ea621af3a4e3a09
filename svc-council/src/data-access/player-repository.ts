// The council's per-player record: the company as last heard from svc-game,
// the events already applied, and the meeting slot (one meeting at a time).
import type { CompanySnapshot, DomainEvent } from '@ai-council/contracts';
import type { Collection } from '@ai-council/service-kit';
import { openingCompany } from '../domain/company';
import type { PlayerDoc } from './documents';

/** Applied event ids kept per player; older ones can no longer be redelivered in practice. */
const APPLIED_EVENTS_KEPT = 200;

export function openingGameId(userId: string): string {
  return `opening-${userId}`;
}

export function isOpeningGameId(gameId: string): boolean {
  return gameId.startsWith('opening-');
}

export function playerRepository(players: Collection<PlayerDoc>) {
  return {
    async find(userId: string): Promise<PlayerDoc | null> {
      return players.findOne({ _id: userId, userId });
    },

    /** The player's record, created from the opening company on first contact. */
    async ensure(userId: string, now: Date): Promise<{ player: PlayerDoc; created: boolean }> {
      const found = await players.findOne({ _id: userId, userId });
      if (found) return { player: found, created: false };
      const doc: PlayerDoc = {
        _id: userId,
        userId,
        gameId: openingGameId(userId),
        company: openingCompany(userId),
        companySource: 'opening',
        openingReady: false,
        openingEvents: [],
        openingEventCount: 0,
        appliedEventIds: [],
        lastMeetingAt: null,
        activeMeetingId: null,
        seq: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      try {
        await players.insert(doc);
        return { player: doc, created: true };
      } catch (error) {
        if ((error as Error).name !== 'DuplicateKeyError') throw error;
        // A concurrent first request created it.
        return { player: (await players.findOne({ _id: userId, userId }))!, created: false };
      }
    },

    async setCompany(userId: string, gameId: string, company: CompanySnapshot, now: Date): Promise<void> {
      // svc-game's company needs no opening content of its own.
      await players.update(
        { _id: userId, userId },
        {
          $set: { gameId, company, companySource: 'game', openingReady: true, updatedAt: now.toISOString() },
        },
      );
    },

    /**
     * Holds an event of the opening council. Returns null when held (or held
     * already), or the real game id when the opening is over and it can go out.
     */
    async holdOpeningEvent(event: DomainEvent): Promise<string | null> {
      const held = await players.update(
        {
          _id: event.userId,
          userId: event.userId,
          companySource: 'opening',
          'openingEvents.id': { $ne: event.id },
        },
        { $push: { openingEvents: event }, $inc: { openingEventCount: 1 } },
      );
      if (held > 0) return null;
      const player = await players.findOne({ _id: event.userId, userId: event.userId });
      if (!player || player.companySource === 'opening') return null;
      return player.gameId;
    },

    /**
     * svc-game's first event: the real company and game id replace the
     * opening ones, and the held events move to the outbox under the real
     * game id, in one update (retried if an event was held meanwhile).
     */
    async adoptIntoGame(
      userId: string,
      gameId: string,
      company: CompanySnapshot,
      now: Date,
    ): Promise<boolean> {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const player = await players.findOne({ _id: userId, userId });
        if (!player || player.companySource !== 'opening') return false;
        const released = (player.openingEvents ?? []).map((e) => ({ ...e, gameId }));
        const matched = await players.update(
          { _id: userId, userId, companySource: 'opening', openingEventCount: player.openingEventCount ?? 0 },
          {
            $set: {
              gameId,
              company,
              companySource: 'game',
              openingReady: true,
              openingEvents: [],
              outbox: [...(player.outbox ?? []), ...released],
              updatedAt: now.toISOString(),
            },
          },
        );
        if (matched > 0) return true;
      }
      throw new Error(`could not adopt the opening council of ${userId}: too much concurrent activity`);
    },

    async markOpeningReady(userId: string): Promise<void> {
      await players.update({ _id: userId, userId }, { $set: { openingReady: true } });
    },

    /** Records an applied event; false when it was recorded already (a redelivery). */
    async markApplied(player: PlayerDoc, eventId: string): Promise<boolean> {
      const filter = { _id: player.userId, userId: player.userId, appliedEventIds: { $ne: eventId } };
      if (player.appliedEventIds.length >= APPLIED_EVENTS_KEPT) {
        const kept = [...player.appliedEventIds.slice(-(APPLIED_EVENTS_KEPT / 2)), eventId];
        return (await players.update(filter, { $set: { appliedEventIds: kept } })) > 0;
      }
      return (await players.update(filter, { $push: { appliedEventIds: eventId } })) > 0;
    },

    async nextSeq(userId: string): Promise<number> {
      await players.update({ _id: userId, userId }, { $inc: { seq: 1 } });
      return (await players.findOne({ _id: userId, userId }))?.seq ?? 0;
    },

    /**
     * Takes the meeting slot atomically: only when no meeting is in session
     * and, for a regular meeting, the last one started before `cooldownCutoff`.
     */
    async claimMeetingSlot(
      userId: string,
      meetingId: string,
      at: Date,
      cooldownCutoff: Date | null,
    ): Promise<boolean> {
      const filter = cooldownCutoff
        ? {
            _id: userId,
            userId,
            activeMeetingId: null,
            $or: [{ lastMeetingAt: null }, { lastMeetingAt: { $lte: cooldownCutoff.toISOString() } }],
          }
        : { _id: userId, userId, activeMeetingId: null };
      const matched = await players.update(filter, {
        $set: { activeMeetingId: meetingId, lastMeetingAt: at.toISOString() },
      });
      return matched > 0;
    },

    async releaseMeetingSlot(userId: string, meetingId: string): Promise<void> {
      await players.update(
        { _id: userId, userId, activeMeetingId: meetingId },
        { $set: { activeMeetingId: null } },
      );
    },

    async setActiveMeeting(userId: string, meetingId: string | null): Promise<void> {
      await players.update({ _id: userId, userId }, { $set: { activeMeetingId: meetingId } });
    },
  };
}

export type PlayerRepository = ReturnType<typeof playerRepository>;
