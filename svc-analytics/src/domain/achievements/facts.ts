// Per-user facts read off the domain events: what happened in the player's
// games that an achievement could care about. Each fact has a natural key
// (user, kind, subject), so storing one twice is a no-op: a redelivered event
// changes nothing, and facts can arrive in any order because achievements are
// computed from the whole set when asked for.
//
// The envelope was validated by the bus; payloads are read liberally: only the
// fields a fact needs are checked, and a payload missing one of those is a
// poisoned message (thrown, so the bus dead-letters it after its retries).
import type { DomainEvent } from '@ai-council/contracts';
import { z } from 'zod';

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
    | { kind: 'quarter'; data: { quarter: number; netWorth: number; cashFlow: number; profit: number } }
    | { kind: 'company'; data: { netWorth: number } }
    | { kind: 'game_ended'; data: { endReason: string; finalScore: number | null; quarter: number | null } }
    | { kind: 'scenario_generated'; data: { severity: string | null; title: string | null } }
    | { kind: 'scenario_resolved'; data: { grade: number | null; severity: string | null } }
    | { kind: 'consensus'; data: { level: number } }
    | { kind: 'decision_implemented'; data: Record<string, never> }
    | { kind: 'simulation_completed'; data: { outcome: string | null; impact: number | null } }
  );
export type FactKind = Fact['kind'];

export class PoisonedEventError extends Error {
  constructor(event: DomainEvent, problem: string) {
    super(`${event.type} ${event.id}: ${problem}`);
    this.name = 'PoisonedEventError';
  }
}

/** The company snapshot fields facts use; money in cents (contracts companySnapshotSchema). */
const companyFields = z.object({
  currentQuarter: z.number().int().min(1).max(20),
  netWorth: z.number().int(),
  cashFlow: z.number().int(),
  revenue: z.number().int().optional(),
  costs: z.number().int().optional(),
});
type CompanyFields = z.infer<typeof companyFields>;

const payloads = {
  quarterAdvanced: z.object({ company: companyFields }),
  gameEnded: z.object({
    endReason: z.string().min(1),
    finalScore: z.number().nullable().optional(),
    company: companyFields.optional(),
  }),
  scenarioGenerated: z.object({
    scenarioId: z.string().min(1),
    severity: z.string().optional(),
    title: z.string().optional(),
  }),
  scenarioResolved: z.object({
    scenarioId: z.string().min(1),
    // A bare score, or the scenario's grade object ({ score, rationale, verdict }).
    grade: z
      .union([z.number(), z.object({ score: z.number() })])
      .nullable()
      .optional(),
    severity: z.string().optional(),
  }),
};

/** Optional fields are read only when they have the right type; anything else is ignored, not fatal. */
const optional = {
  consensusLevel: z.number().min(0).max(100),
  id: z.string().min(1),
  outcome: z.string().min(1),
  impact: z.number(),
};
const pick = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

function needs<T>(event: DomainEvent, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(event.payload);
  if (!parsed.success) {
    throw new PoisonedEventError(
      event,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  return parsed.data;
}

/** Profit is revenue minus costs when the snapshot has them, else the quarter's cash flow. */
function quarterFact(base: Omit<FactBase, 'subject'>, company: CompanyFields): Fact {
  const profit =
    company.revenue !== undefined && company.costs !== undefined
      ? company.revenue - company.costs
      : company.cashFlow;
  return {
    ...base,
    kind: 'quarter',
    subject: `${base.gameId}#${company.currentQuarter}`,
    data: { quarter: company.currentQuarter, netWorth: company.netWorth, cashFlow: company.cashFlow, profit },
  };
}

export function factsFromEvent(event: DomainEvent): Fact[] {
  const base = { userId: event.userId, gameId: event.gameId, at: new Date(event.occurredAt).toISOString() };
  const p = event.payload;
  const facts: Fact[] = [];

  switch (event.type) {
    case 'game.quarter.advanced': {
      facts.push(quarterFact(base, needs(event, payloads.quarterAdvanced).company));
      break;
    }
    case 'game.ended': {
      const ended = needs(event, payloads.gameEnded);
      facts.push({
        ...base,
        kind: 'game_ended',
        subject: event.gameId,
        data: {
          endReason: ended.endReason,
          finalScore: ended.finalScore ?? null,
          quarter: ended.company?.currentQuarter ?? null,
        },
      });
      // The final state counts as a quarter too, in case its own advance event is still on its way.
      if (ended.company) facts.push(quarterFact(base, ended.company));
      break;
    }
    case 'scenario.generated': {
      const generated = needs(event, payloads.scenarioGenerated);
      facts.push({
        ...base,
        kind: 'scenario_generated',
        subject: generated.scenarioId,
        data: { severity: generated.severity ?? null, title: generated.title ?? null },
      });
      break;
    }
    case 'scenario.resolved': {
      const resolved = needs(event, payloads.scenarioResolved);
      const grade = typeof resolved.grade === 'number' ? resolved.grade : (resolved.grade?.score ?? null);
      facts.push({
        ...base,
        kind: 'scenario_resolved',
        subject: resolved.scenarioId,
        data: { grade, severity: resolved.severity ?? null },
      });
      break;
    }
    case 'decision.implemented': {
      facts.push({
        ...base,
        kind: 'decision_implemented',
        subject: pick(optional.id, p.decisionId) ?? event.id,
        data: {},
      });
      break;
    }
    case 'game.simulation.completed': {
      // svc-game may send the results flat or as the client's simulationResults object.
      const results = (p.simulationResults ?? p.result ?? p) as Record<string, unknown>;
      facts.push({
        ...base,
        kind: 'simulation_completed',
        subject: pick(optional.id, p.simulationId) ?? event.id,
        data: {
          outcome: pick(optional.outcome, results?.outcome),
          impact: pick(optional.impact, results?.impact),
        },
      });
      break;
    }
  }

  // Money moves between quarters too (decisions, simulation costs): any event's company snapshot counts for net worth.
  if (event.type !== 'game.quarter.advanced' && event.type !== 'game.ended') {
    const company = pick(companyFields, p.company);
    if (company)
      facts.push({ ...base, kind: 'company', subject: event.id, data: { netWorth: company.netWorth } });
  }

  // A council's consensus may ride on a meeting's end or on a recommendation: any event may carry one.
  const level = pick(optional.consensusLevel, p.consensusLevel);
  if (level !== null) facts.push({ ...base, kind: 'consensus', subject: event.id, data: { level } });
  return facts;
}
