// The council's per-player record: the company as last heard from svc-game,
// the events already applied, and the meeting slot (one meeting at a time).
import type { CompanySnapshot } from '@ai-council/contracts';
import { DuplicateKeyError, type Collection, type Filter } from '@ai-council/service-kit';
import type { PlayerDoc } from './documents';

/** Applied event ids kept per player; older ones can no longer be redelivered in practice. */
const APPLIED_EVENTS_KEPT = 200;

export function playerRepository(players: Collection<PlayerDoc>) {
  return { ...playerRecord(players), ...companyRead(players), ...meetingSlot(players) };
}

/** The record itself: created from svc-game's first event, the events applied, the feed's sequence. */
function playerRecord(players: Collection<PlayerDoc>) {
  return {
    async find(userId: string): Promise<PlayerDoc | null> {
      return players.findOne({ _id: userId, userId });
    },

    /**
     * The record svc-game's first event creates: the council knows a company
     * only from svc-game. Concurrent deliveries create it once.
     */
    async createFromGame(
      userId: string,
      gameId: string,
      company: CompanySnapshot,
      now: Date,
    ): Promise<PlayerDoc> {
      const doc: PlayerDoc = {
        _id: userId,
        userId,
        gameId,
        company,
        appliedEventIds: [],
        lastMeetingAt: null,
        activeMeetingId: null,
        seq: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      try {
        return await players.insert(doc);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        return (await players.findOne({ _id: userId, userId }))!;
      }
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
  };
}

/** The council's read of the company: what svc-game's events bring, and a decision's cash as it is graded. */
function companyRead(players: Collection<PlayerDoc>) {
  return {
    /**
     * Moves the council's read to this company. Within one game the read never
     * goes back (a late event of an earlier quarter) and an ended game never
     * reopens (a quarter's event handled after game.ended); another game (Play
     * Again) always replaces it.
     */
    async setCompany(userId: string, gameId: string, company: CompanySnapshot, now: Date): Promise<void> {
      const sameGameNotLater: Filter[] = [
        { gameId },
        { 'company.currentQuarter': { $lte: company.currentQuarter } },
      ];
      if (company.status !== 'ended') sameGameNotLater.push({ 'company.status': { $ne: 'ended' } });
      await players.update(
        { _id: userId, userId, $or: [{ gameId: { $ne: gameId } }, { $and: sameGameNotLater }] },
        { $set: { gameId, company, updatedAt: now.toISOString() } },
      );
    },

    /**
     * Moves the council's read of an active game's company by a graded resolution's cash, as it is
     * graded: an increment, so no snapshot svc-game sent in between is undone. svc-game's
     * game.scenario.applied later brings the company as its books stand.
     */
    async moveCash(userId: string, gameId: string, cashEffect: number, now: Date): Promise<void> {
      await players.update(
        { _id: userId, userId, gameId, 'company.status': 'active' },
        {
          $inc: { 'company.cash': cashEffect, 'company.netWorth': cashEffect },
          $set: { updatedAt: now.toISOString() },
        },
      );
    },
  };
}

/** The meeting slot: one meeting in session at a time, a regular one once a quarter. */
function meetingSlot(players: Collection<PlayerDoc>) {
  return {
    /**
     * Takes the meeting slot atomically: only when no meeting is in session
     * and, for a regular meeting (`regular` set, held in `regular.quarter`),
     * when the game's last regular meeting (if any) was held no later than
     * the quarter `regular.lastAllowed`.
     */
    async claimMeetingSlot(
      userId: string,
      meetingId: string,
      at: Date,
      regular: { gameId: string; quarter: number; lastAllowed: number } | null,
    ): Promise<boolean> {
      const free = { _id: userId, userId, activeMeetingId: null };
      const filter = regular
        ? {
            ...free,
            $or: [
              { 'lastRegularMeeting.gameId': { $ne: regular.gameId } },
              { 'lastRegularMeeting.quarter': { $lte: regular.lastAllowed } },
            ],
          }
        : free;
      const held = regular
        ? { lastRegularMeeting: { gameId: regular.gameId, quarter: regular.quarter } }
        : {};
      const matched = await players.update(filter, {
        $set: { activeMeetingId: meetingId, lastMeetingAt: at.toISOString(), ...held },
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
