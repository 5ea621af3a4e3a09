// How a key's spending reads on the page.
import { CAP_WARNING_SHARE, type ApiKeyRecord } from '@ai-council/contracts';

export function formatTokens(tokens: number): string {
  if (tokens >= 1_000_000) return `${(tokens / 1_000_000).toFixed(1)}M`;
  if (tokens >= 10_000) return `${Math.round(tokens / 1_000)}K`;
  return tokens.toLocaleString('en-US');
}

export type CapStanding = 'none' | 'under' | 'near' | 'reached';

/** Where a key stands against its cap this month. */
export function capStanding(record: Pick<ApiKeyRecord, 'usage' | 'monthlyCapUsd'>): CapStanding {
  const cap = record.monthlyCapUsd ?? null;
  if (cap === null) return 'none';
  const spent = record.usage?.estimatedUsd ?? 0;
  if (spent >= cap) return 'reached';
  return spent >= CAP_WARNING_SHARE * cap ? 'near' : 'under';
}

/** The first day of next month, in words: when a capped key's month starts over. */
export function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
