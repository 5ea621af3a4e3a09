import { z } from 'zod';

export const gameModeSchema = z.enum(['demo', 'llm']);
export type GameMode = z.infer<typeof gameModeSchema>;

export const userSchema = z.object({
  firstName: z.string().nullable(),
  gameMode: gameModeSchema.nullable(),
  onboardingCompleted: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  needsLogin: z.boolean(),
  user: userSchema.nullable(),
  loginUrl: z.string(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

const username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(32, 'Username must be at most 32 characters.')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore only.');
const password = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password must be at most 200 characters.');
/**
 * Letters (with their accents), digits, spaces and punctuation, in NFC: no control, format or
 * bidi-override characters, which would garble the name wherever it is shown (the share card).
 */
const printableName = /^[\p{L}\p{M}\p{N}\p{P} ]*$/u;
const firstNameMessage = 'First name may use letters, digits, spaces and punctuation only.';
const firstName = z
  .string()
  .trim()
  .min(1, 'First name is required.')
  .max(40, 'First name must be at most 40 characters.')
  .transform((v) => v.normalize('NFC'))
  .refine((v) => printableName.test(v), firstNameMessage);

export const loginRequestSchema = z.object({
  username,
  password: z.string().min(1, 'Password is required.'),
});
export const registerRequestSchema = z.object({ firstName, username, password });
export const guestRequestSchema = z.object({
  firstName: z
    .string()
    .trim()
    .max(40, 'First name must be at most 40 characters.')
    .transform((v) => v.normalize('NFC'))
    .refine((v) => printableName.test(v), firstNameMessage)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** POST /api/auth/password: the current password again (re-authentication), and the new one. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Your current password is required.').max(200),
    newPassword: password,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * POST /api/auth/delete-account: the account and every service's data of it are erased. A
 * registered account gives its password again; a guest, which has none, only the confirmation.
 */
export const deleteAccountRequestSchema = z
  .object({
    confirm: z.literal('delete my account', { error: 'Send confirm: "delete my account".' }),
    password: z.string().min(1).max(200).optional(),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const updateUserRequestSchema = z
  .object({
    gameMode: gameModeSchema.optional(),
    onboardingCompleted: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.gameMode !== undefined || v.onboardingCompleted !== undefined, {
    message: 'Send gameMode and/or onboardingCompleted.',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
