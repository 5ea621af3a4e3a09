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
