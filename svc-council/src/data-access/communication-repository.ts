import type { Collection } from '@ai-council/service-kit';
import { insertOnce, type CommunicationDoc } from './documents';

export function communicationRepository(communications: Collection<CommunicationDoc>) {
  return {
    insertOnce: (doc: CommunicationDoc) => insertOnce(communications, doc),

    /** Newest first, as the dashboard and communications screens list them. */
    async recent(userId: string, gameId: string, limit = 50): Promise<CommunicationDoc[]> {
      return communications.find({ userId, gameId }, { sort: { sentAt: -1, _id: 1 }, limit });
    },

    /** The player's conversation with one agent (not its broadcasts), oldest first like a chat. */
    async withAgent(
      userId: string,
      gameId: string,
      agentName: string,
      limit = 100,
    ): Promise<CommunicationDoc[]> {
      const newest = await communications.find(
        {
          userId,
          gameId,
          $or: [
            { from: agentName, to: 'Player' },
            { from: 'Player', to: agentName },
          ],
        },
        { sort: { sentAt: -1, _id: 1 }, limit },
      );
      return newest.reverse();
    },

    /** How many questions the player has put to board members in this game. */
    questionsAsked(userId: string, gameId: string): Promise<number> {
      return communications.count({ userId, gameId, from: 'Player', type: 'direct_message' });
    },

    async adopt(userId: string, fromGameId: string, toGameId: string): Promise<void> {
      await communications.update(
        { userId, gameId: fromGameId },
        { $set: { gameId: toGameId } },
        { multi: true },
      );
    },
  };
}

export type CommunicationRepository = ReturnType<typeof communicationRepository>;
