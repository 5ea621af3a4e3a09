import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from './cn';

export interface ProgressProps {
  /** null or undefined: indeterminate; below max: loading; at max: complete (SPEC §4). */
  value?: number | null;
  /** SPEC §9: defaults to 100. */
  max?: number;
  label?: string;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  className?: string;
}

export function Progress({ value, max = 100, label, tone = 'primary', className }: ProgressProps) {
  const known = typeof value === 'number';
  const clamped = known ? Math.min(Math.max(value, 0), max) : 0;
  return (
    <ProgressPrimitive.Root
      className={cn('ui-progress', `ui-progress--${tone}`, className)}
      value={known ? clamped : null}
      max={max}
      aria-label={label}
    >
      <ProgressPrimitive.Indicator
        className="ui-progress__indicator"
        style={known ? { transform: `translateX(-${100 - (clamped / max) * 100}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
}
