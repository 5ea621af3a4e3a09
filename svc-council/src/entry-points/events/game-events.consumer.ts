// svc-game's events, as the council reads them. The bus hands over events
// already checked against their contract (a poisoned one is dead-lettered
// before it gets here); this file only routes them to the use cases.
import type { EventBus, Logger } from '@ai-council/service-kit';
import type { CouncilContext } from '../../domain/use-cases/context';
import { applyCompanyState, applyGameEnded, applyMoneyMoved } from '../../domain/use-cases/game-events';

export async function subscribeToGameEvents(
  bus: EventBus,
  ctx: CouncilContext,
  logger: Logger,
): Promise<void> {
  await bus.subscribe(['game.started', 'game.quarter.advanced'], async (event) => {
    const outcome = await applyCompanyState(ctx, event);
    logger.debug(
      { eventId: event.id, type: event.type, userId: event.userId, outcome },
      'game event handled',
    );
  });
  await bus.subscribe(
    ['game.cost.applied', 'game.simulation.completed', 'decision.implemented'],
    async (event) => {
      const outcome = await applyMoneyMoved(ctx, event);
      logger.debug(
        { eventId: event.id, type: event.type, userId: event.userId, outcome },
        'game event handled',
      );
    },
  );
  await bus.subscribe('game.ended', async (event) => {
    const outcome = await applyGameEnded(ctx, event);
    logger.debug(
      { eventId: event.id, type: event.type, userId: event.userId, outcome },
      'game event handled',
    );
  });
}
