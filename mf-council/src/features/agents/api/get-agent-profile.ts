import { agentSchema, apiGet } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parsed } from '../lib/parsed';

// Field types borrowed from the contract's agent schema (see lib/parsed.ts).
const text = agentSchema.shape.personality;
const percent = agentSchema.shape.riskLevel;

/** svc-council's GET /api/agents/:id/profile: the agent plus its temperament (SPEC §3 Personality). */
export const agentProfileSchema = agentSchema.extend({
  departmentHealth: percent,
  decisionStyle: text,
  communicationStyle: text,
  riskTolerance: percent,
  catchphrases: text.array(),
  strengths: text.array(),
  /** energetic, focused, concerned, optimistic or analytical. */
  recentMood: text,
});
export type AgentProfile = Parsed<typeof agentProfileSchema>;

export const agentProfileQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: ['/api/agents', agentId, 'profile'],
    queryFn: () => apiGet(`/api/agents/${encodeURIComponent(agentId)}/profile`, agentProfileSchema),
  });

/** Throws to the card's error boundary ('Error loading agent.') when the profile cannot load. */
export const useAgentProfile = (agentId: string) =>
  useQuery({ ...agentProfileQueryOptions(agentId), throwOnError: true });
