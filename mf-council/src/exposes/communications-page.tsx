import { Page } from '@ai-council/ui';
import { CommunicationsWorkspace } from '../features/communications/components/communications-workspace';

/** /communications (SPEC §2 Communications). */
export default function CommunicationsPage() {
  return (
    <Page
      titleId="communications-page-title"
      title="Communications"
      subtitle="Talk with your board members and follow system messages."
    >
      <CommunicationsWorkspace />
    </Page>
  );
}
