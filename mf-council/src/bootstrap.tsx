import '@ai-council/ui/styles.css';
import { getQueryFn } from '@ai-council/contracts';
import { StandaloneApp, createQueryClient } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import { createRoot } from 'react-dom/client';
import AgentsPage from './exposes/agents-page';
import CommunicationsPage from './exposes/communications-page';
import ScenariosPage from './exposes/scenarios-page';

const container = document.getElementById('root');
if (!container) throw new Error('mf-council: #root is missing from index.html');

createRoot(container).render(
  <StandaloneApp
    name="mf-council"
    queryClient={createQueryClient(getQueryFn({ on401: 'throw' }))}
    pages={[
      { path: paths.agents.path, label: 'AI Council', element: <AgentsPage /> },
      { path: paths.communications.path, label: 'Communications', element: <CommunicationsPage /> },
      { path: paths.scenarios.path, label: 'Business Scenarios', element: <ScenariosPage /> },
    ]}
  >
    <GameStarted />
  </StandaloneApp>,
);
