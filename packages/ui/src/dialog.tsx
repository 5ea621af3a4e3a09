import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type HTMLAttributes } from 'react';
import { cn } from './cn';

function DialogRoot(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  size?: 'md' | 'lg' | 'xl';
}

/**
 * Closing a dialog gives focus back to what opened it (WCAG 2.4.3). Radix does
 * that only for its own Trigger; most dialogs here open from state (a sidebar
 * button, a card's action), and focus would fall to <body>. So the content
 * remembers the element that had focus as it opened and returns there,
 * unless that element has gone meanwhile.
 */
function DialogContent({
  className,
  children,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="ui-dialog__overlay" />
      <DialogPrimitive.Content
        className={cn('ui-dialog', `ui-dialog--${size}`, className)}
        onOpenAutoFocus={(event) => {
          // Called as the content mounts, before focus moves into it.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          if (event.defaultPrevented || !(target instanceof HTMLElement) || !target.isConnected) return;
          if (target === document.body) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="ui-dialog__close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('ui-dialog__header', className)} {...props} />;
}

function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('ui-dialog__footer', className)} {...props} />;
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('ui-dialog__title', className)} {...props} />;
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('ui-dialog__description', className)} {...props} />;
}

/**
 * A modal dialog with its parts as members (`<Dialog.Trigger>`, `<Dialog.Content>`, `<Dialog.Header>`,
 * `<Dialog.Title>`, `<Dialog.Description>`, `<Dialog.Footer>`, `<Dialog.Close>`), so a caller imports
 * one name for the whole family.
 */
export const Dialog = Object.assign(DialogRoot, {
  Trigger: DialogPrimitive.Trigger,
  Close: DialogPrimitive.Close,
  Content: DialogContent,
  Header: DialogHeader,
  Title: DialogTitle,
  Description: DialogDescription,
  Footer: DialogFooter,
});
