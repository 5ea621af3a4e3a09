// Domain errors carry a stable code so the HTTP layer can map them to a status
// (GameEndedError → 409, InsufficientCashError → 409/422, input errors → 400)
// without parsing messages.
import { gameEndedMessage } from '@ai-council/rules';

export type GameDomainErrorCode =
  | 'GAME_ENDED'
  | 'INSUFFICIENT_CASH'
  | 'INVALID_SIMULATION_RESULT'
  | 'UNKNOWN_SIMULATION_OPTION'
  | 'SIMULATION_NOT_OPEN'
  | 'DECISION_ALREADY_IMPLEMENTED'
  | 'INVALID_ENGINE_INPUT';

export class GameDomainError extends Error {
  constructor(
    readonly code: GameDomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class GameEndedError extends GameDomainError {
  constructor(endReason: string | null) {
    super('GAME_ENDED', gameEndedMessage(endReason));
  }
}

export class InsufficientCashError extends GameDomainError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super('INSUFFICIENT_CASH', `Not enough cash: ${required} cents required, ${available} cents available.`);
  }
}

export class InvalidSimulationResultError extends GameDomainError {
  constructor(message: string) {
    super('INVALID_SIMULATION_RESULT', message);
  }
}

export class UnknownSimulationOptionError extends GameDomainError {
  constructor(message: string) {
    super('UNKNOWN_SIMULATION_OPTION', message);
  }
}

export class SimulationNotOpenError extends GameDomainError {
  constructor(optionId: string) {
    super('SIMULATION_NOT_OPEN', `No open simulation for option ${optionId}; apply its cost first.`);
  }
}

export class DecisionAlreadyImplementedError extends GameDomainError {
  constructor(decisionId: string) {
    super('DECISION_ALREADY_IMPLEMENTED', `Decision ${decisionId} is already implemented.`);
  }
}

export class InvalidEngineInputError extends GameDomainError {
  constructor(message: string) {
    super('INVALID_ENGINE_INPUT', message);
  }
}
