import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from './cn';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

/** SPEC §9: auto-dismiss after 5000 ms, swipe right past 50 px, F8 focuses the toasts. */
export const TOAST_DURATION = 5000;

export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn('ui-toast', `ui-toast--${variant}`)}
        >
          <div className="ui-toast__body">
            <ToastPrimitive.Title className="ui-toast__title">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="ui-toast__description">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="ui-toast__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport hotkey={['F8']} className="ui-toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
