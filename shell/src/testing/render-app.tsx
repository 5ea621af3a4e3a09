import { getQueryFn } from '@ai-council/contracts';
import { AppProviders, createQueryClient } from '@ai-council/ui';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/routes';

export { fakeApi } from '@ai-council/ui/testing';

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
