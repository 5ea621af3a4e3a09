import '@ai-council/ui/styles.css';
import { getQueryFn } from '@ai-council/contracts';
import { StandaloneApp, createQueryClient } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import { createRoot } from 'react-dom/client';
import DashboardPage from './exposes/dashboard-page';

const container = document.getElementById('root');
if (!container) throw new Error('mf-dashboard: #root is missing from index.html');

createRoot(container).render(
  <StandaloneApp
    name="mf-dashboard"
    queryClient={createQueryClient(getQueryFn({ on401: 'throw' }))}
    pages={[{ path: paths.dashboard.path, label: 'Dashboard', element: <DashboardPage /> }]}
  >
    <GameStarted />
  </StandaloneApp>,
);
