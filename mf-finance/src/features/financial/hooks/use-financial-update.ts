import { FINANCIAL_UPDATE_EVENT, refreshAfter } from '@ai-council/queries';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Refetches every view of the money whenever any part of the app reports a financial change. */
export function useFinancialUpdate() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void refreshAfter.moneyMoved(queryClient);
    window.addEventListener(FINANCIAL_UPDATE_EVENT, refetch);
    return () => window.removeEventListener(FINANCIAL_UPDATE_EVENT, refetch);
  }, [queryClient]);
}
