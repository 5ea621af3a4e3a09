import { describe, expect, it } from 'vitest';
import { authStatusQueryOptions } from '@ai-council/queries';

describe('auth status query (SPEC §7)', () => {
  it('when configured, then it is stale after 30 s, not retried and not refetched on focus', () => {
    expect(authStatusQueryOptions()).toMatchObject({
      queryKey: ['/api/auth/status'],
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  });
});
