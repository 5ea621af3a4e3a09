// Per-user facts read off the domain events: what happened in the player's
// games that an achievement could care about. Each fact has a natural key
// (user, kind, subject), so storing one twice is a no-op: a redelivered event
// changes nothing, and facts can arrive in any order because achievements are
// computed from the whole set when asked for.
//
// The bus hands over events already checked against their contract, so every
// field read here is the one the producer wrote: nothing is guessed.
import type { CompanySnapshot, DomainEvent } from '@ai-council/contracts';

interface FactBase {
  userId: string;
  gameId: string;
  /** What the fact is about, unique within its kind for the user (a scenario id, a game and quarter…). */
  subject: string;
  /** When it happened: the event's occurredAt, and the unlock date of an achievement it completes. */
  at: string;
}

export type Fact = FactBase &
  (
    | { kind: 'quarter'; data: { quarter: number; netWorth: number; cashFlow: number } }
    | { kind: 'company'; data: { netWorth: number } }
    | { kind: 'game_started'; data: { netWorth: number } }
    | { kind: 'game_ended'; data: { endReason: string; finalScore: number | null; quarter: number | null } }
    | { kind: 'scenario_generated'; data: { severity: string | null; title: string | null } }
    | { kind: 'scenario_resolved'; data: { grade: number | null; severity: string | null } }
    | { kind: 'consensus'; data: { level: number } }
    | { kind: 'decision_implemented'; data: Record<string, never> }
    | { kind: 'simulation_completed'; data: { outcome: string | null; impact: number | null } }
  );
export type FactKind = Fact['kind'];

/**
 * A played quarter as it closed. `quarter` is the one just played: after an
 * advance the company already names the next one, so the caller says which.
 */
function quarterFact(base: Omit<FactBase, 'subject'>, quarter: number, company: CompanySnapshot): Fact {
  return {
    ...base,
    kind: 'quarter',
    subject: `${base.gameId}#${quarter}`,
    data: { quarter, netWorth: company.netWorth, cashFlow: company.cashFlow },
  };
}

export function factsFromEvent(event: DomainEvent): Fact[] {
  const base = { userId: event.userId, gameId: event.gameId, at: new Date(event.occurredAt).toISOString() };
  const facts: Fact[] = [];
  const company = (snapshot: CompanySnapshot) =>
    facts.push({ ...base, kind: 'company', subject: event.id, data: { netWorth: snapshot.netWorth } });

  switch (event.type) {
    case 'game.quarter.advanced':
      facts.push(quarterFact(base, event.payload.quarter, event.payload.company));
      break;
    case 'game.ended': {
      const { endReason, finalScore, company: final } = event.payload;
      facts.push({
        ...base,
        kind: 'game_ended',
        subject: event.gameId,
        data: { endReason, finalScore, quarter: final.currentQuarter },
      });
      // The final state counts as a quarter too, in case its own advance event is still on its way
      // (an ended game's company stays on the last quarter played).
      facts.push(quarterFact(base, final.currentQuarter, final));
      break;
    }
    case 'scenario.generated':
      facts.push({
        ...base,
        kind: 'scenario_generated',
        subject: event.payload.scenarioId,
        data: { severity: event.payload.severity, title: event.payload.title },
      });
      break;
    case 'scenario.resolved':
      // Its severity is the one the scenario was raised with (the generated fact).
      facts.push({
        ...base,
        kind: 'scenario_resolved',
        subject: event.payload.scenarioId,
        data: { grade: event.payload.grade, severity: null },
      });
      break;
    case 'decision.proposed':
      // A council's consensus rides on the decision its vote proposes.
      if (event.payload.consensusLevel !== undefined)
        facts.push({
          ...base,
          kind: 'consensus',
          subject: event.id,
          data: { level: event.payload.consensusLevel },
        });
      break;
    case 'decision.implemented':
      facts.push({ ...base, kind: 'decision_implemented', subject: event.payload.decisionId, data: {} });
      company(event.payload.company);
      break;
    case 'game.simulation.completed':
      facts.push({
        ...base,
        kind: 'simulation_completed',
        subject: event.payload.simulationId,
        data: { outcome: event.payload.outcome, impact: event.payload.impact },
      });
      company(event.payload.company);
      break;
    case 'game.started':
      // Where the first quarter opens, for telling whether it made money.
      facts.push({
        ...base,
        kind: 'game_started',
        subject: event.gameId,
        data: { netWorth: event.payload.company.netWorth },
      });
      company(event.payload.company);
      break;
    case 'game.cost.applied':
      // Money moves between quarters too: the snapshot counts for net worth.
      company(event.payload.company);
      break;
  }
  return facts;
}
