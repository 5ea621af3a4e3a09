import '@ai-council/ui/styles.css';
import { renderStandaloneApp } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import DashboardPage from './exposes/dashboard-page';

renderStandaloneApp({
  name: 'mf-dashboard',
  pages: [{ path: paths.dashboard.path, label: 'Dashboard', element: <DashboardPage /> }],
  children: <GameStarted />,
});
