import type { Scenario } from '@ai-council/contracts';
import { Badge } from '@ai-council/ui';
import { severityVariant } from '../lib/scenario-labels';

export function SeverityBadge({ severity }: { severity: Scenario['severity'] }) {
  return (
    <Badge variant={severityVariant[severity]} className="scn-severity" data-testid="scenario-severity">
      <span className="ui-dot" aria-hidden="true" />
      {severity}
    </Badge>
  );
}
