// The named refreshes: after a change, exactly the views it touches are
// refetched. A change whose effect lands in another service a moment later
// (the money of a graded scenario, the council's read of a new quarter) is
// shown once it has landed: the view says what it reflects, and the client
// asks again until it matches, for a bounded time.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiKeysQueryKey } from './account/api-keys';
import { authStatusQueryKey } from './account/auth-status';
import { achievementsQueryKey } from './analytics/achievements';
import { activeCouncilQueryKey } from './council/active-council';
import { agentConversationKeyPrefix } from './council/agent-conversation';
import { agentsQueryKey } from './council/agents';
import { communicationsQueryKey } from './council/communications';
import { councilMeetingsQueryKey } from './council/council-meetings';
import { dashboardOverviewQueryOptions, dashboardOverviewQueryKey } from './council/dashboard-overview';
import { scenariosQueryKey } from './council/scenarios';
import { decisionsQueryKey } from './finance/decisions';
import { financialBreakdownQueryKey } from './finance/financial-breakdown';
import { financialEventsQueryKey } from './finance/financial-events';
import { financialLatestQueryKey } from './finance/financial-latest';
import { quarterlyLeversQueryKey } from './finance/quarterly-levers';
import { gameHistoryQueryKey } from './game/game-history';
import { objectivesQueryKey } from './game/game-objectives';
import { gameStateQueryKey, gameStateQueryOptions } from './game/game-state';
import { simulationOptionsQueryKey } from './game/simulation-options';

/** DESIGN "Frontend contract": remotes tell the page that the company's money changed. */
export const FINANCIAL_UPDATE_EVENT = 'financialUpdate';

/** The one payload of financialUpdate; money is in cents, as everywhere on the wire. */
export type FinancialUpdateDetail =
  | { type: 'cost_applied'; amount: number; description: string }
  | { type: 'simulation_complete'; impact: number; outcome: string }
  | { type: 'decision_implemented'; amount: number; description: string }
  | { type: 'scenario_resolved'; amount: number; description: string };

export function announceFinancialUpdate(detail: FinancialUpdateDetail): void {
  window.dispatchEvent(new CustomEvent<FinancialUpdateDetail>(FINANCIAL_UPDATE_EVENT, { detail }));
}

const LANDING_TRIES = 24;
const LANDING_EVERY_MS = 250;

/** Asks again until `landed` says yes, for about six seconds at the most. */
async function untilLanded(landed: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < LANDING_TRIES; attempt += 1) {
    try {
      if (await landed()) return true;
    } catch {
      // A failed read is not a verdict; the next try decides.
    }
    await new Promise((resolve) => setTimeout(resolve, LANDING_EVERY_MS));
  }
  return false;
}

const invalidate = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

const moneyViews = [
  gameStateQueryKey,
  financialLatestQueryKey,
  financialEventsQueryKey,
  financialBreakdownQueryKey,
  gameHistoryQueryKey,
  objectivesQueryKey,
  decisionsQueryKey,
  achievementsQueryKey,
  // What is set and running: a decision's levers start, a quarter played clears the settings.
  quarterlyLeversQueryKey,
  // A simulation paid for or completed changes what the next run of its scenario returns.
  simulationOptionsQueryKey,
];
const councilViews = [
  dashboardOverviewQueryKey,
  scenariosQueryKey,
  agentsQueryKey,
  communicationsQueryKey,
  [agentConversationKeyPrefix],
];

export const refreshAfter = {
  /** Cash or net worth moved in svc-game (a cost, a simulation, a decision implemented). */
  moneyMoved(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, moneyViews);
  },

  /**
   * A quarter was played: the game's views at once; the council's once its
   * read of the new quarter has landed (svc-council follows svc-game's event).
   */
  async quarterAdvanced(queryClient: QueryClient, currentQuarter: number): Promise<void> {
    await invalidate(queryClient, moneyViews);
    await untilLanded(async () => {
      const overview = await queryClient.fetchQuery({ ...dashboardOverviewQueryOptions(), staleTime: 0 });
      return overview.reflects.quarter >= currentQuarter;
    });
    await invalidate(queryClient, councilViews);
  },

  /**
   * A scenario was decided: the council's views at once; the money once
   * svc-game has applied the graded effect (the scenario has left its open list).
   */
  async scenarioResolved(queryClient: QueryClient, scenarioId: string): Promise<void> {
    await invalidate(queryClient, councilViews);
    await untilLanded(async () => {
      const state = await queryClient.fetchQuery({ ...gameStateQueryOptions(), staleTime: 0 });
      return !state.openScenarioIds.includes(scenarioId);
    });
    await invalidate(queryClient, moneyViews);
  },

  /** A council meeting was convened (the meeting itself is set from the answer): its record, the dashboard and the feed. */
  meetingConvened(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [
      councilMeetingsQueryKey,
      dashboardOverviewQueryKey,
      communicationsQueryKey,
    ]);
  },

  /** The player spoke in a meeting (the meeting itself is set from the answer): its record. */
  meetingSpokenIn(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [councilMeetingsQueryKey]);
  },

  /** The meeting in session may have changed elsewhere (ended in another tab: 409): ask again. */
  meetingInDoubt(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [activeCouncilQueryKey]);
  },

  /**
   * A scenario was raised (by the player, the agents or a meeting): the
   * scenario list (and with it the sidebar badge), the feed and chats its
   * alert was posted to, and the dashboard.
   */
  scenarioRaised(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [
      scenariosQueryKey,
      communicationsQueryKey,
      [agentConversationKeyPrefix],
      dashboardOverviewQueryKey,
    ]);
  },

  /** An agent answered the player (a message, an analysis): the feed and the chats. */
  agentAnswered(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [communicationsQueryKey, [agentConversationKeyPrefix]]);
  },

  /** An agent reviewed its department and proposed something: the feed, the board and pending decisions. */
  agentActed(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [communicationsQueryKey, agentsQueryKey, decisionsQueryKey]);
  },

  /** A decision was proposed, or implementing one failed: the decisions as they now stand. */
  decisionsChanged(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [decisionsQueryKey]);
  },

  /** A new game (Play Again, today's challenge) changes every figure on every screen: nothing cached survives. */
  gameReplaced(queryClient: QueryClient): Promise<unknown> {
    return queryClient.invalidateQueries();
  },

  /** An achievement was shared or stopped being shared: the list, with its share ids. */
  achievementSharing(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [achievementsQueryKey]);
  },

  /** The player's API keys changed (added, removed, capped). */
  apiKeysChanged(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [apiKeysQueryKey]);
  },

  /** The player's account changed (game mode, onboarding): who is signed in, asked again (SPEC §7). */
  accountChanged(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [authStatusQueryKey]);
  },

  /** A council meeting ended: its record, the feed and the decisions it proposed. */
  meetingEnded(queryClient: QueryClient): Promise<unknown> {
    return invalidate(queryClient, [
      activeCouncilQueryKey,
      councilMeetingsQueryKey,
      dashboardOverviewQueryKey,
      communicationsQueryKey,
      decisionsQueryKey,
    ]);
  },
};
