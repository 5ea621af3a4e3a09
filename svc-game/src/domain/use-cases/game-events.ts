// Builds the bus events svc-game publishes. Consumers read the company
// through `payload.company` (contracts' companySnapshotSchema).
import { randomUUID } from 'node:crypto';
import type { CompanySnapshot, DomainEvent, EventType } from '@ai-council/contracts';
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

export function gameEvent(
  type: EventType,
  game: { userId: string; gameId: string },
  payload: Record<string, unknown>,
  now: Date,
): DomainEvent {
  return {
    id: randomUUID(),
    type,
    occurredAt: now.toISOString(),
    userId: game.userId,
    gameId: game.gameId,
    payload,
  };
}
