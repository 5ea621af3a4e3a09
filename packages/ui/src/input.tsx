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

/** A label names its control by id: `htmlFor` is required (WCAG 1.3.1, 4.1.2). */
export function Label({
  className,
  htmlFor,
  children,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string }) {
  return (
    <label className={cn('ui-label', className)} htmlFor={htmlFor} {...props}>
      {children}
    </label>
  );
}
