import { cn } from './cn';

export interface SpinnerProps {
  /** Read by screen readers and shown beside the spinner when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading…', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('ui-spinner-wrap', className)}>
      <span className={cn('ui-spinner', `ui-spinner--${size}`)} aria-hidden="true" />
      {showLabel ? (
        <span className="ui-spinner__label">{label}</span>
      ) : (
        <span className="ui-sr-only">{label}</span>
      )}
    </span>
  );
}

/** A pulsing block shown where data has not arrived yet; never a fake number. */
export function Skeleton({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return <span className={cn('ui-skeleton', className)} aria-label={label} role="status" />;
}
