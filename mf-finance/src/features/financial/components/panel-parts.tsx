import { serverMessage } from '@ai-council/contracts';
import { Card } from '@ai-council/ui';
import type { ReactNode } from 'react';

/** A finance card's head: its title and what it shows, with a badge or a legend at the right. */
export function PanelHeader({
  titleId,
  title,
  description,
  aside,
}: {
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  aside: ReactNode;
}) {
  return (
    <Card.Header>
      <div className="ui-card__title-row fin-card-head">
        <div>
          <Card.Title id={titleId}>{title}</Card.Title>
          <Card.Description>{description}</Card.Description>
        </div>
        {aside}
      </div>
    </Card.Header>
  );
}

/** A chart's key: a swatch (`line`, `up`, `down`) and a name for each series. */
export function ChartLegend({ items }: { items: { swatch: string; label: string }[] }) {
  return (
    <div className="fin-legend" aria-hidden="true">
      {items.map(({ swatch, label }) => (
        <span key={label} className="fin-legend__item">
          <span className={`fin-legend__swatch fin-legend__swatch--${swatch}`} /> {label}
        </span>
      ))}
    </div>
  );
}

/** What a panel says when its data could not be loaded: what failed, and the server's reason. */
export function LoadFailed({
  title,
  error,
  chart = false,
}: {
  title: string;
  error: unknown;
  chart?: boolean;
}) {
  return (
    <div className={chart ? 'ui-empty fin-chart__empty' : 'ui-empty fin-empty'} role="alert">
      <p className={chart ? 'fin-chart__empty-title' : 'fin-empty__title'}>{title}</p>
      <p className="ui-subtle">{serverMessage(error)}</p>
    </div>
  );
}
