// The Live Council's clock (SPEC §2, §4): phases cycle every 8 s, the speaker
// rotates every 3 s, and the decision callback fires 3 s into consensus.

export const LIVE_PHASES = ['analysis', 'discussion', 'consensus'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

export const LIVE_PHASE_MS = 8000;
export const LIVE_SPEAKER_MS = 3000;
export const DECISION_DELAY_MS = 3000;

export function livePhase(elapsedMs: number): LivePhase {
  return LIVE_PHASES[Math.floor(elapsedMs / LIVE_PHASE_MS) % LIVE_PHASES.length]!;
}

/** Which cycle of the three phases this is (0, 1, …): one decision per cycle. */
export function liveCycle(elapsedMs: number): number {
  return Math.floor(elapsedMs / (LIVE_PHASE_MS * LIVE_PHASES.length));
}

export function liveSpeaker(elapsedMs: number, agentCount: number): number {
  return agentCount === 0 ? 0 : Math.floor(elapsedMs / LIVE_SPEAKER_MS) % agentCount;
}
