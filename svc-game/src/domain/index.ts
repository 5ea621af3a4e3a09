// Public API of the game engine: pure functions over a plain company document
// and the seeded generator stored inside it.

export {
  createCompany,
  restartGame,
  type ActiveLever,
  type CompanyState,
  type CreateCompanyOptions,
  type EndReason,
  type GameStatus,
  type GameCounters,
  type MarketShockKind,
  type MarketState,
  type OngoingEffect,
  type OpenSimulation,
  type QuarterRecord,
  type ScenarioPenalty,
  type ScenarioSeverity,
} from './engine/company';
export { advanceQuarter, type AdvanceQuarterInput, type QuarterResult } from './engine/quarter';
export { type OpenScenario, type ScenarioEscalation } from './engine/escalation';
export {
  applyDecision,
  applyScenarioResolution,
  type ActionResult,
  type DecisionInput,
  type ScenarioResolutionInput,
  type ScenarioResolutionResult,
} from './engine/effects';
export {
  SIMULATION_SCENARIOS,
  findSimulationOption,
  findSimulationScenario,
  type SimulationOption,
  type SimulationOptionMatch,
  type SimulationScenario,
} from './engine/simulation-catalogue';
export { optionReturn, runsOpened, simulationOptionReturns } from './engine/simulation-returns';
export {
  applySimulationCost,
  completeSimulation,
  drawSimulationResult,
  findOpenSimulation,
  settleSimulation,
  type SimulationCompletion,
  type SimulationCostResult,
} from './engine/simulations';
export {
  objectives,
  primaryObjectivesComplete,
  type Objective,
  type ObjectiveId,
  type ObjectiveUnit,
} from './engine/objectives';
export { breakdownPartOf, quarterBreakdowns } from './engine/breakdown';
export {
  appeal,
  competitorPriceOf,
  LIST_PRICE_LEVEL,
  priceElasticity,
  priceLevelFor,
  priceLevelOf,
  priceSwitching,
  revenueAt,
  unitsAt,
  unitsDemanded,
  type DemandInput,
} from './engine/demand';
export {
  costLines,
  projectProposals,
  type CostLine,
  type CostLineId,
  type Projection,
  type ProjectionProposal,
} from './engine/projection';
export { checkEndConditions } from './engine/end-conditions';
export { finalScore } from './engine/score';
export { type Account, type FinancialEvent, type FinancialEventType } from './engine/money';
export {
  GameDomainError,
  GameEndedError,
  InsufficientCashError,
  InvalidSimulationResultError,
  UnknownSimulationOptionError,
  SimulationNotOpenError,
  DecisionAlreadyImplementedError,
  InvalidEngineInputError,
  type GameDomainErrorCode,
} from './engine/errors';
export type { DecisionLog, DecisionLogEntry, ProposedDecision } from './replay/decision-log';
export { replayGame, ReplayRefusedError } from './replay/replay';
export {
  outcomeOf,
  playCounterfactual,
  type CounterfactualPolicy,
  type GameOutcome,
} from './replay/counterfactual';
