import { useCallback, useEffect, useState } from 'react';

/**
 * Milliseconds of "running" time, advanced every `tickMs` while `running` and
 * below `limitMs`. Pausing keeps the count; the interval is cleared on pause,
 * at the limit and on unmount.
 */
export function useElapsed(running: boolean, tickMs: number, limitMs = Number.POSITIVE_INFINITY) {
  const [elapsed, setElapsed] = useState(0);
  const ticking = running && elapsed < limitMs;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setElapsed((ms) => Math.min(limitMs, ms + tickMs)), tickMs);
    return () => clearInterval(timer);
  }, [ticking, tickMs, limitMs]);
  const reset = useCallback(() => setElapsed(0), []);
  return { elapsed, setElapsed, reset };
}
