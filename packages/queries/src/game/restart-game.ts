import { gameStateSchema } from '@ai-council/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';
import { gameStateQueryKey } from './game-state';

/** 'Play Again': POST /api/game/restart; svc-game starts a new company at Q1 and answers its state. */
export const restartGame = () => call('POST /api/game/restart', {}, undefined, gameStateSchema);

/** A new game's state is known from the answer; everything else cached belongs to the old one. */
export const newGameUpkeep = (queryClient: QueryClient) => ({
  onSuccess: (state: Awaited<ReturnType<typeof restartGame>>) => {
    queryClient.setQueryData(gameStateQueryKey, state);
    void refreshAfter.gameReplaced(queryClient);
  },
});

export const useRestartGame = mutationHook(restartGame, newGameUpkeep);
