import { PageHeader } from '@ai-council/ui';

/** /achievements (SPEC §2 Achievements). */
export default function AchievementsPage() {
  return (
    <main className="ui-page" aria-labelledby="achievements-page-title">
      <PageHeader
        titleId="achievements-page-title"
        title="Achievements"
        subtitle="Milestones you have unlocked as head of the company."
      />
    </main>
  );
}
