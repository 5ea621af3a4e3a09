import { useCallback, useEffect, useRef } from 'react';

/**
 * The timers a dialog starts after a choice (applying, then closing). They are
 * dropped when the dialog closes, so a pending close cannot shut it once it is
 * reopened, and when it unmounts.
 */
export function useDialogTimers(open: boolean) {
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => {
    if (open) return;
    timers.current.forEach(clearTimeout);
    timers.current.length = 0;
  }, [open]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  }, []);
}
