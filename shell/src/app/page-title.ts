// Every route has its own document title (WCAG 2.4.2), and moving to another
// page puts keyboard and screen-reader focus on its main heading (the pages of
// the remotes load a moment later, so the heading is waited for, briefly).
import { useEffect, useRef } from 'react';
import { paths } from '@ai-council/queries';

const APP = 'AI Council';

const pageNames: Record<string, string> = {
  [paths.home.path]: 'Dashboard',
  [paths.dashboard.path]: 'Dashboard',
  [paths.financial.path]: 'Financial Overview',
  [paths.communications.path]: 'Communications',
  [paths.scenarios.path]: 'Scenarios',
  [paths.gameOver.path]: 'Game Over',
  [paths.leaderboard.path]: "Today's Challenge",
  [paths.analytics.path]: 'Analytics',
  [paths.achievements.path]: 'Achievements',
  [paths.agents.path]: 'AI Agent Council',
  [paths.apiKeys.path]: 'API Key Setup',
  [paths.onboarding.path]: 'Choose Your Mode',
};

/** 'public': a page open to anyone that names itself (a shared achievement's). */
export type Gate = 'loading' | 'signed-out' | 'onboarding' | 'playing' | 'public';

/** The title of a path for a player at this gate. */
export function pageTitle(pathname: string, gate: Gate): string {
  if (gate === 'loading' || gate === 'public') return APP;
  if (gate === 'signed-out') return `${APP} · Your board of AI advisors`;
  if (gate === 'onboarding')
    return `${pageNames[pathname === paths.apiKeys.path ? paths.apiKeys.path : paths.onboarding.path]} · ${APP}`;
  return `${pageNames[pathname] ?? 'Page Not Found'} · ${APP}`;
}

const HEADING_WAIT_MS = 3_000;

/** Sets the title on every navigation and, after the first page, moves focus to the new page's h1. */
export function usePageTitleAndFocus(pathname: string, gate: Gate): void {
  const title = pageTitle(pathname, gate);
  useEffect(() => {
    // A public page sets its own title from what it shows.
    if (gate !== 'public') document.title = title;
  }, [title, gate]);

  const first = useRef(true);
  useEffect(() => {
    if (gate === 'loading') return;
    if (first.current) {
      // The first page keeps the browser's own focus (the top of the document).
      first.current = false;
      return;
    }
    const until = Date.now() + HEADING_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = () => {
      // The page's own heading: inside the frame's content, or the main of a page without the frame.
      const heading =
        document.querySelector<HTMLElement>('#content h1') ?? document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        return;
      }
      if (Date.now() < until) timer = setTimeout(focusHeading, 50);
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [pathname, gate]);
}
