// What a benchmark hands back, and the helpers every benchmark shares.
export interface Budget {
  figure: string;
  budget: string;
  measured: string;
  met: boolean;
}

export interface BenchResult {
  /** The section body: method, table, verdicts (the title and command are added by run.ts). */
  markdown: string;
  /** Named figures later sections (the capacity model) derive from. */
  figures: Record<string, number>;
  budgets: Budget[];
}

/** Nearest-rank percentile of ascending values (0 for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
