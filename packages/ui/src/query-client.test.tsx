import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

describe('the shared QueryClient (SPEC §7)', () => {
  it('when created, then queries never retry, never poll, never refetch on focus and never go stale', () => {
    const fetcher = vi.fn(async () => null);
    const defaults = createQueryClient(fetcher).getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      queryFn: fetcher,
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('when a query fails, then the failure is logged once and not retried', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetcher = vi.fn(async () => {
      throw new Error('500: boom');
    });
    const client = createQueryClient(fetcher);
    await expect(client.fetchQuery({ queryKey: ['/api/game/state'] })).rejects.toThrow('500: boom');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Query failed', ['/api/game/state'], expect.any(Error));
  });
});
