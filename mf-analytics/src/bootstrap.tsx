import '@ai-council/ui/styles.css';
import { getQueryFn } from '@ai-council/contracts';
import { StandaloneApp, createQueryClient } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import { createRoot } from 'react-dom/client';
import AchievementsPage from './exposes/achievements-page';
import AnalyticsPage from './exposes/analytics-page';

const container = document.getElementById('root');
if (!container) throw new Error('mf-analytics: #root is missing from index.html');

createRoot(container).render(
  <StandaloneApp
    name="mf-analytics"
    queryClient={createQueryClient(getQueryFn({ on401: 'throw' }))}
    pages={[
      { path: paths.analytics.path, label: 'Analytics', element: <AnalyticsPage /> },
      { path: paths.achievements.path, label: 'Achievements', element: <AchievementsPage /> },
    ]}
  >
    <GameStarted />
  </StandaloneApp>,
);
