import '@ai-council/ui/styles.css';
import { renderStandaloneApp } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import AgentsPage from './exposes/agents-page';
import CommunicationsPage from './exposes/communications-page';
import ScenariosPage from './exposes/scenarios-page';

renderStandaloneApp({
  name: 'mf-council',
  pages: [
    { path: paths.agents.path, label: 'AI Council', element: <AgentsPage /> },
    { path: paths.communications.path, label: 'Communications', element: <CommunicationsPage /> },
    { path: paths.scenarios.path, label: 'Business Scenarios', element: <ScenariosPage /> },
  ],
  children: <GameStarted />,
});
