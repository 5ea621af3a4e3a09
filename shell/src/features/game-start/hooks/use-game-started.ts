import { serverMessage } from '@ai-council/contracts';
import { useGameStarted } from '@ai-council/queries';
import { toastFailure } from '@ai-council/ui';

function startFailed(error: Error): void {
  toastFailure('Starting the game failed', error, {
    title: 'Could Not Start Your Game',
    description: serverMessage(error),
  });
}

/**
 * Reads never create a game, so the shell starts it: the signed-in, onboarded
 * player's game is started on their first visit, and a failure says so.
 */
export function useShellGameStarted(): void {
  useGameStarted({ onError: startFailed });
}
