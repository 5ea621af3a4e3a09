import type { ReactNode } from 'react';
import { Skeleton } from './spinner';

/**
 * A list while its items are on the way: `rows` items, each a Skeleton read as `label`
 * (or `row`, where an item needs more than one grey line), marked busy for screen readers.
 */
export function SkeletonList({
  rows,
  label,
  className,
  itemClassName,
  skeletonClassName,
  row,
  'aria-label': listLabel,
}: {
  rows: number;
  label?: string;
  className?: string;
  itemClassName?: string;
  skeletonClassName?: string;
  row?: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <ul className={className} aria-busy="true" aria-label={listLabel}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={itemClassName}>
          {row ?? <Skeleton className={skeletonClassName} label={label} />}
        </li>
      ))}
    </ul>
  );
}
