import type { HTMLAttributes, Ref } from 'react';
import { cn } from './cn';

type Named = { label: string } | { label?: undefined; 'aria-labelledby': string };

export type ScrollRegionProps = HTMLAttributes<HTMLDivElement> & Named & { ref?: Ref<HTMLDivElement> };

/**
 * A box whose content scrolls on its own (a dialog's list of board members).
 * It is a named region that takes keyboard focus, so it scrolls by the arrow
 * keys even when nothing inside it is focusable (WCAG 2.1.1, axe
 * scrollable-region-focusable), and a screen reader says what it holds.
 */
export function ScrollRegion({ label, className, ...props }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('ui-scroll-region', className)}
      {...props}
    />
  );
}
