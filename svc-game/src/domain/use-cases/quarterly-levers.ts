// The quarterly levers as the player reads them: what is set for the coming
// quarter, what is running, the bounds of the form, and the engine's
// projection of a setting before it is set. Reads: nothing here writes.
import {
  DEFAULT_QUARTERLY_LEVERS,
  isDefaultQuarterlyLevers,
  type QuarterlyLevers,
  type QuarterlyLeversProjection,
  type QuarterlyLeversView,
} from '@ai-council/contracts';
import { badRequest } from '@ai-council/service-kit';
import type { GameDoc } from '../../data-access/games.repository';
import { assertActive } from '../engine/effects';
import { projectQuarterlyLevers } from '../engine/projection';
import { describeLevers, leverLimits, leverProblems } from '../engine/quarterly-levers';
import { FINANCE, QUARTERLY_LEVERS } from '../engine/tuning';

/** Quarters the projection plays ahead. */
export const LEVERS_PROJECTION_QUARTERS = 2;

/** The quarterly levers set for the quarter about to be played, if any. */
export function leversFor(doc: GameDoc): QuarterlyLevers | undefined {
  const set = doc.quarterlyLevers;
  return set && set.quarter === doc.company.currentQuarter ? set.levers : undefined;
}

const asPercent = (rate: number) => Number((rate * 100).toFixed(2));

export function leversView(doc: GameDoc): QuarterlyLeversView {
  const company = doc.company;
  const set = leversFor(doc) ?? DEFAULT_QUARTERLY_LEVERS;
  return {
    quarter: company.currentQuarter,
    set,
    isSet: !isDefaultQuarterlyLevers(set),
    running: company.levers.map((lever) => ({
      kind: lever.kind,
      description: lever.description,
      quartersLeft: lever.quartersLeft,
      source: lever.source,
    })),
    financing: {
      creditLineBalance: company.financing.creditLine,
      creditLineInstallment: company.financing.creditLineInstallment,
      creditLineRatePercent: asPercent(QUARTERLY_LEVERS.creditLineRate),
      bankLoanRatePercent: asPercent(FINANCE.interestRate),
      creditLineTermQuarters: QUARTERLY_LEVERS.creditLineTermQuarters,
      stake: company.financing.stake,
      capitalRaised: company.financing.capitalRaised,
    },
    limits: leverLimits(company),
  };
}

/** The engine two quarters ahead with and without the settings; a setting the company cannot take is a 400. */
export function projectLevers(doc: GameDoc, levers: QuarterlyLevers): QuarterlyLeversProjection {
  assertActive(doc.company);
  const problems = leverProblems(doc.company, levers);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  const projection = projectQuarterlyLevers(
    doc.company,
    doc.openScenarios,
    levers,
    LEVERS_PROJECTION_QUARTERS,
  );
  return { ...projection, effects: describeLevers(doc.company, levers) };
}
