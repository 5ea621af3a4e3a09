import type { UpdateUserRequest } from '@ai-council/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../call';

export const updateUser = (body: UpdateUserRequest) => call('PATCH /api/auth/user', {}, body);

/**
 * PATCH /api/auth/user. Callers refetch auth status themselves, at the moment
 * their flow moves on (SPEC §4 onboarding timings), so the gate does not switch
 * screens under the player's feet.
 */
export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
