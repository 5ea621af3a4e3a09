import { Skeleton } from '@ai-council/ui';

/** Placeholder rows the height of real ones, so the card does not jump when data lands. */
export function LoadingRows({ count, label }: { count: number; label: string }) {
  return (
    <div className="ui-list anl-bars" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="anl-skeleton-row" label={label} />
      ))}
    </div>
  );
}
