// Every call svc-analytics answers is in the contracts' route table, owned by svc-analytics,
// so the OpenAPI document the gateway serves shows it; and every call the table
// gives svc-analytics is one it answers.
import { apiRoutes } from '@ai-council/contracts';
import { apiCallsOf } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { analyticsApp } from './support';

describe('svc-analytics’s calls in the route table', () => {
  it('when the routes svc-analytics mounts are listed, then they are exactly the calls the route table gives it', async () => {
    const { app, store } = analyticsApp();
    const close = () => store.close();
    const table = apiRoutes.filter((r) => r.owner === 'svc-analytics').map((r) => `${r.method} ${r.path}`);
    expect(apiCallsOf(app)).toEqual(table.sort());
    await close();
  });
});
