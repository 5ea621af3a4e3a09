import { PageHeader } from '@ai-council/ui';
import { CommunicationsWorkspace } from '../features/communications/components/communications-workspace';

/** /communications (SPEC §2 Communications). */
export default function CommunicationsPage() {
  return (
    <main className="ui-page" aria-labelledby="communications-page-title">
      <PageHeader
        titleId="communications-page-title"
        title="Communications"
        subtitle="Talk with your board members and follow system messages."
      />
      <CommunicationsWorkspace />
    </main>
  );
}
