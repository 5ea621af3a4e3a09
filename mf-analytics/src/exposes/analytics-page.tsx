import { PageHeader } from '@ai-council/ui';

/** /analytics (SPEC §2 Analytics). */
export default function AnalyticsPage() {
  return (
    <main className="ui-page" aria-labelledby="analytics-page-title">
      <PageHeader
        titleId="analytics-page-title"
        title="Analytics"
        subtitle="How the game is used: users, sessions, features and events."
      />
    </main>
  );
}
