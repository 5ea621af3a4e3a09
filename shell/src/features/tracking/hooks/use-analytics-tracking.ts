import { endAnalyticsSession, startAnalyticsSession, trackPageView } from '@ai-council/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §4 analytics session and §2 page views, for a signed-in player (the
 * analytics calls are the player's own, so nothing is sent before sign-in).
 * The session starts once per browser session and ends on page unload or when
 * tracking stops; every route change is a page view.
 */
export function useAnalyticsTracking(auth: { isLoading: boolean; isAuthenticated: boolean }) {
  const { pathname } = useLocation();
  // While auth status reloads (after onboarding clears the cache) the last answer stands,
  // so the session is not ended and restarted under the player.
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!auth.isLoading) setEnabled(auth.isAuthenticated);
  }, [auth.isLoading, auth.isAuthenticated]);

  useEffect(() => {
    if (!enabled) return;
    void startAnalyticsSession();
    window.addEventListener('pagehide', endAnalyticsSession);
    return () => {
      window.removeEventListener('pagehide', endAnalyticsSession);
      endAnalyticsSession();
    };
  }, [enabled]);

  useEffect(() => {
    if (enabled) void trackPageView(pathname);
  }, [enabled, pathname]);
}
