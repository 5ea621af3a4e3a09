import type { QueryClient } from '@tanstack/react-query';

// The keys the shell's sidebar and mf-finance read: one QueryClient serves the
// whole page, so refetching them moves the sidebar's net worth at once.
const financeQueryKeys = [['/api/financial/latest'], ['/api/financial/events'], ['/api/game/state']] as const;

export function refreshFinances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(financeQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
