// A game played through the real app to its end with every kind of logged
// input: a simulation paid and settled, council decisions proposed (some
// implemented), scenarios raised (one resolved, one left to escalate). So it
// publishes every event type svc-game has: the one way the tests drive a player.
import { randomUUID } from 'node:crypto';
import { sampleEvent } from '@ai-council/contracts/testing';
import type { GameDoc } from '../../src/data-access/games.repository';
import type { GameHarness } from './game-harness';

type Player = ReturnType<GameHarness['as']>;

export const gameDoc = async (h: GameHarness, gameId: string) =>
  (await h.store.collection<GameDoc>('games').findOne({ _id: gameId }))!;

/** svc-council raises a Security scenario in the player's game; resolves to its id once svc-game holds it open. */
export async function raiseScenario(
  h: GameHarness,
  userId: string,
  gameId: string,
  severity: 'medium' | 'high',
): Promise<string> {
  const scenarioId = `scenario-${randomUUID().slice(0, 8)}`;
  await h.publishAsCouncil(
    sampleEvent('scenario.generated', {
      userId,
      gameId,
      payload: { scenarioId, department: 'Security', severity },
    }),
  );
  await h.waitFor(async () => (await gameDoc(h, gameId)).openScenarios.some((s) => s.id === scenarioId));
  return scenarioId;
}

async function council(h: GameHarness, player: Player, userId: string, gameId: string, steps: number) {
  const decisionId = `decision-${randomUUID().slice(0, 8)}`;
  await h.publishAsCouncil(
    sampleEvent('decision.proposed', {
      userId,
      gameId,
      payload: { decisionId, financialImpact: -2_000_000 - steps * 100_000, driverEffects: { morale: 4 } },
    }),
  );
  const scenarioId = await raiseScenario(h, userId, gameId, 'medium');
  await h.waitFor(async () => (await gameDoc(h, gameId)).decisions.some((d) => d.id === decisionId));
  return { decisionId, scenarioId };
}

/**
 * Plays the player's current game to its end; `beforeLastQuarter` runs just
 * before the quarter that ends it would be played (when it is known to end).
 */
export async function playToTheEnd(
  h: GameHarness,
  player: Player,
  userId: string,
  options: { quartersBeforeTamper?: number; tamper?: () => Promise<void> } = {},
): Promise<{ gameId: string; finalScore: number }> {
  // Started here (the challenge tests' game already is: start answers it unchanged).
  const { gameId } = (await player.start()).body as { gameId: string };
  await player
    .post('/api/financial/apply-cost')
    .send({ cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' })
    .expect(201);
  await player
    .post('/api/simulations/complete')
    .send({
      simulationResults: { learnings: ['Start in one region'] },
      scenarioTitle: 'European Market Expansion',
    })
    .expect(200);
  for (let quarter = 1; quarter <= 20; quarter += 1) {
    if (quarter <= 3) {
      const { decisionId, scenarioId } = await council(h, player, userId, gameId, quarter);
      if (quarter !== 2) await player.patch(`/api/decisions/${decisionId}/implement`).expect(200);
      if (quarter === 1) {
        await h.publishAsCouncil(
          sampleEvent('scenario.resolved', {
            userId,
            gameId,
            payload: { scenarioId, department: 'Security', grade: 80, cashEffect: -1_500_000 },
          }),
        );
        await h.waitFor(
          async () => !(await gameDoc(h, gameId)).openScenarios.some((s) => s.id === scenarioId),
        );
      }
    }
    if (quarter === options.quartersBeforeTamper) await options.tamper?.();
    const res = await player.patch('/api/game/advance-quarter').expect(200);
    if (res.body.gameEnded) return { gameId, finalScore: res.body.finalScore as number };
  }
  throw new Error('the game did not end in 20 quarters');
}
