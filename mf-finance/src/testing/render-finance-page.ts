// The finance remote's pages as the shell mounts them, with the dashboard they lead back to.
import { renderPage } from '@ai-council/ui/testing';
import type { ReactNode } from 'react';

/** `page` at `path`, where a link or redirect to /dashboard shows "dashboard screen". */
export const renderFinancePage = (page: ReactNode, path: string) =>
  renderPage(page, { path, otherRoutes: { '/dashboard': 'dashboard screen' } });
