// The council as one player sees it right now: their company (from svc-game's
// events, or the opening company until the first one arrives), the board's
// status and risk, and the open scenarios, all derived together.
import type { CompanySnapshot, Provider } from '@ai-council/contracts';
import type { PlayerDoc, ScenarioDoc } from '../../data-access/documents';
import { agentOfDepartment } from '../agents';
import { money, quarterLabel } from '../company';
import { agentsOf, type AgentState } from '../council-state';
import { stableId } from '../random';
import type { CouncilContext, Player } from './context';
import { sendMessage } from './communications-out';
import { openScenarioOf } from './mapping';
import { raiseQuarterContent } from './scenario-creation';

export interface CouncilView {
  player: PlayerDoc;
  active: ScenarioDoc[];
  agents: AgentState[];
  llmProviders: Set<Provider>;
}

/** The player's record; on first contact the opening council already has something to say. */
export async function playerRecord(ctx: CouncilContext, userId: string): Promise<PlayerDoc> {
  const { player } = await ctx.players.ensure(userId, ctx.now());
  // Every request that finds it missing raises it (stable ids make that safe), so
  // concurrent first requests all answer with the full opening council.
  if (!player.openingReady) {
    await openingContent(ctx, player);
    await ctx.players.markOpeningReady(userId);
  }
  return player;
}

export async function openingContent(ctx: CouncilContext, player: PlayerDoc): Promise<void> {
  await welcome(ctx, player.userId, player.gameId, player.company);
  await raiseQuarterContent(ctx, {
    userId: player.userId,
    gameId: player.gameId,
    company: player.company,
    briefing: false,
  });
}

/** The CEO's first words of a game, so the feed is never empty. */
export async function welcome(ctx: CouncilContext, userId: string, gameId: string, company: CompanySnapshot) {
  const ceo = agentOfDepartment('executive');
  await sendMessage(ctx, {
    id: stableId('cm', userId, gameId, 'welcome'),
    userId,
    gameId,
    from: ceo.name,
    to: null,
    message: `Welcome to the board. It is ${quarterLabel(company.currentQuarter)} and we have 20 quarters to build this company, starting from ${money(company.netWorth)} net worth and ${company.employeeCount} people. Every department reports here; ask any of us anything, and call the council when it matters.`,
    type: 'agent_action',
    priority: 'normal',
    voice: 'internal',
    agentId: ceo.id,
    at: ctx.now(),
  });
}

export async function councilView(ctx: CouncilContext, who: Player): Promise<CouncilView> {
  const player = await playerRecord(ctx, who.userId);
  const [active, llmProviders] = await Promise.all([
    ctx.scenarios.active(who.userId, player.gameId),
    who.gameMode === 'llm' ? ctx.apiKeys.providers(who.userId) : Promise.resolve(new Set<Provider>()),
  ]);
  const agents = agentsOf(player.company, active.map(openScenarioOf), llmProviders);
  return { player, active, agents, llmProviders };
}
