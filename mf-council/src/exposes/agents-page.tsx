import { Page } from '@ai-council/ui';
import { AgentCouncil } from './agent-council';

/** /agents (SPEC §2 AI Agent Council). */
export default function AgentsPage() {
  return (
    <Page
      titleId="agents-page-title"
      title="AI Agent Council"
      subtitle="Your executive board: personalities, recommendations and live deliberation."
    >
      <AgentCouncil />
    </Page>
  );
}
