import { paths } from '@ai-council/queries';
import { Spinner } from '@ai-council/ui';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { AppFrame } from './app-frame';
import { RemotePage } from '../components/remote-page';
import { ApiKeysPage } from '../features/api-keys/components/api-keys-page';
import { useAuth } from '../lib/auth/use-auth';
import { LandingPage } from '../features/landing/components/landing-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { PublicAchievementPage } from '../features/public-achievement/components/public-achievement-page';
import { useAnalyticsTracking } from '../features/tracking/hooks/use-analytics-tracking';
import { usePageTitleAndFocus } from './page-title';
import { remoteRoutes } from './remote-routes';

/** A shared achievement (its share id), shown outside the gating. The signed-in /achievements is the player's own list. */

/** SPEC §2 gating: what each path shows depends on the auth status, except a shared achievement's page. */
export function AppRoutes() {
  // Re-render the gate on every navigation: after onboarding clears the query
  // cache, this is what re-attaches the auth query and reads the fresh status.
  const { pathname } = useLocation();
  const { isLoading, isAuthenticated, user, loginUrl } = useAuth();
  // A shared achievement's page is open to anyone, whatever the auth status (issue 14).
  const sharedAchievement = matchPath(paths.publicAchievement.path, pathname) !== null;
  useAnalyticsTracking({ isLoading, isAuthenticated });
  usePageTitleAndFocus(
    pathname,
    sharedAchievement
      ? 'public'
      : isLoading
        ? 'loading'
        : !isAuthenticated
          ? 'signed-out'
          : user?.onboardingCompleted
            ? 'playing'
            : 'onboarding',
  );

  if (sharedAchievement) {
    return (
      <Routes>
        <Route path={paths.publicAchievement.path} element={<PublicAchievementPage loginUrl={loginUrl} />} />
      </Routes>
    );
  }

  if (isLoading) {
    return (
      <div className="ui-fullscreen-center">
        <Spinner label="Loading your council…" showLabel size="lg" />
      </div>
    );
  }

  if (!isAuthenticated) {
    return (
      <Routes>
        <Route path="*" element={<LandingPage loginUrl={loginUrl} />} />
      </Routes>
    );
  }

  if (!user?.onboardingCompleted) {
    // SPEC §6: until onboarding is done only onboarding, dashboard and api-keys are
    // reachable; / and /dashboard (and any other path) show the onboarding screen.
    return (
      <Routes>
        <Route path={paths.apiKeys.path} element={<ApiKeysPage />} />
        <Route path="*" element={<OnboardingPage />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route path={paths.onboarding.path} element={<OnboardingPage />} />
      <Route element={<AppFrame />}>
        {remoteRoutes.map(({ path, page }) => (
          // Keyed by page so that moving between two pages of one remote starts a fresh boundary.
          <Route key={path} path={path} element={<RemotePage key={page} id={page} />} />
        ))}
        <Route path={paths.apiKeys.path} element={<ApiKeysPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
