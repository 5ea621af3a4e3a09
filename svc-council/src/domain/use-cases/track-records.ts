// Advisors' track records, kept from what the council sees: its analysis of a
// simulation scenario (each agent's vote and confidence), the option the
// player paid for (game.cost.applied) and the outcome svc-game's engine drew
// (game.simulation.completed). Each agent's call is scored when the outcome
// arrives; the council then weighs its votes by the scores.
import {
  councilContextOf,
  SIMULATION_SCENARIOS,
  type DomainEvent,
  type TrackRecord,
} from '@ai-council/contracts';
import { agentCatalogue } from '../board/agents';
import { councilVotes, type RecommendationOption, type Vote } from '../decisions/recommendations';
import { scoreCall, trackRecordOf, type Call } from '../board/track-record';
import type { TrackRecordDoc } from '../../data-access/documents';
import type { CouncilContext } from './context';

/** The simulation scenario a council question is about, when it names one. */
function simulationScenarioIn(question: string) {
  return SIMULATION_SCENARIOS.find((s) => question.startsWith(s.title));
}

/** Each agent's vote as the approach of the option it prefers (balanced for an option not offered). */
function votesByApproach(votes: readonly Vote[], options: readonly RecommendationOption[]) {
  const approachOf = new Map(options.map((o) => [o.title, o.approach]));
  return votes.map((v) => ({
    agentId: v.agentId,
    approach: approachOf.get(v.preferredOption) ?? 'balanced',
    confidence: v.confidence,
  }));
}

/** Remembers the council's votes when it analyses a simulation scenario: they are the calls scored later. */
export async function noteAnalysis(
  ctx: CouncilContext,
  userId: string,
  question: string,
  quarter: number,
  votes: readonly Vote[],
  options: readonly RecommendationOption[],
): Promise<void> {
  const scenario = simulationScenarioIn(question);
  if (!scenario) return;
  const doc = await ctx.trackRecords.get(userId);
  doc.analyses = { ...doc.analyses, [scenario.title]: { quarter, votes: votesByApproach(votes, options) } };
  await ctx.trackRecords.save(doc, ctx.now());
}

/** game.cost.applied: each agent's call on the option the player chose, from the council's last analysis of it. */
export async function recordCalls(
  ctx: CouncilContext,
  event: DomainEvent<'game.cost.applied'>,
): Promise<void> {
  const { simulationId, scenario: title, option: optionTitle, company } = event.payload;
  const scenario = SIMULATION_SCENARIOS.find((s) => s.title === title);
  const option = scenario?.resolutionOptions.find((o) => o.title === optionTitle);
  if (!scenario || !option) return;
  const doc = await ctx.trackRecords.get(event.userId);
  if (doc.open[simulationId] || doc.scored.some((c) => c.simulationId === simulationId)) return;
  // Without an analysis on record, the council's call is the vote it gives the scenario by name.
  const analysis = doc.analyses[scenario.title] ?? {
    quarter: company.currentQuarter,
    votes: (() => {
      const { options, votes } = councilVotes({
        company,
        question: scenario.title,
        ...councilContextOf(scenario),
      });
      return votesByApproach(votes, options);
    })(),
  };
  const calls: Call[] = analysis.votes.map((v) => ({
    agentId: v.agentId,
    simulationId,
    scenario: scenario.title,
    option: option.title,
    backed: v.approach === option.approach,
    confidence: v.confidence,
    quarter: analysis.quarter,
  }));
  doc.open = { ...doc.open, [simulationId]: calls };
  await ctx.trackRecords.save(doc, ctx.now());
}

/** game.simulation.completed: the engine's outcome scores every call on that simulation, once. */
export async function scoreCalls(
  ctx: CouncilContext,
  event: DomainEvent<'game.simulation.completed'>,
): Promise<void> {
  const { simulationId, outcome } = event.payload;
  const doc = await ctx.trackRecords.get(event.userId);
  const calls = doc.open[simulationId];
  if (!calls) return;
  const { [simulationId]: _scored, ...stillOpen } = doc.open;
  doc.open = stillOpen;
  doc.scored = [...doc.scored, ...calls.map((c) => scoreCall(c, outcome))];
  await ctx.trackRecords.save(doc, ctx.now());
}

/** Every agent's track record for a player (agents without a scored call count 1). */
export async function trackRecords(ctx: CouncilContext, userId: string): Promise<Map<string, TrackRecord>> {
  return trackRecordsOf(await ctx.trackRecords.get(userId));
}

/** Every agent's track record in one player's record document. */
export function trackRecordsOf(doc: TrackRecordDoc): Map<string, TrackRecord> {
  return new Map(
    agentCatalogue.map((a) => {
      const { agentId: _id, ...record } = trackRecordOf(a.id, doc.scored);
      return [a.id, record];
    }),
  );
}
