import { useEffect, type RefObject } from 'react';

/**
 * Marks a horizontally scrolling strip (a tab bar on a phone) with
 * `data-more-before` / `data-more-after` while content is hidden on that side,
 * so its CSS can fade the edge: a strip that shows 2 of 6 tabs then says it
 * scrolls. Also brings `[data-state="active"]` into view when `active` changes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, active?: unknown): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const mark = () => {
      const more = strip.scrollWidth - strip.clientWidth;
      strip.dataset.moreBefore = String(strip.scrollLeft > 1);
      strip.dataset.moreAfter = String(more - strip.scrollLeft > 1);
    };
    mark();
    strip.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [ref]);

  useEffect(() => {
    ref.current
      ?.querySelector<HTMLElement>('[data-state="active"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [ref, active]);
}
