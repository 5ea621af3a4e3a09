import type { DashboardOverview, Provider } from '@ai-council/contracts';
import type { MeetingDoc, PlayerDoc, ScenarioDoc, TrackRecordDoc } from '../../data-access/documents';
import { agentsOf, boardStatusOf, metricsOf, publicAgent, riskSignalsOf } from '../board/council-state';
import { departmentsOf } from '../board/departments';
import type { CouncilContext, Player } from './context';
import { playerRecord } from './council-view';
import { openScenarioOf } from './mapping';
import { trackRecordsOf } from './track-records';

/** What the overview is derived from, read once per poll. */
export interface OverviewSources {
  player: PlayerDoc;
  scenarios: ScenarioDoc[];
  meetings: MeetingDoc[];
  records: TrackRecordDoc;
  llmProviders: Set<Provider>;
}

export async function overviewSources(ctx: CouncilContext, who: Player): Promise<OverviewSources> {
  const player = await playerRecord(ctx, who.userId);
  const [scenarios, meetings, records, llmProviders] = await Promise.all([
    ctx.scenarios.list(who.userId, player.gameId),
    ctx.meetings.list(who.userId, player.gameId),
    ctx.trackRecords.get(who.userId),
    who.gameMode === 'llm' ? ctx.apiKeys.providers(who.userId) : Promise.resolve(new Set<Provider>()),
  ]);
  return { player, scenarios, meetings, records, llmProviders };
}

export function dashboardOverview({
  player,
  scenarios,
  meetings,
  records,
  llmProviders,
}: OverviewSources): DashboardOverview {
  const active = scenarios
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(openScenarioOf);
  const agents = agentsOf(player.company, active, llmProviders);
  const trackRecords = trackRecordsOf(records);
  const riskSignals = riskSignalsOf(player.company, active);
  const inSession = meetings.some((m) => m.status !== 'ended');
  const departments = departmentsOf(player.company);
  return {
    metrics: metricsOf(
      agents,
      riskSignals,
      {
        generated: scenarios.length,
        gradesOfResolved: scenarios
          .filter((s) => s.status === 'resolved' && s.grade)
          .map((s) => s.grade!.score),
      },
      { meetings: meetings.length, attendance: meetings.map((m) => m.attendees.length) },
    ),
    agents: agents.map((a) => ({ ...publicAgent(a), trackRecord: trackRecords.get(a.id) })),
    boardStatus: boardStatusOf(player.company, departments, inSession),
    riskSignals,
    departments,
    reflects: { gameId: player.gameId, quarter: player.company.currentQuarter },
  };
}
