import { gameStateSchema, isStillBeingSetUp } from '@ai-council/contracts';
import { useEffect } from 'react';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';
import { gameStateQueryKey, useGameState } from './game-state';

/**
 * POST /api/game/start: the one call that begins a player's game (reads never
 * do). Idempotent: a game already started is answered unchanged.
 */
export const startGame = () => call('POST /api/game/start', {}, undefined, gameStateSchema);

export const useStartGame = mutationHook(startGame, (queryClient) => ({
  onSuccess: (state) => {
    queryClient.setQueryData(gameStateQueryKey, state);
    // Views that asked before the start are waiting on no-company-yet: they may ask now.
    return refreshAfter.moneyMoved(queryClient);
  },
}));

/**
 * Starts the player's game when it has none yet, once: the game state answers
 * "no company yet" (the first visit after onboarding). A player with a game
 * only reads. Views that asked meanwhile keep loading and find the company on
 * their next try.
 */
export function useGameStarted({ onError }: { onError?: (error: Error) => void } = {}): void {
  const { failureReason } = useGameState();
  const { isIdle, mutate } = useStartGame();
  const noGameYet = isStillBeingSetUp(failureReason);
  useEffect(() => {
    if (noGameYet && isIdle) mutate(undefined, { onError });
  }, [noGameYet, isIdle, mutate, onError]);
}

/** useGameStarted as an element, for a remote running on its own (StandaloneApp). */
export function GameStarted(): null {
  useGameStarted({ onError: (error) => console.error('Starting the game failed', error) });
  return null;
}
