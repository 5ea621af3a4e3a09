import type { InputHTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** Marks the field as failing validation (red border, aria-invalid). */
  invalid?: boolean;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      className={cn('ui-input', invalid && 'ui-input--invalid', className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('ui-label', className)} {...props} />;
}
