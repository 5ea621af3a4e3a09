import type { CSSProperties, ReactNode } from 'react';
import { cn } from './cn';

/** The title block every route-level page starts with. */
export function PageHeader({
  title,
  subtitle,
  actions,
  titleId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  titleId?: string;
}) {
  return (
    <header className="ui-page__header">
      <div>
        <h1 id={titleId} className="ui-page__title">
          {title}
        </h1>
        {subtitle ? <p className="ui-page__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="ui-row">{actions}</div> : null}
    </header>
  );
}

/** A route-level page: its title block, then its sections; the title names the page for screen readers. */
export function Page({
  className,
  style,
  children,
  ...header
}: Parameters<typeof PageHeader>[0] & {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <main className={cn('ui-page', className)} style={style} aria-labelledby={header.titleId}>
      <PageHeader {...header} />
      {children}
    </main>
  );
}
