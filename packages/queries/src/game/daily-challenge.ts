import {
  apiGet,
  apiRequest,
  challengeLeaderboardSchema,
  gameStateSchema,
  startChallengeRequestSchema,
  type ChallengeMode,
  type StartChallengeRequest,
} from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Today's challenge: svc-game starts a new game on the seed of the UTC date and answers its state.
 * The leaderboard shows the player's first name only when `showName` is true.
 */
export const startChallenge = (input: StartChallengeRequest = { showName: false }) =>
  apiRequest('POST', '/api/game/challenge', startChallengeRequestSchema.parse(input), gameStateSchema);

export interface LeaderboardFilter {
  /** YYYY-MM-DD (UTC); svc-game's today when absent. */
  day?: string;
  /** The player's own mode when absent. */
  mode?: ChallengeMode;
}

export const challengeLeaderboardQueryKey = ({ day, mode }: LeaderboardFilter = {}) =>
  ['/api/game/challenge/leaderboard', mode ?? 'yours', day ?? 'today'] as const;
export function getChallengeLeaderboard({ day, mode }: LeaderboardFilter = {}) {
  const query = new URLSearchParams({ ...(mode ? { mode } : {}), ...(day ? { day } : {}) }).toString();
  const search = query ? `?${query}` : '';
  return apiGet(`/api/game/challenge/leaderboard${search}`, challengeLeaderboardSchema);
}
export const challengeLeaderboardQueryOptions = (filter: LeaderboardFilter = {}) =>
  queryOptions({
    queryKey: challengeLeaderboardQueryKey(filter),
    queryFn: () => getChallengeLeaderboard(filter),
  });
export const useChallengeLeaderboard = (filter: LeaderboardFilter = {}) =>
  useQuery(challengeLeaderboardQueryOptions(filter));
