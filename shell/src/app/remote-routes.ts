import type { RemotePageId } from '../lib/remote-pages.generated';

/**
 * Routes served by remotes once onboarding is complete (SPEC §2 route table).
 * Plain data, no React: `npm run promote` reads it to refuse a release that no
 * longer exposes a page routed here.
 */
export const remoteRoutes: ReadonlyArray<{ path: string; page: RemotePageId }> = [
  { path: '/', page: 'mf_dashboard/DashboardPage' },
  { path: '/dashboard', page: 'mf_dashboard/DashboardPage' },
  { path: '/financial', page: 'mf_finance/FinancialPage' },
  { path: '/communications', page: 'mf_council/CommunicationsPage' },
  { path: '/scenarios', page: 'mf_council/ScenariosPage' },
  { path: '/game-over', page: 'mf_finance/GameOverPage' },
  { path: '/leaderboard', page: 'mf_finance/LeaderboardPage' },
  { path: '/analytics', page: 'mf_analytics/AnalyticsPage' },
  { path: '/achievements', page: 'mf_analytics/AchievementsPage' },
  { path: '/agents', page: 'mf_council/AgentsPage' },
];
