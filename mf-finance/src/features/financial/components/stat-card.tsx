import { Card, CardContent, Skeleton } from '@ai-council/ui';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  hint,
  valueClassName,
  testId,
}: {
  label: string;
  /** undefined while loading: a placeholder shows instead of a number. */
  value: string | undefined;
  hint?: ReactNode;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <Card>
      <CardContent>
        <p className="ui-stat__label">{label}</p>
        {value === undefined ? (
          <Skeleton className="ui-stat__value" label={`Loading ${label}`} />
        ) : (
          <p className={['ui-stat__value', valueClassName].filter(Boolean).join(' ')} data-testid={testId}>
            {value}
          </p>
        )}
        {hint ? <div className="ui-stat__hint">{hint}</div> : null}
      </CardContent>
    </Card>
  );
}
