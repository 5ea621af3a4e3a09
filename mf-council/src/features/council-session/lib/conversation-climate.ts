// The Deep Communication climate (SPEC §4): four meters that drift with each
// message; a crisis starts the room 40 points tenser.
import { toScore } from '@ai-council/rules';
import type { EnhancedCouncilMessage } from '@ai-council/contracts';
import type { Urgency } from '../../../lib/recommendation-form';

type CouncilMessage = Pick<EnhancedCouncilMessage, 'type' | 'confidence'>;

/** SPEC §4: agents speak 3 s apart (the server writes the messages; the room paces them). */
export const SPEAKING_INTERVAL_MS = 3000;

export interface Climate {
  tension: number;
  confidence: number;
  urgency: number;
  collaboration: number;
}

export const CLIMATE_METERS = ['tension', 'confidence', 'urgency', 'collaboration'] as const;

/** SPEC §4: a crisis adds 40 to tension. */
export const CRISIS_TENSION = 40;

const urgencyStart: Record<Urgency, number> = { low: 20, medium: 40, high: 65, critical: 85 };

export function initialClimate({ urgency, crisis }: { urgency: Urgency; crisis: boolean }): Climate {
  return {
    tension: toScore(25 + (crisis ? CRISIS_TENSION : 0)),
    confidence: 50,
    urgency: urgencyStart[urgency],
    collaboration: 60,
  };
}

type Drift = Partial<Climate>;

const driftByType: Record<CouncilMessage['type'], Drift> = {
  analysis: { confidence: 4, urgency: 3 },
  data: { confidence: 6, tension: -2 },
  question: { tension: 3, collaboration: 2 },
  support: { collaboration: 8, tension: -5, confidence: 3 },
  concern: { tension: 9, collaboration: -6, confidence: -3, urgency: 2 },
  proposal: { collaboration: 6, tension: -6, confidence: 5, urgency: -3 },
};

/** One message moves the room; a confident speaker (over 50) lifts confidence, a doubtful one lowers it. */
export function driftClimate(climate: Climate, message: CouncilMessage): Climate {
  const drift = driftByType[message.type];
  const conviction = (message.confidence - 50) / 10;
  return {
    tension: toScore(climate.tension + (drift.tension ?? 0)),
    confidence: toScore(climate.confidence + (drift.confidence ?? 0) + conviction),
    urgency: toScore(climate.urgency + (drift.urgency ?? 0)),
    collaboration: toScore(climate.collaboration + (drift.collaboration ?? 0)),
  };
}

export function climateAfter(start: Climate, messages: readonly CouncilMessage[]): Climate {
  return messages.reduce(driftClimate, start);
}

export type DeepPhase = 'initial' | 'analysis' | 'debate' | 'consensus';
export const DEEP_PHASES: readonly DeepPhase[] = ['initial', 'analysis', 'debate', 'consensus'];

/** SPEC §4: initial; analysis at 5 s; debate at 10 s; consensus at 15 s. */
export function deepPhase(elapsedMs: number): DeepPhase {
  if (elapsedMs >= 15_000) return 'consensus';
  if (elapsedMs >= 10_000) return 'debate';
  if (elapsedMs >= 5_000) return 'analysis';
  return 'initial';
}
