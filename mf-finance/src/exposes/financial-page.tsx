// The page's styles, in the order they cascade.
import '../features/financial/components/financial-layout.css';
import '../features/financial/components/stat-card.css';
import '../features/financial/components/financial-history-chart.css';
import '../features/financial/components/quarter-breakdown.css';
import '../features/financial/components/health-panel.css';
import '../features/financial/components/financial-lists.css';
import '../features/financial/components/quarterly-levers.css';
import { Page } from '@ai-council/ui';
import { FinancialHistoryChart } from '../features/financial/components/financial-history-chart';
import { FinancialOverview } from '../features/financial/components/financial-overview';
import { HealthPanel } from '../features/financial/components/health-panel';
import { QuarterBreakdown } from '../features/financial/components/quarter-breakdown';
import { QuarterlyLevers } from '../features/financial/components/quarterly-levers';
import { PendingDecisions } from '../features/financial/components/pending-decisions';
import { RecentEvents } from '../features/financial/components/recent-events';
import { useFinancialUpdate } from '../features/financial/hooks/use-financial-update';

/** /financial (SPEC §2 Financial dashboard). */
export default function FinancialPage() {
  useFinancialUpdate();
  return (
    <Page
      titleId="financial-title"
      title="Financial Dashboard"
      subtitle="Your company's financial position, quarter by quarter."
    >
      <FinancialOverview />
      <div className="fin-layout">
        <FinancialHistoryChart />
        <HealthPanel />
      </div>
      <QuarterlyLevers />
      <QuarterBreakdown />
      <div className="fin-layout fin-layout--halves">
        <PendingDecisions />
        <RecentEvents />
      </div>
    </Page>
  );
}
