import { decisionsResponseSchema, scenarioSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIVE_COUNCIL_REFRESH_MS, activeCouncilQueryOptions } from '../src/council/active-council';
import { getScenarios, scenariosQueryKey, scenariosQueryOptions } from '../src/council/scenarios';
import { decisionsQueryKey, decisionsQueryOptions, getDecisions } from '../src/finance/decisions';
import { viewQuery } from '../src/view-query';

describe('viewQuery: a view read whole from one GET route', () => {
  it("when a view is built, then its key is the route's path and its options ask through its one fetcher", () => {
    const decisions = viewQuery('GET /api/decisions', decisionsResponseSchema);
    expect(decisions.queryKey).toEqual(['/api/decisions']);
    const options = decisions.queryOptions();
    expect(options.queryKey).toEqual(['/api/decisions']);
    expect(options.queryFn).toBe(decisions.fetch);
    expect(options).not.toHaveProperty('refetchInterval');
  });

  it('when a view is polled, then its options carry the interval and a view that is not has none', () => {
    expect(
      viewQuery('GET /api/scenarios', scenarioSchema.array(), { refetchInterval: 5 }).queryOptions(),
    ).toMatchObject({ queryKey: ['/api/scenarios'], refetchInterval: 5 });
    expect(scenariosQueryOptions().refetchInterval).toBe(30_000);
    expect(activeCouncilQueryOptions().refetchInterval).toBe(ACTIVE_COUNCIL_REFRESH_MS);
    expect(decisionsQueryOptions().refetchInterval).toBeUndefined();
  });

  it("when an endpoint's names are imported, then key, fetcher and options are the same view's", () => {
    expect(decisionsQueryOptions().queryKey).toEqual(decisionsQueryKey);
    expect(decisionsQueryOptions().queryFn).toBe(getDecisions);
    expect(scenariosQueryOptions().queryKey).toEqual(scenariosQueryKey);
    expect(scenariosQueryOptions().queryFn).toBe(getScenarios);
  });

  it('when a route has parameters, is not a GET or is not in the table, then it is refused', () => {
    // @ts-expect-error a route with {...} parameters is read per parameter, not whole
    expect(() => viewQuery('GET /api/agents/{id}/profile', decisionsResponseSchema)).toThrow(/not a view/);
    // @ts-expect-error a write is no view
    expect(() => viewQuery('POST /api/game/start', decisionsResponseSchema)).toThrow(/not a view/);
    expect(() => viewQuery('GET /api/no-such-view', decisionsResponseSchema)).toThrow(/No route/);
  });
});
