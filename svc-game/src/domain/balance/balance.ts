// Plays seeded games headless through the real engine and summarises how each
// strategy fares. Pure: the command in run-balance.ts does the file writing.

import { createCompany, type CompanyState, type EndReason } from '../engine/company';
import { applyDecision, applyScenarioResolution } from '../engine/effects';
import { advanceQuarter, type QuarterResult } from '../engine/quarter';
import { leverProblems } from '../engine/quarterly-levers';
import { hashSeed, SeededRandom } from '@ai-council/rules';
import type { FinancialEvent } from '../engine/money';
import { applySimulationCost, settleSimulation } from '../engine/simulations';
import { generateScenarios, proposeDecisions, resolutionFor, type RaisedScenario } from './council';
import { STRATEGIES, STRATEGY_NAMES, type StrategyName } from './strategies';

export interface GameSummary {
  seed: number;
  strategy: StrategyName;
  endReason: EndReason;
  quartersPlayed: number;
  finalScore: number;
  netWorth: number;
  marketShare: number;
  /** The grades of the decisions the player made this game. */
  grades: number[];
}

/** A game being played headless: the company, the scenarios still open, what was decided and graded. */
interface Table {
  state: CompanyState;
  open: RaisedScenario[];
  previousDecisions: string[];
  grades: number[];
}

/** The player's and the council's generators, and who watches the game. */
interface Players {
  strategy: (typeof STRATEGIES)[StrategyName];
  playerRng: SeededRandom;
  councilRng: SeededRandom;
  /** How often each kind came up in this game: the recurrence rules read it. */
  raisedKinds: Record<string, number>;
  onFinancialEvents?: (events: readonly FinancialEvent[]) => void;
  onScenariosRaised?: (raised: readonly RaisedScenario[], quarter: number) => void;
}

export function playGame(
  seed: number,
  strategyName: StrategyName,
  observe?: (result: QuarterResult, open: readonly RaisedScenario[]) => void,
  /** Every financial event of the game, as each action or quarter books it. */
  onFinancialEvents?: (events: readonly FinancialEvent[]) => void,
  /** The scenarios the council raises, as it raises them, with the quarter they come up in. */
  onScenariosRaised?: (raised: readonly RaisedScenario[], quarter: number) => void,
): GameSummary {
  const strategy = STRATEGIES[strategyName];
  // Separate streams: the player's and the council's choices never shift the
  // company's own generator, so every strategy meets the same market.
  const players: Players = {
    strategy,
    playerRng: new SeededRandom(hashSeed(`player:${strategy.playsAs ?? strategyName}:${seed}`)),
    councilRng: new SeededRandom(hashSeed(`council:${seed}`)),
    raisedKinds: {},
    onFinancialEvents,
    onScenariosRaised,
  };
  const table: Table = { state: createCompany(seed), open: [], previousDecisions: [], grades: [] };
  table.open = raise(table, players, [], 0);

  while (table.state.status === 'active') {
    const quarter = table.state.currentQuarter;
    answerOpenScenarios(table, players);
    implementProposals(table, players, quarter);
    runSimulations(table, players);
    const result = playQuarter(table, players);
    observe?.(result, table.open);
    table.open = table.open.map((scenario) => {
      const escalated = result.escalations.find((item) => item.scenarioId === scenario.id);
      return escalated ? { ...scenario, severity: escalated.severity } : scenario;
    });
    table.open = [...table.open, ...raise(table, players, table.open, quarter)];
  }

  const { state } = table;
  return {
    seed,
    strategy: strategyName,
    endReason: state.endReason ?? 'time_limit',
    quartersPlayed: state.quartersPlayed,
    finalScore: state.finalScore ?? 0,
    netWorth: state.netWorth,
    marketShare: state.marketShare,
    grades: table.grades,
  };
}

/** The council raises the scenarios the company's state calls for. */
function raise(table: Table, players: Players, open: readonly RaisedScenario[], sequence: number) {
  const raised = generateScenarios(table.state, open, players.councilRng, sequence, players.raisedKinds);
  for (const scenario of raised)
    players.raisedKinds[scenario.template.kind] = (players.raisedKinds[scenario.template.kind] ?? 0) + 1;
  if (raised.length > 0) players.onScenariosRaised?.(raised, table.state.currentQuarter);
  return raised;
}

/** The player answers the scenarios they choose to; each answer is graded and applied. */
function answerOpenScenarios(table: Table, players: Players): void {
  const stillOpen: RaisedScenario[] = [];
  for (const scenario of table.open) {
    const decision = players.strategy.answer(scenario, players.playerRng, {
      state: table.state,
      previousDecisions: table.previousDecisions,
    });
    if (decision === null) {
      stillOpen.push(scenario);
      continue;
    }
    const resolution = resolutionFor(table.state, scenario, decision, table.previousDecisions);
    table.grades.push(resolution.grade);
    const resolved = applyScenarioResolution(table.state, resolution);
    table.state = resolved.state;
    players.onFinancialEvents?.(resolved.events);
    table.previousDecisions.push(decision);
  }
  table.open = stillOpen;
}

/** The council proposes; the player implements what they choose and can pay for. */
function implementProposals(table: Table, players: Players, quarter: number): void {
  for (const proposal of proposeDecisions(table.state, players.councilRng, quarter)) {
    if (
      players.strategy.implements(table.state, proposal, players.playerRng) &&
      table.state.cash >= -proposal.financialImpact
    ) {
      const implemented = applyDecision(table.state, proposal);
      table.state = implemented.state;
      players.onFinancialEvents?.(implemented.events);
    }
  }
}

function runSimulations(table: Table, players: Players): void {
  for (const option of players.strategy.simulations(table.state, players.playerRng)) {
    if (table.state.cash < option.costCents) continue;
    // As in a served game: the outcome is drawn on the game's generator when the simulation opens.
    const opened = applySimulationCost(table.state, option);
    const settled = settleSimulation(opened.state, opened.simulation.id);
    table.state = settled.state;
    players.onFinancialEvents?.([...opened.events, ...settled.events]);
  }
}

/** The quarterly levers go through the checks and the engine path of PUT /api/game/levers and the advance. */
function playQuarter(table: Table, players: Players): QuarterResult {
  const levers = players.strategy.levers?.(table.state) ?? null;
  const result = advanceQuarter(table.state, {
    openScenarios: table.open,
    levers: levers && leverProblems(table.state, levers).length === 0 ? levers : null,
  });
  table.state = result.state;
  players.onFinancialEvents?.(result.events);
  return result;
}

export interface ScoreSpread {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

export interface StrategyStats {
  strategy: StrategyName;
  games: number;
  /** Shares of games, 0-1. */
  victory: number;
  bankruptcy: number;
  time_limit: number;
  score: ScoreSpread;
  meanQuarters: number;
  meanScore: number;
  /** Median final net worth, cents. */
  medianNetWorth: number;
  /** Mean grade of every decision made (null when it made none). */
  meanGrade: number | null;
  /** The median quarter its victories came in (null when it won none). */
  medianVictoryQuarter: number | null;
  /** Quarters played in each game, in seed order (to compare strategies seed by seed). */
  quartersBySeed: number[];
}

export interface BalanceReport {
  games: number;
  seedBase: number;
  strategies: Record<StrategyName, StrategyStats>;
}

export interface BalanceOptions {
  games?: number;
  seedBase?: number;
  strategies?: readonly StrategyName[];
}

/** Every strategy plays the same seeds, seedBase .. seedBase + games - 1. */
export function runBalance(options: BalanceOptions = {}): BalanceReport {
  const games = options.games ?? 1000;
  const seedBase = options.seedBase ?? 1;
  const names = options.strategies ?? STRATEGY_NAMES;
  const strategies = {} as Record<StrategyName, StrategyStats>;
  for (const name of names) {
    const summaries: GameSummary[] = [];
    for (let i = 0; i < games; i++) summaries.push(playGame(seedBase + i, name));
    strategies[name] = summarise(name, summaries);
  }
  return { games, seedBase, strategies };
}

function summarise(strategy: StrategyName, games: GameSummary[]): StrategyStats {
  const count = games.length;
  const share = (reason: EndReason) => games.filter((game) => game.endReason === reason).length / count;
  const scores = games.map((game) => game.finalScore).sort((a, b) => a - b);
  const netWorths = games.map((game) => game.netWorth).sort((a, b) => a - b);
  const allGrades = games.flatMap((game) => game.grades);
  const victoryQuarters = games
    .filter((game) => game.endReason === 'victory')
    .map((game) => game.quartersPlayed)
    .sort((a, b) => a - b);
  return {
    strategy,
    games: count,
    victory: share('victory'),
    bankruptcy: share('bankruptcy'),
    time_limit: share('time_limit'),
    score: {
      min: scores[0] ?? 0,
      q1: quantile(scores, 0.25),
      median: quantile(scores, 0.5),
      q3: quantile(scores, 0.75),
      max: scores[scores.length - 1] ?? 0,
    },
    meanQuarters: games.reduce((sum, game) => sum + game.quartersPlayed, 0) / count,
    meanScore: games.reduce((sum, game) => sum + game.finalScore, 0) / count,
    medianNetWorth: quantile(netWorths, 0.5),
    meanGrade: allGrades.length ? allGrades.reduce((sum, g) => sum + g, 0) / allGrades.length : null,
    medianVictoryQuarter: victoryQuarters.length ? quantile(victoryQuarters, 0.5) : null,
    quartersBySeed: [...games].sort((a, b) => a.seed - b.seed).map((game) => game.quartersPlayed),
  };
}

/** Linear interpolation between closest ranks, rounded to an integer. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return Math.round(a + (b - a) * (position - low));
}
