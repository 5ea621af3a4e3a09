import { Card, Skeleton } from '@ai-council/ui';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  hint,
  icon,
  valueClassName,
  testId,
}: {
  label: string;
  /** undefined while loading: a placeholder of the same height shows instead of a number. */
  value: string | undefined;
  hint?: ReactNode;
  icon?: ReactNode;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <Card className="fin-stat">
      <Card.Content>
        <div className="ui-stat__top">
          <p className="ui-stat__label">{label}</p>
          {icon ? <span className="ui-icon-tile ui-stat__icon">{icon}</span> : null}
        </div>
        {value === undefined ? (
          <p className="ui-stat__value">
            <Skeleton className="fin-stat__skeleton" label={`Loading ${label}`} />
          </p>
        ) : (
          <p className={['ui-stat__value', valueClassName].filter(Boolean).join(' ')} data-testid={testId}>
            {value}
          </p>
        )}
        {hint ? <div className="ui-stat__hint">{hint}</div> : null}
      </Card.Content>
    </Card>
  );
}
