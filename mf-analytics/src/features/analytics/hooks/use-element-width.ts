import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, followed as it resizes, so a chart draws at
 * its real size in CSS px (its labels are never scaled by a viewBox). Before a
 * layout exists (or where nothing lays out, as in happy-dom) it is `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
