import type { RemotePageId } from '../lib/remote-pages.generated';
import { paths } from '@ai-council/queries';

/**
 * Routes served by remotes once onboarding is complete (SPEC §2 route table).
 * Plain data, no React: `npm run promote` reads it to refuse a release that no
 * longer exposes a page routed here.
 */
export const remoteRoutes: ReadonlyArray<{ path: string; page: RemotePageId }> = [
  { path: paths.home.path, page: 'mf_dashboard/DashboardPage' },
  { path: paths.dashboard.path, page: 'mf_dashboard/DashboardPage' },
  { path: paths.financial.path, page: 'mf_finance/FinancialPage' },
  { path: paths.communications.path, page: 'mf_council/CommunicationsPage' },
  { path: paths.scenarios.path, page: 'mf_council/ScenariosPage' },
  { path: paths.gameOver.path, page: 'mf_finance/GameOverPage' },
  { path: paths.leaderboard.path, page: 'mf_finance/LeaderboardPage' },
  { path: paths.analytics.path, page: 'mf_analytics/AnalyticsPage' },
  { path: paths.achievements.path, page: 'mf_analytics/AchievementsPage' },
  { path: paths.agents.path, page: 'mf_council/AgentsPage' },
];
