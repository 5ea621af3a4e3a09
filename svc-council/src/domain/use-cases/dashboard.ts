import type { DashboardOverview } from '@ai-council/contracts';
import { boardStatusOf, metricsOf, publicAgent, riskSignalsOf } from '../council-state';
import { departmentsOf } from '../departments';
import type { CouncilContext, Player } from './context';
import { councilView } from './council-view';
import { openScenarioOf } from './mapping';
import { trackRecords } from './track-records';

export async function dashboardOverview(ctx: CouncilContext, who: Player): Promise<DashboardOverview> {
  const view = await councilView(ctx, who);
  const { player } = view;
  const [scenarios, meetings, records] = await Promise.all([
    ctx.scenarios.list(who.userId, player.gameId),
    ctx.meetings.list(who.userId, player.gameId),
    trackRecords(ctx, who.userId),
  ]);
  const riskSignals = riskSignalsOf(player.company, view.active.map(openScenarioOf));
  const inSession = meetings.some((m) => m.status !== 'ended');
  return {
    metrics: metricsOf(
      view.agents,
      riskSignals,
      {
        generated: scenarios.length,
        gradesOfResolved: scenarios
          .filter((s) => s.status === 'resolved' && s.grade)
          .map((s) => s.grade!.score),
      },
      { meetings: meetings.length, attendance: meetings.map((m) => m.attendees.length) },
    ),
    agents: view.agents.map((a) => ({ ...publicAgent(a), trackRecord: records.get(a.id) })),
    boardStatus: boardStatusOf(player.company, view.agents, inSession),
    riskSignals,
    departments: departmentsOf(player.company),
    reflects: { gameId: player.gameId, quarter: player.company.currentQuarter },
  };
}
