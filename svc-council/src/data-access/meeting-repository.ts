import type { CouncilMeeting, DomainEvent } from '@ai-council/contracts';
import type { Collection } from '@ai-council/service-kit';
import type { MeetingDoc } from './documents';

export function meetingRepository(meetings: Collection<MeetingDoc>) {
  return {
    insert: (doc: MeetingDoc) => meetings.insert(doc),

    async get(userId: string, id: string): Promise<MeetingDoc | null> {
      return meetings.findOne({ _id: id, userId });
    },

    /** Newest first; a game holds at most COUNCIL_QUOTAS.meetingsPerGame, so the list is bounded too. */
    async list(userId: string, gameId: string): Promise<MeetingDoc[]> {
      return meetings.find({ userId, gameId }, { sort: { scheduledAt: -1 } });
    },

    count: (userId: string, gameId: string) => meetings.count({ userId, gameId }),

    async active(userId: string, gameId: string): Promise<MeetingDoc | null> {
      const open = await meetings.find(
        { userId, gameId, status: { $in: ['scheduled', 'in_progress'] } },
        { sort: { scheduledAt: -1 }, limit: 1 },
      );
      return open[0] ?? null;
    },

    /** Appends messages to a meeting still in session; false when it has ended. */
    async append(userId: string, id: string, messages: CouncilMeeting['transcript']): Promise<boolean> {
      let ok = true;
      for (const message of messages) {
        const matched = await meetings.update(
          { _id: id, userId, status: { $ne: 'ended' } },
          { $push: { transcript: message } },
        );
        ok = ok && matched > 0;
      }
      return ok;
    },

    /**
     * Ends a meeting and queues its events in the same update; false when it
     * had ended already. The outbox is rewritten whole because the port pushes
     * one value at a time; an event the relay sent meanwhile may be sent again,
     * which consumers ignore by its id.
     */
    async end(
      meeting: MeetingDoc,
      change: { endedAt: string; summary: string; closing: CouncilMeeting['transcript'][number] },
      events: DomainEvent[],
    ): Promise<boolean> {
      const matched = await meetings.update(
        { _id: meeting._id, userId: meeting.userId, status: { $ne: 'ended' } },
        {
          $set: {
            status: 'ended',
            endedAt: change.endedAt,
            summary: change.summary,
            outbox: [...(meeting.outbox ?? []), ...events],
          },
          $push: { transcript: change.closing },
        },
      );
      return matched > 0;
    },

    async endAllOpen(userId: string, gameId: string, endedAt: string): Promise<void> {
      await meetings.update(
        { userId, gameId, status: { $ne: 'ended' } },
        { $set: { status: 'ended', endedAt, summary: 'Closed when a new game started.' } },
        { multi: true },
      );
    },

    async adopt(userId: string, fromGameId: string, toGameId: string): Promise<void> {
      await meetings.update({ userId, gameId: fromGameId }, { $set: { gameId: toGameId } }, { multi: true });
    },
  };
}

export type MeetingRepository = ReturnType<typeof meetingRepository>;
