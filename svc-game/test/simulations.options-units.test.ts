// Issue 44: GET /api/simulations/options gave each option's cost in whole dollars beside its expected
// return in cents. Every money figure of an option is now in the cost's unit, whole dollars.
import { simulationOptionsResponseSchema, SIMULATION_SCENARIOS } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

describe('GET /api/simulations/options, its units', () => {
  it('when a player reads the options, then cost and returns are all whole dollars, the return the cost times its multiple', async () => {
    const player = h.as('options-units');
    await player.start().expect(201);
    const { options } = simulationOptionsResponseSchema.parse(
      (await player.get('/api/simulations/options').expect(200)).body,
    );
    const catalogue = SIMULATION_SCENARIOS.flatMap((s) => s.resolutionOptions);
    expect(options).toHaveLength(catalogue.length);
    for (const option of options) {
      // The catalogue's cost (SPEC §9), in dollars.
      expect(option.cost).toBe(catalogue.find((o) => o.id === option.optionId)!.cost);
      // Same unit: a return is its multiple of the cost, to the dollar (the multiple is rounded to 4 places).
      expect(
        Math.abs(option.expectedReturn - option.cost * option.expectedMultiple),
        option.optionId,
      ).toBeLessThanOrEqual(option.cost * 0.0001 + 1);
      expect(option.firstRunExpectedReturn).toBe(option.expectedReturn);
    }
  });
});
