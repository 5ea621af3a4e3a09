// Track-record scoring: an advisor's call on a simulation scored against the
// outcome the engine drew (hit rate and Brier score), and the weight its vote
// then carries in a consensus.
import { describe, expect, it } from 'vitest';
import { consensusOf, optionsFor, type Vote } from '../src/domain/decisions/recommendations';
import {
  brierScore,
  forecastOf,
  isHit,
  recommendationOutcome,
  scoreCall,
  scoreRecommendation,
  trackRecordOf,
  voteWeight,
  type Call,
  type RecommendationCall,
} from '../src/domain/board/track-record';

const call = (overrides: Partial<Call> = {}): Call => ({
  agentId: 'cfo',
  simulationId: 'sim-1',
  scenario: 'European Market Expansion',
  option: 'Phased entry',
  backed: true,
  confidence: 80,
  quarter: 1,
  ...overrides,
});

describe('scoring one call', () => {
  it('when the agent backed the option, then its forecast is its confidence; when it argued against, the rest', () => {
    expect(forecastOf({ backed: true, confidence: 80 })).toBeCloseTo(0.8);
    expect(forecastOf({ backed: false, confidence: 80 })).toBeCloseTo(0.2);
  });

  it('when the outcome is success, partial or failure, then the Brier score measures the forecast against 1, 0.5 or 0', () => {
    expect(brierScore(0.8, 'success')).toBeCloseTo(0.04);
    expect(brierScore(0.8, 'partial')).toBeCloseTo(0.09);
    expect(brierScore(0.8, 'failure')).toBeCloseTo(0.64);
  });

  it('when an agent backed an option that did not fail, or warned against one that failed, then it is a hit', () => {
    expect(isHit(true, 'success')).toBe(true);
    expect(isHit(true, 'partial')).toBe(true);
    expect(isHit(true, 'failure')).toBe(false);
    expect(isHit(false, 'failure')).toBe(true);
    expect(isHit(false, 'success')).toBe(false);
  });

  it('when a call is scored, then it keeps the call and adds the outcome, forecast, hit and Brier score', () => {
    expect(scoreCall(call({ backed: false, confidence: 70 }), 'failure')).toMatchObject({
      outcome: 'failure',
      forecast: 0.3,
      hit: true,
      brier: 0.09,
    });
  });
});

describe('an agent’s record and its vote’s weight', () => {
  it('when an agent has no scored call, then its record is empty and its vote counts 1', () => {
    expect(trackRecordOf('cfo', [])).toEqual({
      agentId: 'cfo',
      scored: 0,
      hits: 0,
      hitRate: null,
      brierScore: null,
      weight: 1,
    });
  });

  it('when an agent’s calls are scored, then the hit rate and mean Brier score are its own', () => {
    const scored = [
      scoreCall(call({ simulationId: 'a' }), 'success'), // 0.04, hit
      scoreCall(call({ simulationId: 'b' }), 'failure'), // 0.64, miss
      scoreCall(call({ agentId: 'cto', simulationId: 'a' }), 'failure'),
    ];
    const record = trackRecordOf('cfo', scored);
    expect(record).toMatchObject({ scored: 2, hits: 1, hitRate: 0.5, brierScore: 0.34 });
    expect(record.weight).toBeCloseTo(0.82);
  });

  it('when the Brier score is perfect, a coin toss or worst, then the weight is 1.5, 1 and 0.5', () => {
    expect(voteWeight(0)).toBe(1.5);
    expect(voteWeight(0.25)).toBe(1);
    expect(voteWeight(1)).toBe(0.5);
    expect(voteWeight(null)).toBe(1);
  });
});

describe('the consensus weighs votes by track record', () => {
  const options = optionsFor('strategic');
  const vote = (agentId: string, option: number): Vote => ({
    agentId,
    agentName: agentId,
    preferredOption: options[option]!.title,
    reasoning: '',
    confidence: 70,
  });
  const votes = [vote('a', 0), vote('b', 0), vote('c', 2), vote('d', 2), vote('e', 2)];

  it('when every weight is 1, then it is the plain vote share (SPEC §4)', () => {
    expect(consensusOf(votes, options)).toEqual({ recommendedOption: options[2]!.title, consensusLevel: 60 });
  });

  it('when the minority has the better records, then its option wins and the level is its weighted share', () => {
    const weights = new Map([
      ['a', 1.5],
      ['b', 1.5],
      ['c', 0.5],
      ['d', 0.5],
      ['e', 1],
    ]);
    expect(consensusOf(votes, options, undefined, weights)).toEqual({
      recommendedOption: options[0]!.title,
      consensusLevel: 60,
    });
  });
});

describe('scoring a recommendation carried out against its projection', () => {
  const recommended = (overrides: Partial<RecommendationCall> = {}): RecommendationCall => ({
    agentId: 'cfo',
    gameId: 'g',
    decisionId: 'd-1',
    title: 'Cut operations 10%',
    backed: true,
    confidence: 70,
    quarter: 2,
    dueQuarter: 4,
    startNetWorth: 100_000_000,
    projectedChange: 5_000_000,
    ...overrides,
  });

  it('when net worth moved at least as projected (within 2% of net worth), then it is a success; within three times that, partial; further short, a failure', () => {
    // Projected: $1.05M; the tolerance is $20K.
    expect(recommendationOutcome(recommended(), 105_000_000)).toBe('success');
    expect(recommendationOutcome(recommended(), 103_100_000)).toBe('success');
    expect(recommendationOutcome(recommended(), 101_000_000)).toBe('partial');
    expect(recommendationOutcome(recommended(), 98_000_000)).toBe('failure');
  });

  it('when it is scored, then the proposer’s call counts like a simulation call and its record says how many were recommendations', () => {
    const hit = scoreRecommendation(recommended(), 106_000_000);
    expect(hit).toMatchObject({ kind: 'recommendation', outcome: 'success', hit: true, forecast: 0.7 });
    expect(hit.brier).toBeCloseTo(0.09);
    const against = scoreRecommendation(recommended({ agentId: 'ceo', backed: false }), 90_000_000);
    expect(against).toMatchObject({ outcome: 'failure', hit: true, forecast: 0.3 });
    const record = trackRecordOf('cfo', [hit, scoreCall(call({ confidence: 60 }), 'failure')]);
    expect(record).toMatchObject({ scored: 2, hits: 1, recommendations: { scored: 1, hits: 1 } });
    expect(record.weight).toBe(voteWeight(record.brierScore));
  });
});
