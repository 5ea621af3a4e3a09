import {
  apiRequest,
  councilMeetingSchema,
  emergencyCouncilRequestSchema,
  type emergencyTypes,
} from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  activeCouncilQueryKey,
  councilMeetingsQueryKey,
  communicationsQueryKey,
  dashboardOverviewQueryKey,
} from '@ai-council/queries';

/** SPEC §5: an emergency type and a non-blank description; reason carries the same text (SPEC §7). */
export const conveneEmergencyCouncilInputSchema = emergencyCouncilRequestSchema;
export interface ConveneEmergencyCouncilInput {
  emergencyType: (typeof emergencyTypes)[number];
  description: string;
}

export const conveneEmergencyCouncil = (input: ConveneEmergencyCouncilInput) =>
  apiRequest(
    'POST',
    '/api/council/emergency',
    { reason: input.description, description: input.description, emergencyType: input.emergencyType },
    councilMeetingSchema,
  );

export function useConveneEmergencyCouncil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: conveneEmergencyCouncil,
    onSuccess: async (meeting) => {
      // The session dialog opens at once on the meeting the server just convened.
      queryClient.setQueryData(activeCouncilQueryKey, meeting);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: councilMeetingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardOverviewQueryKey }),
        queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
      ]);
    },
  });
}
