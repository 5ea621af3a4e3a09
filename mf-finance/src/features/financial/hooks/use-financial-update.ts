import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { decisionsQueryKey } from '../api/get-decisions';
import { financialEventsQueryKey } from '../api/get-financial-events';
import { financialLatestQueryKey } from '../api/get-financial-latest';
import { gameHistoryQueryKey } from '../api/get-game-history';

/** DESIGN: remotes signal a change of the company's money with this window event. */
export const FINANCIAL_UPDATE_EVENT = 'financialUpdate';

/** Refetches everything this page shows whenever any part of the app reports a financial change. */
export function useFinancialUpdate() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => {
      for (const queryKey of [
        financialLatestQueryKey,
        financialEventsQueryKey,
        gameHistoryQueryKey,
        decisionsQueryKey,
        ['/api/game/state'],
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    window.addEventListener(FINANCIAL_UPDATE_EVENT, refetch);
    return () => window.removeEventListener(FINANCIAL_UPDATE_EVENT, refetch);
  }, [queryClient]);
}
