import { serverMessage } from '@ai-council/contracts';
import { Card, Skeleton, SkeletonList } from '@ai-council/ui';
import type { ReactNode } from 'react';

/**
 * A finance card: its head (the title, named for the card, and what it shows, with a badge or a legend at the
 * right) and its content.
 */
export function FinanceCard({
  titleId,
  title,
  description,
  aside,
  testId,
  contentClassName,
  children,
}: {
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  aside?: ReactNode;
  testId?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId} data-testid={testId}>
      <Card.Header>
        <div className="ui-card__title-row fin-card-head">
          <div>
            <Card.Title id={titleId}>{title}</Card.Title>
            <Card.Description>{description}</Card.Description>
          </div>
          {aside}
        </div>
      </Card.Header>
      <Card.Content className={contentClassName}>{children}</Card.Content>
    </Card>
  );
}

/** One series of a chart's key: its swatch (`line`, `up`, `down`, `total`) and its name. */
export interface LegendItem {
  swatch: string;
  label: string;
}

/** A chart's key: a swatch and a name for each series. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
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

/** What a panel says while it has nothing to show: why it failed, what it loads, what no data means. */
interface PanelStatesProps<T> {
  error: unknown;
  /** Undefined while it loads. */
  items: T[] | undefined;
  texts: { failed: string; loading: string; emptyTitle: string; emptyHint: ReactNode };
  /** The view of the loaded, non-empty items. */
  children: (items: T[]) => ReactNode;
}

/** A finance list: failed, skeleton rows while it loads, empty, or its rows. */
export function ListStates<T>({
  error,
  items,
  texts,
  skeletonRows,
  children,
}: PanelStatesProps<T> & { skeletonRows: number }) {
  if (error) return <LoadFailed title={texts.failed} error={error} />;
  if (!items) {
    return (
      <SkeletonList
        rows={skeletonRows}
        label={texts.loading}
        className="fin-list"
        itemClassName="fin-list__item"
        skeletonClassName="fin-list__skeleton"
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="ui-empty fin-empty">
        <p className="fin-empty__title">{texts.emptyTitle}</p>
        <p className="ui-muted">{texts.emptyHint}</p>
      </div>
    );
  }
  return children(items);
}

/**
 * A finance chart: failed, a placeholder while it loads, empty (with `emptyAction`
 * under the hint), or the chart. `frame` wraps the placeholders of a chart that
 * draws its own frame.
 */
export function ChartStates<T>({
  error,
  items,
  texts,
  emptyAction,
  frame,
  children,
}: PanelStatesProps<T> & { emptyAction?: ReactNode; frame?: string }) {
  if (items && items.length > 0 && !error) return children(items);
  const placeholder = error ? (
    <LoadFailed title={texts.failed} error={error} chart />
  ) : !items ? (
    <Skeleton className="ui-empty fin-chart__empty" label={texts.loading} />
  ) : (
    <div className="ui-empty fin-chart__empty">
      <p className="fin-chart__empty-title">{texts.emptyTitle}</p>
      <p className="ui-muted">{texts.emptyHint}</p>
      {emptyAction}
    </div>
  );
  return frame ? <div className={frame}>{placeholder}</div> : placeholder;
}

/** One row of a finance list: its title (whole on hover), a line of text, its details, and its amount at the right. */
export function ListRow({
  testId,
  title,
  text,
  meta,
  side,
}: {
  testId: string;
  title: string;
  text?: ReactNode;
  meta: ReactNode;
  side: ReactNode;
}) {
  return (
    <li className="fin-list__item" data-testid={testId}>
      <div className="fin-list__main">
        <span className="fin-list__title" title={title}>
          {title}
        </span>
        {text}
        <span className="ui-meta">{meta}</span>
      </div>
      <div className="fin-list__side">{side}</div>
    </li>
  );
}
