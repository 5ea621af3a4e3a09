import type { UpdateUserRequest } from '@ai-council/contracts';
import { call } from '../call';
import { mutationHook } from '../mutation';

export const updateUser = (body: UpdateUserRequest) => call('PATCH /api/auth/user', {}, body);

/**
 * PATCH /api/auth/user. Callers refetch auth status themselves, at the moment
 * their flow moves on (SPEC §4 onboarding timings), so the gate does not switch
 * screens under the player's feet.
 */
export const useUpdateUser = mutationHook(updateUser);
