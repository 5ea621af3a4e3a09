import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@ai-council/contracts';
import { createQueryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

describe('the shared QueryClient (SPEC §7)', () => {
  it('when created, then queries never poll, never refetch on focus, never go stale, and retry only while a company is set up', () => {
    const fetcher = vi.fn(async () => null);
    const defaults = createQueryClient(fetcher).getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      queryFn: fetcher,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    });
    const retry = defaults.queries!.retry as (failures: number, error: unknown) => boolean;
    const settingUp = new HttpError(
      409,
      'Conflict',
      JSON.stringify({ message: 'wait', code: 'no-company-yet' }),
    );
    expect(retry(0, settingUp)).toBe(true);
    expect(retry(40, settingUp)).toBe(false);
    expect(retry(0, new HttpError(409, 'Conflict', JSON.stringify({ message: 'Meeting in session.' })))).toBe(
      false,
    );
    expect(retry(0, new HttpError(500, 'Server Error', ''))).toBe(false);
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('when the council says the company is still being set up, then the query stays loading and gets its answer', async () => {
    let calls = 0;
    const fetcher = vi.fn(async () => {
      calls += 1;
      if (calls < 3)
        throw new HttpError(409, 'Conflict', JSON.stringify({ message: 'wait', code: 'no-company-yet' }));
      return { ready: true };
    });
    const client = createQueryClient(fetcher);
    const result = await client.fetchQuery({ queryKey: ['/api/dashboard/overview'], retryDelay: 1 });
    expect(result).toEqual({ ready: true });
    expect(calls).toBe(3);
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
