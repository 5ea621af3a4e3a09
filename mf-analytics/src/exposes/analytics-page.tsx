// The page's styles, in the order they cascade.
import '../features/analytics/components/analytics.css';
import '../features/analytics/components/daily-active-users.css';
import '../features/analytics/components/recent-events.css';
import { AnalyticsDashboard } from '../features/analytics/components/analytics-dashboard';

/** /analytics (SPEC §2 Analytics). */
export default function AnalyticsPage() {
  return (
    <main className="ui-page" aria-labelledby="analytics-page-title">
      <AnalyticsDashboard />
    </main>
  );
}
