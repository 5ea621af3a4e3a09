import {
  apiStream,
  councilMeetingSchema,
  emergencyCouncilRequestSchema,
  generateScenarioRequestSchema,
  meetingMessageRequestSchema,
  meetingMessageResponseSchema,
  scenarioSchema,
  type EmergencyCouncilRequest,
} from '@ai-council/contracts';
import { call, pathOf } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';
import { activeCouncilQueryKey } from './active-council';

/** SPEC §5: an emergency type and a non-blank description; reason carries the same text (SPEC §7). */
export const conveneEmergencyCouncilInputSchema = emergencyCouncilRequestSchema;
export interface ConveneEmergencyCouncilInput {
  emergencyType: EmergencyCouncilRequest['emergencyType'];
  description: string;
}

/** POST /api/council/emergency: the meeting convened. */
export const conveneEmergencyCouncil = (input: ConveneEmergencyCouncilInput) =>
  call(
    'POST /api/council/emergency',
    {},
    { reason: input.description, description: input.description, emergencyType: input.emergencyType },
    councilMeetingSchema,
  );

/** The session dialog opens at once on the meeting the server just convened. */
export const useConveneEmergencyCouncil = mutationHook(conveneEmergencyCouncil, (queryClient) => ({
  onSuccess: (meeting) => {
    queryClient.setQueryData(activeCouncilQueryKey, meeting);
    return refreshAfter.meetingConvened(queryClient);
  },
}));

/** The message is trimmed and must not be blank (at most 2000 characters). */
export const postCouncilMessageInputSchema = meetingMessageRequestSchema;

export interface PostCouncilMessageInput {
  meetingId: string;
  message: string;
  /** Hears each answering agent's words as its model writes them (llm mode streams them). */
  onWords?: (agentId: string, delta: string) => void;
}

/** POST /api/council/{id}/messages: the player speaks; the attendees concerned answer in the response. */
export const postCouncilMessage = ({ meetingId, message, onWords }: PostCouncilMessageInput) =>
  apiStream(
    pathOf('POST /api/council/{id}/messages', { id: meetingId }),
    postCouncilMessageInputSchema.parse({ message }),
    meetingMessageResponseSchema,
    (words) => {
      if (words.agentId) onWords?.(words.agentId, words.delta);
    },
  );

export const usePostCouncilMessage = mutationHook(postCouncilMessage, (queryClient) => ({
  onSuccess: ({ meeting }) => {
    queryClient.setQueryData(activeCouncilQueryKey, meeting);
    return refreshAfter.meetingSpokenIn(queryClient);
  },
  // A meeting ended elsewhere answers 409: the next active-meeting read tells the dialog.
  onError: () => refreshAfter.meetingInDoubt(queryClient),
}));

/** PATCH /api/council/{id}/end. */
export const endCouncilMeeting = (meetingId: string) =>
  call('PATCH /api/council/{id}/end', { id: meetingId }, undefined, councilMeetingSchema);

export const useEndCouncilMeeting = mutationHook(endCouncilMeeting, (queryClient) => ({
  onSuccess: () => queryClient.setQueryData(activeCouncilQueryKey, null),
  onSettled: () => refreshAfter.meetingEnded(queryClient),
}));

/**
 * From a council meeting the body is category and title (SPEC §7 also named `force`: the client
 * no longer sends it; svc-council lets the meeting in session raise its scenario past the cap).
 */
export const generateCouncilScenarioInputSchema = generateScenarioRequestSchema.options[0];
export interface GenerateCouncilScenarioInput {
  category: string;
  title: string;
}

/** POST /api/scenarios/generate, from a meeting. */
export const generateCouncilScenario = (input: GenerateCouncilScenarioInput) =>
  call('POST /api/scenarios/generate', {}, generateCouncilScenarioInputSchema.parse(input), scenarioSchema);

export const useGenerateCouncilScenario = mutationHook(generateCouncilScenario, (queryClient) => ({
  onSuccess: () => refreshAfter.scenarioRaised(queryClient),
}));
