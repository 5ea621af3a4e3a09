// Every call svc-council answers is in the contracts' route table, owned by svc-council,
// so the OpenAPI document the gateway serves shows it; and every call the table
// gives svc-council is one it answers.
import { apiRoutes } from '@ai-council/contracts';
import { apiCallsOf } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { startHarness } from './support/harness';

describe('svc-council’s calls in the route table', () => {
  it('when the routes svc-council mounts are listed, then they are exactly the calls the route table gives it', async () => {
    const h = await startHarness();
    const { app } = h.council;
    const close = () => h.close();
    const table = apiRoutes.filter((r) => r.owner === 'svc-council').map((r) => `${r.method} ${r.path}`);
    expect(apiCallsOf(app)).toEqual(table.sort());
    await close();
  });
});
