// SPEC §5 recommendation request rules, apart from the form so they read on their own.
import { recommendationCategorySchema, urgencySchema } from '@ai-council/contracts';

export const RECOMMENDATION_CATEGORIES = recommendationCategorySchema.options;
export const URGENCY_LEVELS = urgencySchema.options;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];
export type Urgency = (typeof URGENCY_LEVELS)[number];

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please select an agent and enter your question.',
} as const;

export const REQUEST_FAILED = {
  title: 'Request Failed',
  description: 'Unable to get agent recommendation. Please try again.',
} as const;

export interface RecommendationDraft {
  agentId: string;
  question: string;
}

/** Submit is disabled while the agent or the question is missing, or a request is in flight. */
export function canSubmitRecommendation(draft: RecommendationDraft, loading: boolean): boolean {
  return draft.agentId !== '' && draft.question !== '' && !loading;
}

/** The question counts only after trimming; a blank one is refused with 'Missing Information'. */
export function validateRecommendation(
  draft: RecommendationDraft,
): { ok: true; agentId: string; question: string } | { ok: false } {
  const question = draft.question.trim();
  if (!draft.agentId || !question) return { ok: false };
  return { ok: true, agentId: draft.agentId, question };
}

export const CATEGORY_LABELS: Record<RecommendationCategory, string> = {
  strategic: 'Strategic',
  financial: 'Financial',
  operational: 'Operational',
  technology: 'Technology',
  hr: 'HR',
  marketing: 'Marketing',
};

export const URGENCY_LABELS: Record<Urgency, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
