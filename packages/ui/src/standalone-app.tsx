import { getQueryFn } from '@ai-council/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';

export interface StandalonePage {
  path: string;
  label: string;
  element: ReactNode;
}

/**
 * How a remote runs on its own for its team (`npm run dev -w mf-…`): its pages
 * behind a plain top bar, with the same providers the shell gives it.
 * `children` stand in for what the shell does around pages (starting the game).
 */
export function StandaloneApp({
  name,
  queryClient,
  pages,
  children,
}: {
  name: string;
  queryClient: QueryClient;
  pages: StandalonePage[];
  children?: ReactNode;
}) {
  const first = pages[0]?.path ?? '/';
  return (
    <AppProviders queryClient={queryClient}>
      {children}
      <BrowserRouter>
        <header className="standalone-bar">
          <strong>{name}</strong>
          <span className="ui-subtle">standalone</span>
          <nav aria-label="Pages" className="ui-row">
            {pages.map((page) => (
              <NavLink key={page.path} to={page.path} className="sidebar__link">
                {page.label}
              </NavLink>
            ))}
          </nav>
        </header>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="*" element={<Navigate to={first} replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * A remote's `bootstrap.tsx`: renders its standalone app into the page's #root with a query client that
 * throws on 401 (there is no shell to send the player to sign in).
 */
export function renderStandaloneApp({
  name,
  pages,
  children,
}: {
  name: string;
  pages: StandalonePage[];
  children?: ReactNode;
}) {
  const container = document.getElementById('root');
  if (!container) throw new Error(`${name}: #root is missing from index.html`);
  createRoot(container).render(
    <StandaloneApp name={name} queryClient={createQueryClient(getQueryFn({ on401: 'throw' }))} pages={pages}>
      {children}
    </StandaloneApp>,
  );
}
