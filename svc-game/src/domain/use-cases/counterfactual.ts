// The game-over comparison: the ended game beside the same seed replayed with
// the council followed and with nothing decided (rules in replay/counterfactual.ts).
// Computed on read from the stored log: a read never writes.
import type { CounterfactualResponse } from '@ai-council/contracts';
import { AppError } from '@ai-council/service-kit';
import { outcomeOf, playCounterfactual } from '../replay/counterfactual';
import type { GameDoc } from '../../data-access/games.repository';

export function counterfactualOf(doc: GameDoc): CounterfactualResponse {
  if (doc.company.status !== 'ended') {
    throw new AppError(409, 'The comparison is shown once the game has ended.');
  }
  if (!doc.log) {
    throw new AppError(409, 'This game began before its decisions were recorded, so it cannot be replayed.');
  }
  const { seed } = doc.company;
  return {
    player: outcomeOf(doc.company),
    council: playCounterfactual(seed, doc.log, 'council'),
    passive: playCounterfactual(seed, doc.log, 'passive'),
  };
}
