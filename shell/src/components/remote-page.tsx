import { ErrorBoundary, Spinner, trackEvent } from '@ai-council/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage, type RemotePageId } from '../lib/remotes';

// One lazy component per page, kept so that revisiting a page does not suspend again.
const pages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

function lazyPage(id: RemotePageId, fresh = false): LazyExoticComponent<ComponentType> {
  const cached = pages.get(id);
  if (cached && !fresh) return cached;
  const page = lazy(() => loadRemotePage(id));
  pages.set(id, page);
  return page;
}

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ui-center">
      <Spinner label={label} showLabel size="lg" />
    </div>
  );
}

/**
 * A page served by a federated remote. If the remote fails to load or throws,
 * only this area shows the SPEC §8 error panel; 'Try Again' loads it anew.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [Page, setPage] = useState(() => lazyPage(id));
  return (
    <ErrorBoundary
      onRetry={() => setPage(lazyPage(id, true))}
      onError={(error) =>
        void trackEvent('error', `${id} failed`, { page: id, message: error.message.slice(0, 500) })
      }
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
