import { PageHeader } from '@ai-council/ui';
import { ScenarioActions } from '../features/scenarios/components/scenario-actions';
import { ScenariosWorkspace } from '../features/scenarios/components/scenarios-workspace';

/** /scenarios (SPEC §2 Business Scenarios). */
export default function ScenariosPage() {
  return (
    <main className="ui-page" aria-labelledby="scenarios-page-title">
      <PageHeader
        titleId="scenarios-page-title"
        title="Business Scenarios"
        subtitle="Situations that need your decision, with analysis from the council."
        actions={<ScenarioActions />}
      />
      <ScenariosWorkspace />
    </main>
  );
}
