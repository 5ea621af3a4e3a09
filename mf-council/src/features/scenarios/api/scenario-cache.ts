import type { QueryClient } from '@tanstack/react-query';
import { agentConversationsKeyPrefix, communicationsQueryKey } from './get-communications';
import { scenariosQueryKey } from './get-scenarios';

/** The dashboard's overview counts scenarios too; it refetches when next shown. */
const dashboardOverviewQueryKey = ['/api/dashboard/overview'] as const;

/**
 * After a scenario is raised or resolved: the scenario list (and with it the
 * sidebar badge), the feed and chats its alert or grade was posted to, and the dashboard.
 */
export const invalidateAfterScenarioChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: scenariosQueryKey }),
    queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: agentConversationsKeyPrefix }),
    queryClient.invalidateQueries({ queryKey: dashboardOverviewQueryKey }),
  ]);
