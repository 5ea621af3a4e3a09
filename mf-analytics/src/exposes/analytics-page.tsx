import '../features/analytics/components/analytics.css';
import { AnalyticsDashboard } from '../features/analytics/components/analytics-dashboard';

/** /analytics (SPEC §2 Analytics). */
export default function AnalyticsPage() {
  return (
    <main className="ui-page" aria-labelledby="analytics-page-title">
      <AnalyticsDashboard />
    </main>
  );
}
