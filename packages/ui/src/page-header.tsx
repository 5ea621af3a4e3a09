import type { ReactNode } from 'react';

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
