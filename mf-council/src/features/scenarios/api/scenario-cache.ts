import type { QueryClient } from '@tanstack/react-query';
import {
  agentConversationKeyPrefix,
  communicationsQueryKey,
  dashboardOverviewQueryKey,
  scenariosQueryKey,
} from '@ai-council/queries';

/**
 * After a scenario is raised: the scenario list (and with it the
 * sidebar badge), the feed and chats its alert or grade was posted to, and the dashboard.
 */
export const invalidateAfterScenarioChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: scenariosQueryKey }),
    queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: [agentConversationKeyPrefix] }),
    queryClient.invalidateQueries({ queryKey: dashboardOverviewQueryKey }),
  ]);
