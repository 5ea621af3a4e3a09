// API key rules of SPEC §5, shared by the key dialog and svc-council so the
// server enforces exactly what the player is told.
import { z } from 'zod';
import { providerSchema, type Provider } from './council';

export const providerNames: Record<Provider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  local: 'OpenAI-compatible (local)',
};

export const apiKeyMessages = {
  missing: 'Please fill in all required fields.',
  tooShort: 'API key appears to be too short or invalid.',
  badFormat: (provider: Provider) =>
    `Invalid API Key Format: The API key format is not valid for ${providerNames[provider]}.`,
  localNeedsServer:
    'Missing Information: A local model needs the address of its server (such as http://127.0.0.1:11434/v1) and a model name.',
  localBadUrl:
    'Invalid Server Address: Give an http:// or https:// address with no user name or password in it.',
  localBadModel: 'Invalid Model Name: Use letters, digits and . : / _ - only (such as llama3.1:8b).',
} as const;

/** A model name as a server knows it ('gpt-4o-mini', 'llama3.1:8b', 'Qwen/Qwen2.5-7B-Instruct'). */
export const modelNamePattern = /^[\w.:/-]{1,100}$/;

/** What a local model's server address must look like; which hosts may be named is the operator's call. */
export function localServerProblem(baseUrl: string | undefined, model: string | undefined): string | null {
  if (!baseUrl?.trim() || !model?.trim()) return apiKeyMessages.localNeedsServer;
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return apiKeyMessages.localBadUrl;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return apiKeyMessages.localBadUrl;
  if (!modelNamePattern.test(model.trim())) return apiKeyMessages.localBadModel;
  return null;
}

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
    case 'local':
      // A local server takes whatever key it was set up with, or none.
      return true;
  }
}

/** The first rule a key breaks, as the message the player sees, or null when it is fine. */
export function apiKeyProblem(input: {
  provider?: string;
  keyName?: string;
  key?: string;
  baseUrl?: string;
  model?: string;
}): string | null {
  const provider = providerSchema.safeParse(input.provider);
  if (provider.success && provider.data === 'local') {
    if (!input.keyName?.trim()) return apiKeyMessages.missing;
    return localServerProblem(input.baseUrl, input.model);
  }
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
    /** A local model's server (provider 'local' only), e.g. http://127.0.0.1:11434/v1. */
    baseUrl: z.string().max(300, 'The server address must be at most 300 characters.').optional(),
    /** A local model's name (provider 'local' only). */
    model: z.string().max(100, 'The model name must be at most 100 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    const problem = apiKeyProblem({
      provider: v.provider,
      keyName: v.keyName,
      key: v.encryptedKey,
      baseUrl: v.baseUrl,
      model: v.model,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => ({
    provider: v.provider as Provider,
    keyName: v.keyName!.trim(),
    key: v.encryptedKey?.trim() ?? '',
    ...(v.provider === 'local' ? { baseUrl: v.baseUrl!.trim(), model: v.model!.trim() } : {}),
  }));

/** The most a player may set as a key's cap, in US dollars a UTC month. */
export const MAX_MONTHLY_CAP_USD = 10_000;
/** The least a cap may be: one cent a UTC month. */
export const MIN_MONTHLY_CAP_USD = 0.01;
/** What the key page suggests when a key is first used without a cap. */
export const SUGGESTED_MONTHLY_CAP_USD = 5;
/** Past this share of its cap, the council says so (once a month). */
export const CAP_WARNING_SHARE = 0.8;

export const setKeyCapRequestSchema = z.object({
  monthlyCapUsd: z
    .number({ error: 'Give the monthly cap in US dollars, or null for no cap.' })
    // Spend is estimated to the cent: a cap under one cent could never be told apart from none left.
    .min(MIN_MONTHLY_CAP_USD, 'A cap must be at least $0.01 a month. To have no cap, remove it instead.')
    .max(MAX_MONTHLY_CAP_USD, `A cap can be at most $${MAX_MONTHLY_CAP_USD.toLocaleString('en-US')} a month.`)
    .nullable(),
});
