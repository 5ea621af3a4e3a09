import { PageHeader, buttonClassName } from '@ai-council/ui';
import { Link, useLocation } from 'react-router-dom';
import './not-found.css';
import { paths } from '@ai-council/queries';

/** Any path outside the route table (SPEC §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="ui-page ui-center" aria-labelledby="not-found-title">
      <div className="ui-stack" style={{ alignItems: 'center' }}>
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <PageHeader titleId="not-found-title" title="Page Not Found" />
        <p className="ui-muted">
          There is no page at <code className="ui-mono">{pathname}</code>. It may have moved, or the address
          may be mistyped.
        </p>
        <Link to={paths.dashboard.getHref()} className={buttonClassName()}>
          Back to Dashboard
        </Link>
      </div>
    </main>
  );
}
