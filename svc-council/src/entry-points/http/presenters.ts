// What the council's answers show a player, shaped for the contract from the
// domain's records (the routes parse each one with its schema as they send it).
import { agentProfileSchema, type TrackRecord } from '@ai-council/contracts';
import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import type { z } from 'zod';
import type { AgentProfile } from '../../domain/board/agents';
import { publicAgent, type AgentState } from '../../domain/board/council-state';
import { stressResponseOf } from '../../domain/speech/voice';

/** The contract's profile, with what svc-council always sends (a track record and how it weighs) required. */
export const agentProfileResponseSchema = agentProfileSchema.required({ trackRecord: true, weighting: true });
type AgentProfileView = z.input<typeof agentProfileResponseSchema>;

type RecentMood = AgentProfileView['recentMood'];

/** The mood follows the agent's department: trouble worries anyone; calm lets temperament show. */
function recentMoodOf(profile: AgentProfile, state: AgentState): RecentMood {
  if (state.status === 'critical' || state.health < 40) return 'concerned';
  if (state.health >= 70) return 'optimistic';
  if (state.status === 'alert') return 'focused';
  const style = profile.personality.decisionStyle;
  if (style === 'analytical' || style === 'cautious') return 'analytical';
  return profile.personality.riskTolerance >= 60 ? 'energetic' : 'focused';
}

/** A board member's profile: who they are, how their department stands, and their track record. */
export function agentProfileView(
  profile: AgentProfile,
  state: AgentState,
  trackRecord: TrackRecord,
): AgentProfileView {
  const p = profile.personality;
  return {
    ...publicAgent(state),
    departmentHealth: state.health,
    decisionStyle: p.decisionStyle,
    communicationStyle: p.communicationStyle,
    riskTolerance: p.riskTolerance,
    emotionalIntelligence: p.emotionalIntelligence,
    innovationIndex: p.innovationIndex,
    stressResponse: stressResponseOf(profile, state),
    catchphrases: p.catchphrases,
    strengths: p.strengths,
    quirks: p.quirks,
    expertise: profile.expertise,
    recentMood: recentMoodOf(profile, state),
    trackRecord,
    weighting: TRACK_RECORD_WEIGHTING,
  };
}
