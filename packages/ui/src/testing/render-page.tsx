import { getQueryFn } from '@ai-council/contracts';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../query-client';

/** A QueryClient as the shell makes one: the real fetcher, which throws on a 401. */
export const appQueryClient = () => createQueryClient(getQueryFn({ on401: 'throw' }));

/**
 * Renders a page the way the shell hosts it: the one QueryClient (a fresh `appQueryClient()` unless the test
 * passes its own), tooltips, the toaster and a router at `path`. `otherRoutes` lets a test see where the page
 * navigates.
 */
export function renderPage(
  page: ReactNode,
  {
    queryClient = appQueryClient(),
    path,
    otherRoutes = {},
  }: { queryClient?: QueryClient; path: string; otherRoutes?: Record<string, string> },
) {
  const rendered = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(otherRoutes).map(([route, text]) => (
            <Route key={route} path={route} element={<p>{text}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...rendered, queryClient };
}
