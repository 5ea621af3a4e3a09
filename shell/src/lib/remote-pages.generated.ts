// Generated from the remotes' module-federation.config.ts by `npm run remote-types -w shell`; do not edit.
// shell/test/remote-pages.generated.test.ts fails while it is stale.
import type { ComponentProps } from 'react';
import type mf_analytics_AchievementsPage from '../../../mf-analytics/src/exposes/achievements-page';
import type mf_analytics_AnalyticsPage from '../../../mf-analytics/src/exposes/analytics-page';
import type mf_council_AgentsPage from '../../../mf-council/src/exposes/agents-page';
import type mf_council_CommunicationsPage from '../../../mf-council/src/exposes/communications-page';
import type mf_council_ScenariosPage from '../../../mf-council/src/exposes/scenarios-page';
import type mf_dashboard_DashboardPage from '../../../mf-dashboard/src/exposes/dashboard-page';
import type mf_finance_FinancialPage from '../../../mf-finance/src/exposes/financial-page';
import type mf_finance_GameOverPage from '../../../mf-finance/src/exposes/game-over-page';
import type mf_finance_LeaderboardPage from '../../../mf-finance/src/exposes/leaderboard-page';

/** Every page a remote exposes, as `{federation name}/{exposed module}`, with the props it takes. */
export interface RemotePages {
  'mf_analytics/AchievementsPage': ComponentProps<typeof mf_analytics_AchievementsPage>;
  'mf_analytics/AnalyticsPage': ComponentProps<typeof mf_analytics_AnalyticsPage>;
  'mf_council/AgentsPage': ComponentProps<typeof mf_council_AgentsPage>;
  'mf_council/CommunicationsPage': ComponentProps<typeof mf_council_CommunicationsPage>;
  'mf_council/ScenariosPage': ComponentProps<typeof mf_council_ScenariosPage>;
  'mf_dashboard/DashboardPage': ComponentProps<typeof mf_dashboard_DashboardPage>;
  'mf_finance/FinancialPage': ComponentProps<typeof mf_finance_FinancialPage>;
  'mf_finance/GameOverPage': ComponentProps<typeof mf_finance_GameOverPage>;
  'mf_finance/LeaderboardPage': ComponentProps<typeof mf_finance_LeaderboardPage>;
}

export type RemotePageId = keyof RemotePages;

export const remotePageIds: readonly RemotePageId[] = [
  'mf_analytics/AchievementsPage',
  'mf_analytics/AnalyticsPage',
  'mf_council/AgentsPage',
  'mf_council/CommunicationsPage',
  'mf_council/ScenariosPage',
  'mf_dashboard/DashboardPage',
  'mf_finance/FinancialPage',
  'mf_finance/GameOverPage',
  'mf_finance/LeaderboardPage',
];
