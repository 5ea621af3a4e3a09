// Builds the bus events svc-game publishes. Consumers read the company
// through `payload.company` (contracts' companySnapshotSchema).
import {
  createEvent,
  type CompanySnapshot,
  type DomainEvent,
  type EventPayloadInput,
  type EventType,
} from '@ai-council/contracts';
import type { CompanyState } from '../engine/company';

export function companySnapshot(state: CompanyState): CompanySnapshot {
  return {
    currentQuarter: state.currentQuarter,
    status: state.status,
    endReason: state.endReason,
    cash: state.cash,
    netWorth: state.netWorth,
    revenue: state.revenue,
    costs: state.costs,
    cashFlow: state.cashFlow,
    quarterlyGrowth: state.quarterlyGrowth,
    marketShare: state.marketShare,
    employeeCount: state.employeeCount,
    drivers: { ...state.drivers },
    seed: state.seed,
  };
}

export function gameEvent<T extends EventType>(
  type: T,
  game: { userId: string; gameId: string },
  payload: EventPayloadInput<T>,
  now: Date,
): DomainEvent<T> {
  return createEvent(type, payload, { userId: game.userId, gameId: game.gameId, at: now });
}
