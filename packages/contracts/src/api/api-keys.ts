// API key rules of SPEC §5, shared by the key dialog and svc-council so the
// server enforces exactly what the player is told.
import { z } from 'zod';
import { providerSchema, type Provider } from './council';

export const providerNames: Record<Provider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
};

export const apiKeyMessages = {
  missing: 'Please fill in all required fields.',
  tooShort: 'API key appears to be too short or invalid.',
  badFormat: (provider: Provider) =>
    `Invalid API Key Format: The API key format is not valid for ${providerNames[provider]}.`,
} as const;

// Classic OpenAI secret keys embed "T3BlbkFJ" (base64 of "OpenAI").
const openAiClassic = /^sk-[A-Za-z0-9_-]*T3BlbkFJ[A-Za-z0-9_-]*$/;
const openAiProject = /^sk-proj-[A-Za-z0-9_-]+$/;
const anthropic = /^sk-ant-api03-[A-Za-z0-9_-]{95}$/;
const google = /^[A-Za-z0-9_-]{39}$/;

export function apiKeyFormatOk(provider: Provider, key: string): boolean {
  switch (provider) {
    case 'openai':
      return openAiClassic.test(key) || (openAiProject.test(key) && key.length >= 43);
    case 'anthropic':
      return anthropic.test(key);
    case 'google':
      return google.test(key);
  }
}

/** The first rule a key breaks, as the message the player sees, or null when it is fine. */
export function apiKeyProblem(input: { provider?: string; keyName?: string; key?: string }): string | null {
  const provider = providerSchema.safeParse(input.provider);
  if (!provider.success || !input.keyName?.trim() || !input.key?.trim()) return apiKeyMessages.missing;
  const key = input.key.trim();
  if (key.length < 10) return apiKeyMessages.tooShort;
  if (!apiKeyFormatOk(provider.data, key)) return apiKeyMessages.badFormat(provider.data);
  return null;
}

export const addApiKeyRequestSchema = z
  .object({
    provider: z.string().optional(),
    keyName: z.string().max(80, 'Key name must be at most 80 characters.').optional(),
    /** Named so by SPEC §7; it carries the key as typed, encrypted at rest by the server. */
    encryptedKey: z.string().max(500, 'API key appears to be too short or invalid.').optional(),
  })
  .superRefine((v, ctx) => {
    const problem = apiKeyProblem({ provider: v.provider, keyName: v.keyName, key: v.encryptedKey });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => ({
    provider: v.provider as Provider,
    keyName: v.keyName!.trim(),
    key: v.encryptedKey!.trim(),
  }));
