import {
  challengeLeaderboardSchema,
  gameStateSchema,
  startChallengeRequestSchema,
  type ChallengeMode,
  type StartChallengeRequest,
} from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { newGameUpkeep } from './restart-game';

/**
 * Today's challenge: svc-game starts a new game on the seed of the UTC date and answers its state.
 * The leaderboard shows the player's first name only when `showName` is true.
 */
export const startChallenge = (input: StartChallengeRequest = { showName: false }) =>
  call('POST /api/game/challenge', {}, startChallengeRequestSchema.parse(input), gameStateSchema);

/** Today's challenge is a new game, as Play Again is: nothing cached survives it. */
export const useStartChallenge = mutationHook(startChallenge, newGameUpkeep);

export interface LeaderboardFilter {
  /** YYYY-MM-DD (UTC); svc-game's today when absent. */
  day?: string;
  /** The player's own mode when absent. */
  mode?: ChallengeMode;
}

export const challengeLeaderboardQueryKey = ({ day, mode }: LeaderboardFilter = {}) =>
  ['/api/game/challenge/leaderboard', mode ?? 'yours', day ?? 'today'] as const;
export const getChallengeLeaderboard = ({ day, mode }: LeaderboardFilter = {}) =>
  // An absent filter is left out: svc-game then takes today and the player's mode.
  call('GET /api/game/challenge/leaderboard', {}, { mode, day }, challengeLeaderboardSchema);
export const challengeLeaderboardQueryOptions = (filter: LeaderboardFilter = {}) =>
  queryOptions({
    queryKey: challengeLeaderboardQueryKey(filter),
    queryFn: () => getChallengeLeaderboard(filter),
  });
export const useChallengeLeaderboard = (filter: LeaderboardFilter = {}) =>
  useQuery(challengeLeaderboardQueryOptions(filter));
