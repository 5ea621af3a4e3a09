import { apiGet, cents, financialLatestSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const gameHistoryQueryKey = ['/api/game/history'] as const;

// svc-game answers one record per played quarter (money in cents, share in
// hundredths of a percent). Only the fields this page reads are kept.
const quarterRecordSchema = financialLatestSchema
  .pick({ revenue: true, cashFlow: true, netWorth: true, quarterlyGrowth: true, marketShare: true })
  .extend({ quarter: financialLatestSchema.shape.quarter, costs: cents, cash: cents });

export const fetchGameHistory = () => apiGet('/api/game/history', quarterRecordSchema.array());

export type QuarterRecord = Awaited<ReturnType<typeof fetchGameHistory>>[number];

export const gameHistoryQueryOptions = () =>
  queryOptions({ queryKey: gameHistoryQueryKey, queryFn: fetchGameHistory });

export const useGameHistory = () => useQuery(gameHistoryQueryOptions());
