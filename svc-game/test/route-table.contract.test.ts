// Every call svc-game answers is in the contracts' route table, owned by svc-game,
// so the OpenAPI document the gateway serves shows it; and every call the table
// gives svc-game is one it answers.
import { apiRoutes } from '@ai-council/contracts';
import { apiCallsOf } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { startGameHarness } from './support/game-harness';

describe('svc-game’s calls in the route table', () => {
  it('when the routes svc-game mounts are listed, then they are exactly the calls the route table gives it', async () => {
    const { app, close } = await startGameHarness();
    const table = apiRoutes.filter((r) => r.owner === 'svc-game').map((r) => `${r.method} ${r.path}`);
    expect(apiCallsOf(app)).toEqual(table.sort());
    await close();
  });
});
