// What the same game would have come to had the player played it otherwise,
// from its seed and decision log. The quarters and the scenarios svc-council
// raised are the player's own (svc-game cannot know what the council would have
// raised for a different company); only the player's choices change:
//
// - council: every decision the council proposed (its recommended option, the
//   majority of its vote) is implemented the moment it is proposed, when the
//   cash allows it, and the player's own implementations are ignored. Scenario
//   resolutions, simulations and quarterly levers stay as the player made them:
//   svc-game knows only the grade the player's answer earned, not an answer the
//   council wrote.
// - passive: nothing is ever decided. No decision, no resolution (every
//   scenario stays open and escalates), no simulation, no quarterly lever.
//
// Either way, a counterfactual game that ends first stops there, and one still
// running when the log ends plays on, its scenarios still open, until it ends
// (by quarter 20 at the latest). Pure and deterministic: same game, same numbers.
import type { CompanyState, EndReason } from '../engine/company';
import { applyDecision } from '../engine/effects';
import { GameDomainError } from '../engine/errors';
import type { DecisionLog } from './decision-log';
import { advance, applyLogEntry, startReplay, type ReplayState } from './replay';

export type CounterfactualPolicy = 'council' | 'passive';

export interface GameOutcome {
  netWorth: number;
  finalScore: number;
  endReason: EndReason;
  quartersPlayed: number;
}

export function outcomeOf(company: CompanyState): GameOutcome {
  if (company.status !== 'ended' || company.endReason === null || company.finalScore === null) {
    throw new Error('only an ended game has an outcome');
  }
  return {
    netWorth: company.netWorth,
    finalScore: company.finalScore,
    endReason: company.endReason,
    quartersPlayed: company.quartersPlayed,
  };
}

export function playCounterfactual(
  seed: number,
  log: DecisionLog,
  policy: CounterfactualPolicy,
): GameOutcome {
  let state = startReplay(seed);
  // A simulation's id is its opening order; one the counterfactual could not afford shifts the rest.
  const simulationIds = new Map<string, string>();
  for (const entry of log) {
    if (state.company.status === 'ended') break;
    switch (entry.kind) {
      case 'scenario-opened':
        state = applyLogEntry(state, entry);
        break;
      case 'quarter-advanced':
        // The player's quarterly levers stay, as their resolutions do; passive play sets none.
        state = advance(state, policy === 'council' ? entry.levers : undefined);
        break;
      case 'decision-proposed':
        if (policy === 'council') state = tryApply(state, (s) => implement(s, entry.decision));
        break;
      case 'scenario-resolved':
      case 'simulation-paid':
      case 'simulation-settled':
        if (policy === 'council') state = replayPlayerAction(state, entry, simulationIds);
        break;
      case 'decision-implemented':
        break;
    }
  }
  while (state.company.status !== 'ended') state = advance(state);
  return outcomeOf(state.company);
}

function implement(state: ReplayState, decision: Parameters<typeof applyDecision>[1]): ReplayState {
  return { ...state, company: applyDecision(state.company, decision).state };
}

function replayPlayerAction(
  state: ReplayState,
  entry: Extract<
    DecisionLog[number],
    { kind: 'scenario-resolved' | 'simulation-paid' | 'simulation-settled' }
  >,
  simulationIds: Map<string, string>,
): ReplayState {
  if (entry.kind === 'scenario-resolved') return tryApply(state, (s) => applyLogEntry(s, entry));
  if (entry.kind === 'simulation-paid') {
    const opened = state.company.counters.simulationsOpened + 1;
    const simulationId = `sim-${opened}`;
    const next = tryApply(state, (s) => applyLogEntry(s, { ...entry, simulationId }));
    if (next !== state) simulationIds.set(entry.simulationId, simulationId);
    return next;
  }
  const simulationId = simulationIds.get(entry.simulationId);
  if (!simulationId) return state;
  return tryApply(state, (s) => applyLogEntry(s, { kind: 'simulation-settled', simulationId }));
}

/** A choice this company cannot make (too little cash, say) is skipped, as a player would have to. */
function tryApply(state: ReplayState, change: (state: ReplayState) => ReplayState): ReplayState {
  try {
    return change(state);
  } catch (error) {
    if (error instanceof GameDomainError) return state;
    throw error;
  }
}
