// svc-game's events, as the council reads them. The bus hands over events
// already checked against their contract (a poisoned one is dead-lettered
// before it gets here); this file only routes them to the use cases.
import type { EventBus, Logger } from '@ai-council/service-kit';
import type { CouncilContext } from '../../domain/use-cases/context';
import { applyCompanyState, applyGameEnded, applyMoneyMoved } from '../../domain/use-cases/game-events';
import { proposalImplemented, scoreRecommendations } from '../../domain/use-cases/proposals';
import { recordCalls, scoreCalls } from '../../domain/use-cases/track-records';

export async function subscribeToGameEvents(
  bus: EventBus,
  ctx: CouncilContext,
  logger: Logger,
): Promise<void> {
  // Every handler is registered in the same turn (Promise.all), before the first
  // delivery: a backlog waiting in the queue after a restart must not reach a
  // bus that knows only some of its types (it would dead-letter the others).
  await Promise.all([
    bus.subscribe(['game.started', 'game.quarter.advanced'], async (event) => {
      const outcome = await applyCompanyState(ctx, event);
      // Recommendations carried out are scored once the quarters their projection covered are played.
      if (event.type === 'game.quarter.advanced' && outcome === 'applied')
        await scoreRecommendations(ctx, event);
      logger.debug(
        { eventId: event.id, type: event.type, userId: event.userId, outcome },
        'game event handled',
      );
    }),
    bus.subscribe(
      ['game.cost.applied', 'game.simulation.completed', 'decision.implemented', 'game.scenario.applied'],
      async (event) => {
        const outcome = await applyMoneyMoved(ctx, event);
        // Advisors' calls on a simulation: recorded when it is paid for, scored when the engine settles it;
        // a proposal carried out is remembered (never proposed again if a one-off) and its calls opened.
        if (event.type === 'game.cost.applied') await recordCalls(ctx, event);
        if (event.type === 'game.simulation.completed') await scoreCalls(ctx, event);
        if (event.type === 'decision.implemented') await proposalImplemented(ctx, event);
        logger.debug(
          { eventId: event.id, type: event.type, userId: event.userId, outcome },
          'game event handled',
        );
      },
    ),
    bus.subscribe('game.ended', async (event) => {
      const outcome = await applyGameEnded(ctx, event);
      logger.debug(
        { eventId: event.id, type: event.type, userId: event.userId, outcome },
        'game event handled',
      );
    }),
  ]);
}
