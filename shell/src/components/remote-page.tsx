import { ErrorBoundary, Spinner, trackEvent } from '@ai-council/ui';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage, refreshRemotes, type RemotePageId } from '../lib/remotes';

// One lazy component per page, kept so that revisiting a page does not suspend again.
const pages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();
/** Pages whose failure analytics has heard of: told once, not again on every retry or visit that fails too. */
const reported = new Set<RemotePageId>();

function lazyPage(id: RemotePageId, fresh = false): LazyExoticComponent<ComponentType> {
  const cached = pages.get(id);
  if (cached && !fresh) return cached;
  const page = lazy(async () => {
    // A retry reads the registry again first: the remote may have been rolled back meanwhile.
    if (fresh) await refreshRemotes();
    const { default: Loaded } = await loadRemotePage(id);
    function Shown() {
      // Shown: a later failure is a new one, worth reporting.
      useEffect(() => void reported.delete(id), []);
      return <Loaded />;
    }
    return { default: Shown };
  });
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

function reportOnce(id: RemotePageId, error: Error) {
  if (reported.has(id)) return;
  reported.add(id);
  void trackEvent('error', `${id} failed`, { page: id, message: error.message.slice(0, 500) });
}

/**
 * A page served by a federated remote. If the remote fails to load or throws,
 * only this area shows the SPEC §8 error panel; 'Try Again' loads it anew
 * (from wherever the registry points now), without reloading the shell.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [Page, setPage] = useState(() => lazyPage(id));
  return (
    <ErrorBoundary onRetry={() => setPage(lazyPage(id, true))} onError={(error) => reportOnce(id, error)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
