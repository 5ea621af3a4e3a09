// The council's analysis of a simulation scenario (SPEC §4): phases over the
// analysis progress, each agent's status, and the consensus of their votes.

export type AnalysisPhase = 'analyzing' | 'debating' | 'consensus' | 'completed';
export type AnalysisAgentStatus = 'analyzing' | 'debating' | 'agreeing' | 'completed';

/** SPEC §4: analyzing 0-30 %, debating 30-70 %, consensus 70-90 %, completed 90-100 %. */
export function analysisPhase(progress: number): AnalysisPhase {
  if (progress < 30) return 'analyzing';
  if (progress < 70) return 'debating';
  if (progress < 90) return 'consensus';
  return 'completed';
}

/** During the debate each agent speaks in turn: agent i owns an equal slice of 30-70 %. */
export function speakingAgentIndex(progress: number, agentCount: number): number | null {
  if (analysisPhase(progress) !== 'debating' || agentCount === 0) return null;
  return Math.min(agentCount - 1, Math.floor(((progress - 30) / 40) * agentCount));
}

/** Agents go analyzing → debating (once their turn comes) → agreeing → completed. */
export function agentAnalysisStatus(
  progress: number,
  index: number,
  agentCount: number,
): AnalysisAgentStatus {
  const phase = analysisPhase(progress);
  if (phase === 'analyzing') return 'analyzing';
  if (phase === 'debating') {
    const speaking = speakingAgentIndex(progress, agentCount) ?? 0;
    return index <= speaking ? 'debating' : 'analyzing';
  }
  return phase === 'consensus' ? 'agreeing' : 'completed';
}

export interface Consensus<T extends string> {
  /** The option with most votes; a tie goes to the one listed first. Null without votes. */
  recommendedOption: T | null;
  /** The top vote share in percent. */
  consensusLevel: number;
  votes: Record<T, number>;
}

/** SPEC §4: the recommended option is the one with most votes; consensusLevel is its share in percent. */
export function councilConsensus<T extends string>(
  preferred: readonly T[],
  options: readonly T[],
): Consensus<T> {
  const votes = Object.fromEntries(options.map((o) => [o, 0])) as Record<T, number>;
  for (const choice of preferred) if (choice in votes) votes[choice] += 1;
  let recommendedOption: T | null = null;
  for (const option of options) {
    if (votes[option] > 0 && (recommendedOption === null || votes[option] > votes[recommendedOption])) {
      recommendedOption = option;
    }
  }
  const counted = options.reduce((sum, o) => sum + votes[o], 0);
  const consensusLevel =
    recommendedOption === null || counted === 0 ? 0 : Math.round((100 * votes[recommendedOption]) / counted);
  return { recommendedOption, consensusLevel, votes };
}
