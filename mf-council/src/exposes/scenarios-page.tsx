import { Page } from '@ai-council/ui';
import { ScenarioActions } from '../features/scenarios/components/scenario-actions';
import { ScenariosWorkspace } from '../features/scenarios/components/scenarios-workspace';

/** /scenarios (SPEC §2 Business Scenarios). */
export default function ScenariosPage() {
  return (
    <Page
      titleId="scenarios-page-title"
      title="Business Scenarios"
      subtitle="Situations that need your decision, with analysis from the council."
      actions={<ScenarioActions />}
    >
      <ScenariosWorkspace />
    </Page>
  );
}
