import { getQueryFn } from '@ai-council/contracts';
import { AppProviders, createQueryClient } from '@ai-council/ui';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/routes';

import { fakeApi } from '@ai-council/ui/testing';
import { vi } from 'vitest';

export function renderApp(path: string) {
  const queryClient = createQueryClient(getQueryFn({ on401: 'throw' }));
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

export const authStatus = {
  anonymous: { authenticated: false, needsLogin: true, user: null, loginUrl: '/api/auth/login-page' },
  onboarding: (firstName: string | null = 'Ada') => ({
    authenticated: true,
    needsLogin: false,
    user: { firstName, gameMode: null, onboardingCompleted: false },
    loginUrl: '/api/auth/login-page',
  }),
  ready: {
    authenticated: true,
    needsLogin: false,
    user: { firstName: 'Ada', gameMode: 'demo', onboardingCompleted: true },
    loginUrl: '/api/auth/login-page',
  },
};

/** The analytics calls every signed-in page makes (SPEC §4), answered as svc-analytics does. */
export const analyticsRoutes = {
  'POST /api/analytics/sessions': { id: 'session-1' },
  'PATCH /api/analytics/sessions/session-1': { id: 'session-1' },
  'POST /api/analytics/events': { id: 'event-1' },
  'POST /api/analytics/feature-usage': { id: 'event-2' },
};

/**
 * A player who finished onboarding, every analytics call answered. React's error log is silenced: these
 * tests open pages whose remotes fail on purpose.
 */
export function fakeReadyPlayer() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return fakeApi({ 'GET /api/auth/status': authStatus.ready, ...analyticsRoutes });
}
