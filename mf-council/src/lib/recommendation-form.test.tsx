import { describe, expect, it } from 'vitest';
import {
  RECOMMENDATION_CATEGORIES,
  URGENCY_LEVELS,
  canSubmitRecommendation,
  validateRecommendation,
} from './recommendation-form';

describe('recommendation request rules (SPEC §5)', () => {
  it('offers the six categories and four urgencies', () => {
    expect(RECOMMENDATION_CATEGORIES).toEqual([
      'strategic',
      'financial',
      'operational',
      'technology',
      'hr',
      'marketing',
    ]);
    expect(URGENCY_LEVELS).toEqual(['low', 'medium', 'high', 'critical']);
  });

  it.each([
    ['', 'Should we hire?', false, false],
    ['cfo', '', false, false],
    ['cfo', 'Should we hire?', true, false],
    ['cfo', 'Should we hire?', false, true],
  ])(
    'when the agent is "%s", the question "%s" and loading %s, then submit enabled is %s',
    (agentId, question, loading, enabled) => {
      expect(canSubmitRecommendation({ agentId, question }, loading)).toBe(enabled);
    },
  );

  it('when the question is only spaces, then it is missing', () => {
    expect(validateRecommendation({ agentId: 'cfo', question: '   ' })).toEqual({ ok: false });
  });

  it('when the agent and question are given, then the question is trimmed', () => {
    expect(validateRecommendation({ agentId: 'cfo', question: '  Cut costs?  ' })).toEqual({
      ok: true,
      agentId: 'cfo',
      question: 'Cut costs?',
    });
  });
});
