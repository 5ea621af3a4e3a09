import { describe, expect, it } from 'vitest';
import { agentAnalysisStatus, analysisPhase, councilConsensus, speakingAgentIndex } from './council-analysis';

const options = ['pilot', 'regional', 'continent'] as const;

describe('council consensus (SPEC §4)', () => {
  it('when three of five back one option, then it is recommended with 60 % consensus', () => {
    expect(councilConsensus(['regional', 'pilot', 'regional', 'regional', 'continent'], options)).toEqual({
      recommendedOption: 'regional',
      consensusLevel: 60,
      votes: { pilot: 1, regional: 3, continent: 1 },
    });
  });

  it('when everyone agrees, then consensus is 100 %', () => {
    expect(councilConsensus(['pilot', 'pilot', 'pilot'], options).consensusLevel).toBe(100);
  });

  it('when two options tie, then the one listed first wins and the share is the top count', () => {
    const result = councilConsensus(['continent', 'pilot', 'continent', 'pilot'], options);
    expect(result.recommendedOption).toBe('pilot');
    expect(result.consensusLevel).toBe(50);
  });

  it('when a third of the votes each, then the share is rounded to 33 %', () => {
    expect(councilConsensus(['pilot', 'regional', 'continent'], options).consensusLevel).toBe(33);
  });

  it('when nobody voted, then there is no recommendation', () => {
    expect(councilConsensus([], options)).toMatchObject({ recommendedOption: null, consensusLevel: 0 });
  });
});

describe('council analysis phases (SPEC §4)', () => {
  it.each([
    [0, 'analyzing'],
    [29.9, 'analyzing'],
    [30, 'debating'],
    [69.9, 'debating'],
    [70, 'consensus'],
    [89.9, 'consensus'],
    [90, 'completed'],
    [100, 'completed'],
  ] as const)('when progress is %s %%, then the phase is %s', (progress, phase) => {
    expect(analysisPhase(progress)).toBe(phase);
  });

  it('when the council debates, then each of five agents speaks in turn across 30-70 %', () => {
    expect([30, 37.9, 38, 46, 54, 62, 69.9].map((p) => speakingAgentIndex(p, 5))).toEqual([
      0, 0, 1, 2, 3, 4, 4,
    ]);
    expect(speakingAgentIndex(20, 5)).toBeNull();
    expect(speakingAgentIndex(75, 5)).toBeNull();
  });

  it('when agents move through the analysis, then each goes analyzing, debating, agreeing, completed', () => {
    const third = (progress: number) => agentAnalysisStatus(progress, 2, 5);
    expect([10, 40, 50, 75, 95].map(third)).toEqual([
      'analyzing',
      'analyzing',
      'debating',
      'agreeing',
      'completed',
    ]);
  });
});
