import '@ai-council/ui/styles.css';
import { renderStandaloneApp } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import AchievementsPage from './exposes/achievements-page';
import AnalyticsPage from './exposes/analytics-page';

renderStandaloneApp({
  name: 'mf-analytics',
  pages: [
    { path: paths.analytics.path, label: 'Analytics', element: <AnalyticsPage /> },
    { path: paths.achievements.path, label: 'Achievements', element: <AchievementsPage /> },
  ],
  children: <GameStarted />,
});
