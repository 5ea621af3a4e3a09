import { useCallback, useRef } from 'react';

/**
 * Radix returns focus to a dialog's own Trigger on close. These dialogs open
 * from elsewhere (the header's button, or by themselves when a meeting starts),
 * so they remember what had focus when they opened and give it back on close.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Radix dispatches this before it moves focus: activeElement is still the opener.
    previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const opener = previous.current;
    previous.current = null;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
