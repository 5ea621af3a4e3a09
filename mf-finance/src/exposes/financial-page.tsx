import { PageHeader } from '@ai-council/ui';
import { FinancialOverview } from '../features/financial/components/financial-overview';

/** /financial (SPEC §2 Financial dashboard). */
export default function FinancialPage() {
  return (
    <main className="ui-page" aria-labelledby="financial-title">
      <PageHeader
        titleId="financial-title"
        title="Financial Dashboard"
        subtitle="Your company's financial position, quarter by quarter."
      />
      <FinancialOverview />
    </main>
  );
}
