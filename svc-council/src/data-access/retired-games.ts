// What the council keeps of a player's games: the current one only. Play Again
// (a new gameId) retires the game before; its scenarios, meetings, messages,
// recommendations and proposals serve no view and no rule any more (svc-game
// keeps the leaderboard's entries, the track record here is per player), so
// they go, and one player's council stays within one game's quotas.
import type { Collection, Doc } from '@ai-council/service-kit';
import type { CouncilCollections } from './documents';

/** The collections whose documents belong to one game (each carries its gameId). */
const OF_A_GAME = ['scenarios', 'meetings', 'communications', 'recommendations', 'proposals'] as const;

export function retiredGamesRepository(collections: CouncilCollections) {
  return {
    /**
     * Deletes the player's documents of every game but `currentGameId`, and says how many went. A document
     * whose events are not all relayed yet stays for the next Play Again (its outbox would be lost).
     */
    async prune(userId: string, currentGameId: string): Promise<number> {
      let removed = 0;
      for (const name of OF_A_GAME) {
        const collection = collections[name] as unknown as Collection<Doc & { outbox?: unknown[] }>;
        const retired = await collection.find({ userId, gameId: { $ne: currentGameId } });
        const relayed = retired.filter((doc) => !doc.outbox || doc.outbox.length === 0).map((doc) => doc._id);
        if (relayed.length > 0)
          removed += await collection.delete({ userId, _id: { $in: relayed } }, { multi: true });
      }
      return removed;
    },
  };
}

export type RetiredGamesRepository = ReturnType<typeof retiredGamesRepository>;
