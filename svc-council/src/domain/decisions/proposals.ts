// Proposals a board would make (issue 20): every proposal is an item (a
// lever, a department's move, a cut of one cost line, a one-off spend). A
// one-off carried out is never proposed again; a repeatable one says its
// return shrinks each time, and the decision carries the shrunk return so the
// engine applies it; no item is proposed twice in one quarter, by one chief
// or two.
import type { DecisionProposedPayload } from '@ai-council/contracts';
import {
  decisionExpiresAfterQuarter,
  departmentOfCategory,
  departmentOfId,
  REPEAT_RETURN_FACTOR,
  repeatReturn,
  type Department,
  type DepartmentId,
} from '@ai-council/rules';
import type { DecisionTemplate } from './templates';

type DriverEffects = DecisionProposedPayload['driverEffects'];

/** What the council remembers of a proposal it made in this game. */
export interface ProposalRecord {
  item: string;
  oneOff: boolean;
  quarter: number;
  decisionId: string;
  title: string;
  proposedBy: string;
  departmentId: DepartmentId;
  status: 'pending' | 'implemented';
  /** The decision's category, which svc-game files it under (absent on records before issue 40). */
  category?: string;
  /** The price the decision carries (financialImpact, cents; absent on records before issue 40). */
  financialImpact?: number;
}

/** The department svc-game counts the proposal under (its category's, else its proposer's). */
export function gameDepartmentOf(r: Pick<ProposalRecord, 'category' | 'departmentId'>): Department {
  return r.category ? departmentOfCategory(r.category) : departmentOfId(r.departmentId);
}

/** Whether a proposal made in `proposed` can no longer be implemented in `quarter`: svc-game expired it. */
export const expiredBy = (proposed: number, quarter: number) =>
  quarter > decisionExpiresAfterQuarter(proposed);

/** The item of a department's move. */
export const templateItem = (t: Pick<DecisionTemplate, 'key'>) => `move:${t.key}`;

/** Times the item was carried out in this game. */
export function timesCarriedOut(history: readonly ProposalRecord[], item: string): number {
  return history.filter((r) => r.item === item && r.status === 'implemented').length;
}

/** A one-off already carried out: never proposed again. */
export function spent(history: readonly ProposalRecord[], item: string, oneOff: boolean): boolean {
  return oneOff && timesCarriedOut(history, item) > 0;
}

/** Who proposed the item this quarter already, if anyone. */
export function proposedThisQuarter(
  history: readonly ProposalRecord[],
  item: string,
  quarter: number,
): ProposalRecord | undefined {
  return history.find((r) => r.item === item && r.quarter === quarter);
}

/** Levers, cuts and raises are set quarter by quarter, at that quarter's figures. */
const setEachQuarter = (item: string) => /^(lever:|cut:|raise$)/.test(item);

/**
 * A move still waiting in the pending decisions from an earlier quarter is not proposed again
 * beside it; one that expired (past PENDING_DECISION_QUARTERS) is no longer waiting.
 */
export function stillPending(
  history: readonly ProposalRecord[],
  item: string,
  quarter: number,
): ProposalRecord | undefined {
  if (setEachQuarter(item)) return undefined;
  return history.find((r) => r.item === item && r.status === 'pending' && !expiredBy(r.quarter, quarter));
}

/** The proposal svc-game has taken from this department this quarter, if any (it takes one). */
export function departmentTaken(
  history: readonly ProposalRecord[],
  proposal: Pick<ProposalRecord, 'category' | 'departmentId'>,
  quarter: number,
): ProposalRecord | undefined {
  const department = gameDepartmentOf(proposal);
  return history.find((r) => r.quarter === quarter && gameDepartmentOf(r) === department);
}

/** Whether the item may be put before the player this quarter. */
export function available(
  history: readonly ProposalRecord[],
  item: string,
  oneOff: boolean,
  quarter: number,
): boolean {
  return (
    !spent(history, item, oneOff) &&
    !proposedThisQuarter(history, item, quarter) &&
    !stillPending(history, item, quarter)
  );
}

/**
 * The driver effects of a repeatable investment after `timesBefore` earlier
 * runs: what it gains shrinks (tech debt falling is a gain), what it costs the
 * drivers does not.
 */
export function diminishedEffects(effects: DriverEffects, timesBefore: number): DriverEffects {
  if (timesBefore === 0) return effects;
  const factor = repeatReturn(timesBefore);
  return Object.fromEntries(
    Object.entries(effects).map(([name, v]) => {
      const gain = name === 'techDebt' ? v < 0 : v > 0;
      return [name, gain ? Math.sign(v) * Math.max(1, Math.round(Math.abs(v) * factor)) : v];
    }),
  ) as DriverEffects;
}

/** Money a repeatable investment brings in after earlier runs (what it costs stays). */
export function diminishedImpact(financialImpact: number, timesBefore: number): number {
  return financialImpact > 0 ? Math.round(financialImpact * repeatReturn(timesBefore)) : financialImpact;
}

/** What the proposal says about its shrinking return, or nothing the first time. */
export function repeatNote(timesBefore: number): string {
  if (timesBefore === 0) return '';
  const times = timesBefore === 1 ? 'once' : timesBefore === 2 ? 'twice' : `${timesBefore} times`;
  const share = Math.round(repeatReturn(timesBefore) * 100);
  return `Carried out ${times} before: each run returns ${Math.round(REPEAT_RETURN_FACTOR * 100)}% of the one before, so this one returns ${share}% of the first (the engine applies the smaller return).`;
}
