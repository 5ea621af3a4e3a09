// Provider adapters through the official SDKs. Each takes the player's
// decrypted key and an optional base URL (tests point it at a local fake
// server). One attempt, a hard timeout, and the answer validated with the
// caller's schema: anything else is an AdvisorError, which the caller turns
// into the internal voice.
import type { Provider } from '@ai-council/contracts';
import type { z } from 'zod';
import { AdvisorError, type AdvisorModel, type AdvisorRequest } from './port';
import { parseModelJson, systemPrompt, userPrompt } from './prompts';

export interface ProviderOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  model?: string;
}

// The SDKs load on first use: demo mode (and most tests) never pays for them.
const sdk = {
  openai: () => import('openai').then((m) => m.default),
  anthropic: () => import('@anthropic-ai/sdk').then((m) => m.default),
  google: () => import('@google/genai').then((m) => m.GoogleGenAI),
};

export const defaultModels: Record<Provider, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.0-flash',
};

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function classify(provider: Provider, error: unknown, timedOut: boolean): AdvisorError {
  if (error instanceof AdvisorError) return error;
  const status = statusOf(error);
  const name = (error as Error | null)?.name ?? '';
  if (timedOut || /timeout/i.test(name)) return new AdvisorError(provider, 'no answer in time', 'timeout');
  if (status === 401 || status === 403)
    return new AdvisorError(provider, `the key was refused (${status})`, 'auth');
  return new AdvisorError(provider, status ? `answered ${status}` : 'could not be reached', 'provider');
}

/** Runs one provider call with a hard deadline and turns its text into a validated answer. */
async function ask<S extends z.ZodType>(
  provider: Provider,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<string | null | undefined>,
  schema: S,
): Promise<z.infer<S>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let text: string | null | undefined;
  try {
    text = await call(controller.signal);
  } catch (error) {
    throw classify(provider, error, timedOut);
  } finally {
    clearTimeout(timer);
  }
  if (!text || !text.trim()) throw new AdvisorError(provider, 'answered with no text', 'malformed');
  let parsed: unknown;
  try {
    parsed = parseModelJson(text);
  } catch {
    throw new AdvisorError(provider, 'answered with text that is not JSON', 'malformed');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new AdvisorError(provider, 'answered JSON of the wrong shape', 'malformed');
  return result.data;
}

export function openAiAdvisor(options: ProviderOptions): AdvisorModel {
  // Built on the first call, so a model that is never asked never loads its SDK.
  let client: ReturnType<typeof buildOpenai> | undefined;
  const buildOpenai = () =>
    sdk.openai().then(
      (OpenAI) =>
        new OpenAI({
          apiKey: options.apiKey,
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
    );
  return {
    name: 'openai',
    generate: async <S extends z.ZodType>(request: AdvisorRequest<z.input<S>>, schema: S) => {
      // Loading the SDK is not the provider's latency: it happens before the deadline starts.
      const sdkClient = await (client ??= buildOpenai());
      return ask(
        'openai',
        options.timeoutMs,
        async (signal) => {
          const completion = await sdkClient.chat.completions.create(
            {
              model: options.model ?? defaultModels.openai,
              messages: [
                { role: 'system', content: systemPrompt(request) },
                { role: 'user', content: userPrompt(request, schema) },
              ],
              response_format: { type: 'json_object' },
              max_completion_tokens: 700,
            },
            { signal },
          );
          return completion.choices?.[0]?.message?.content;
        },
        schema,
      );
    },
  };
}

export function anthropicAdvisor(options: ProviderOptions): AdvisorModel {
  // Built on the first call, so a model that is never asked never loads its SDK.
  let client: ReturnType<typeof buildAnthropic> | undefined;
  const buildAnthropic = () =>
    sdk.anthropic().then(
      (Anthropic) =>
        new Anthropic({
          apiKey: options.apiKey,
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
    );
  return {
    name: 'anthropic',
    generate: async <S extends z.ZodType>(request: AdvisorRequest<z.input<S>>, schema: S) => {
      // Loading the SDK is not the provider's latency: it happens before the deadline starts.
      const sdkClient = await (client ??= buildAnthropic());
      return ask(
        'anthropic',
        options.timeoutMs,
        async (signal) => {
          const message = await sdkClient.messages.create(
            {
              model: options.model ?? defaultModels.anthropic,
              max_tokens: 700,
              system: systemPrompt(request),
              messages: [{ role: 'user', content: userPrompt(request, schema) }],
            },
            { signal },
          );
          return (message.content ?? []).map((block) => (block.type === 'text' ? block.text : '')).join('');
        },
        schema,
      );
    },
  };
}

export function googleAdvisor(options: ProviderOptions): AdvisorModel {
  // Built on the first call, so a model that is never asked never loads its SDK.
  let client: ReturnType<typeof buildGoogle> | undefined;
  const buildGoogle = () =>
    sdk.google().then(
      (GoogleGenAI) =>
        new GoogleGenAI({
          apiKey: options.apiKey,
          httpOptions: {
            ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
            timeout: options.timeoutMs,
            // No retryOptions: without them the SDK makes one attempt and keeps the HTTP status on its errors.
          },
        }),
    );
  return {
    name: 'google',
    generate: async <S extends z.ZodType>(request: AdvisorRequest<z.input<S>>, schema: S) => {
      // Loading the SDK is not the provider's latency: it happens before the deadline starts.
      const sdkClient = await (client ??= buildGoogle());
      return ask(
        'google',
        options.timeoutMs,
        async (signal) => {
          const response = await sdkClient.models.generateContent({
            model: options.model ?? defaultModels.google,
            contents: userPrompt(request, schema),
            config: {
              systemInstruction: systemPrompt(request),
              responseMimeType: 'application/json',
              maxOutputTokens: 700,
              abortSignal: signal,
            },
          });
          return response.text;
        },
        schema,
      );
    },
  };
}

export type ProviderBaseUrls = Partial<Record<Provider, string>>;
/** A model name per provider, in place of defaultModels. */
export type ProviderModels = Partial<Record<Provider, string>>;

export function providerAdvisor(provider: Provider, options: ProviderOptions): AdvisorModel {
  switch (provider) {
    case 'openai':
      return openAiAdvisor(options);
    case 'anthropic':
      return anthropicAdvisor(options);
    case 'google':
      return googleAdvisor(options);
  }
}
