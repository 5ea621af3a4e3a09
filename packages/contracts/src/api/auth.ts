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
