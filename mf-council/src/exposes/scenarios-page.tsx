import { PageHeader } from '@ai-council/ui';

/** /scenarios (SPEC §2 Business Scenarios). */
export default function ScenariosPage() {
  return (
    <main className="ui-page" aria-labelledby="scenarios-page-title">
      <PageHeader
        titleId="scenarios-page-title"
        title="Business Scenarios"
        subtitle="Situations that need your decision, with analysis from the council."
      />
    </main>
  );
}
