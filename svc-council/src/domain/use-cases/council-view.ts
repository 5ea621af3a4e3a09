// The council as one player sees it right now: their company (from svc-game's
// events), the board's
// status and risk, and the open scenarios, all derived together.
import type { CompanySnapshot, Provider } from '@ai-council/contracts';
import { gameEndedMessage, quarterLabel } from '@ai-council/rules';
import { AppError } from '@ai-council/service-kit';
import type { PlayerDoc, ScenarioDoc } from '../../data-access/documents';
import { agentOfDepartment } from '../board/agents';
import { money } from '../board/company';
import { agentsOf, type AgentState } from '../board/council-state';
import { stableId } from '../stable-id';
import type { CouncilContext, Player } from './context';
import { agentPost } from './communications-out';
import { openScenarioOf } from './mapping';

export interface CouncilView {
  player: PlayerDoc;
  active: ScenarioDoc[];
  agents: AgentState[];
  llmProviders: Set<Provider>;
}

/**
 * The player's record, as svc-game's events made it. Until game.started has
 * arrived the council has no company to speak of: it says so (409,
 * `no-company-yet`) and the web apps keep showing their loading state.
 */
export async function playerRecord(ctx: CouncilContext, userId: string): Promise<PlayerDoc> {
  const player = await ctx.players.find(userId);
  if (!player) throw noCompanyYet();
  return player;
}

export const noCompanyYet = () =>
  new AppError(
    409,
    'Your company is still being set up; the council will have it in a moment.',
    'no-company-yet',
  );

/**
 * The player's record for a change to their game. A game svc-game has ended
 * (the council heard game.ended) takes no more changes: 409 `game-ended`,
 * until Play Again brings a new game (game.started).
 */
export async function playerInPlay(ctx: CouncilContext, userId: string): Promise<PlayerDoc> {
  const player = await playerRecord(ctx, userId);
  if (player.company.status === 'ended') {
    throw new AppError(409, gameEndedMessage(player.company.endReason), 'game-ended');
  }
  return player;
}

/** The CEO's first words of a game, so the feed is never empty. */
export async function welcome(ctx: CouncilContext, userId: string, gameId: string, company: CompanySnapshot) {
  const ceo = agentOfDepartment('executive');
  await agentPost(ctx, ceo, {
    id: stableId('cm', userId, gameId, 'welcome'),
    userId,
    gameId,
    message: `Welcome to the board. It is ${quarterLabel(company.currentQuarter)} and we have 20 quarters to build this company, starting from ${money(company.netWorth)} net worth and ${company.employeeCount} people. Every department reports here; ask any of us anything, and call the council when it matters.`,
    type: 'agent_action',
    priority: 'normal',
    at: ctx.now(),
  });
}

/** `change`: the view is read to change the game, which must still be in play (see playerInPlay). */
export async function councilView(
  ctx: CouncilContext,
  who: Player,
  purpose: 'read' | 'change' = 'read',
): Promise<CouncilView> {
  const player =
    purpose === 'change' ? await playerInPlay(ctx, who.userId) : await playerRecord(ctx, who.userId);
  const [active, llmProviders] = await Promise.all([
    ctx.scenarios.active(who.userId, player.gameId),
    who.gameMode === 'llm' ? ctx.apiKeys.providers(who.userId) : Promise.resolve(new Set<Provider>()),
  ]);
  const agents = agentsOf(player.company, active.map(openScenarioOf), llmProviders);
  return { player, active, agents, llmProviders };
}
