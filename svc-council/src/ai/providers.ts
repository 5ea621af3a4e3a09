// Provider adapters through the official SDKs. Each takes the player's
// decrypted key and an optional base URL (tests point it at a local fake
// server). One attempt, a hard timeout, and the answer validated with the
// caller's schema: anything else is an AdvisorError, which the caller turns
// into the internal voice.
import type { Provider } from '@ai-council/contracts';
import type { z } from 'zod';
import { AdvisorError, type AdvisorModel, type AdvisorRequest, type GenerateOptions } from './port';
import { parseModelJson, partialJsonString, systemPrompt, userPrompt } from './prompts';

/** The tokens a provider reported for one call, for the model asked. */
export interface ReportedTokens {
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface ProviderOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  model?: string;
  /** Told the tokens each call reported, usable answer or not: the player pays for both. */
  onUsage?: (tokens: ReportedTokens) => void;
  /** The fetch a local model's calls go through (its connections checked against LOCAL_MODEL_HOSTS). */
  fetch?: typeof fetch;
}

/** The most a model may write in one answer: also what a cap reserves for it. */
export const MAX_OUTPUT_TOKENS = 700;

// The SDKs load on first use: demo mode (and most tests) never pays for them.
const sdk = {
  openai: () => import('openai').then((m) => m.default),
  anthropic: () => import('@anthropic-ai/sdk').then((m) => m.default),
  google: () => import('@google/genai').then((m) => m.GoogleGenAI),
};

export const defaultModels: Record<Exclude<Provider, 'local'>, string> = {
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

interface Answer {
  text: string | null | undefined;
  usage?: { inputTokens: number; outputTokens: number };
}

/** Runs one provider call with a hard deadline and turns its text into a validated answer. */
async function ask<S extends z.ZodType>(
  provider: Provider,
  options: ProviderOptions,
  model: string,
  call: (signal: AbortSignal) => Promise<Answer>,
  schema: S,
  hangUp?: AbortSignal,
): Promise<z.infer<S>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const playerLeft = () => controller.abort();
  hangUp?.addEventListener('abort', playerLeft, { once: true });
  let answer: Answer;
  try {
    if (hangUp?.aborted) throw new AdvisorError(provider, 'the player hung up', 'provider');
    answer = await call(controller.signal);
  } catch (error) {
    if (hangUp?.aborted && !timedOut) throw new AdvisorError(provider, 'the player hung up', 'provider');
    throw classify(provider, error, timedOut);
  } finally {
    clearTimeout(timer);
    hangUp?.removeEventListener('abort', playerLeft);
  }
  if (answer.usage) options.onUsage?.({ model, ...answer.usage });
  const text = answer.text;
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

/** Passes the words of a streamed answer on as they come: the JSON's `field` string, decoded so far. */
function streamedWords(stream: GenerateOptions | undefined) {
  let raw = '';
  let told = '';
  return (delta: string) => {
    if (!stream?.onText || !delta) return;
    raw += delta;
    const words = partialJsonString(raw, stream.field ?? 'text');
    if (words && words !== told) {
      told = words;
      stream.onText(words);
    }
  };
}

/** What an advisor says to a model: the system prompt and the user's. */
interface Prompt {
  system: string;
  user: string;
}

/** One call through a provider's SDK client, under ask's deadline (the signal); streamed when `stream` listens. */
type SdkCall<Client> = (
  client: Client,
  prompt: Prompt,
  stream: GenerateOptions | undefined,
  signal: AbortSignal,
) => Promise<Answer>;

/**
 * An advisor over a provider's SDK. The client is built on the first call, so
 * a model that is never asked never loads its SDK; loading it is not the
 * provider's latency, so it happens before the deadline starts.
 */
function sdkAdvisor<Client>(
  provider: Provider,
  options: ProviderOptions,
  model: string,
  build: () => Promise<Client>,
  call: SdkCall<Client>,
): AdvisorModel {
  let client: Promise<Client> | undefined;
  return {
    name: provider,
    generate: async <S extends z.ZodType>(
      request: AdvisorRequest<z.input<S>>,
      schema: S,
      stream?: GenerateOptions,
    ) => {
      const sdkClient = await (client ??= build());
      const prompt = { system: systemPrompt(request), user: userPrompt(request, schema) };
      return ask(
        provider,
        options,
        model,
        (signal) => call(sdkClient, prompt, stream, signal),
        schema,
        stream?.signal,
      );
    },
  };
}

/** An OpenAI-compatible server: OpenAI itself, or a player's local model ('local'). */
export function openAiAdvisor(
  options: ProviderOptions,
  provider: 'openai' | 'local' = 'openai',
): AdvisorModel {
  const build = () =>
    sdk.openai().then(
      (OpenAI) =>
        new OpenAI({
          // A local server may want no key; the SDK insists on one.
          apiKey: options.apiKey || 'no-key',
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          maxRetries: 0,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
    );
  const model = options.model ?? defaultModels.openai;
  return sdkAdvisor(provider, options, model, build, openAiCall(model, provider === 'local'));
}

function openAiCall(
  model: string,
  local: boolean,
): SdkCall<InstanceType<Awaited<ReturnType<typeof sdk.openai>>>> {
  return async (client, prompt, stream, signal) => {
    const body = {
      model,
      messages: [
        { role: 'system' as const, content: prompt.system },
        { role: 'user' as const, content: prompt.user },
      ],
      // Local servers differ in what they accept: the prompt asks for JSON, and the oldest token limit name.
      ...(local
        ? { max_tokens: MAX_OUTPUT_TOKENS }
        : { response_format: { type: 'json_object' as const }, max_completion_tokens: MAX_OUTPUT_TOKENS }),
    };
    if (!stream?.onText) {
      const completion = await client.chat.completions.create(body, { signal });
      return {
        text: completion.choices?.[0]?.message?.content,
        usage: completion.usage && {
          inputTokens: completion.usage.prompt_tokens ?? 0,
          outputTokens: completion.usage.completion_tokens ?? 0,
        },
      };
    }
    const chunks = await client.chat.completions.create(
      { ...body, stream: true, stream_options: { include_usage: true } },
      { signal },
    );
    const tell = streamedWords(stream);
    let text = '';
    let usage: Answer['usage'];
    for await (const chunk of chunks) {
      const delta = chunk.choices?.[0]?.delta?.content ?? '';
      text += delta;
      tell(delta);
      if (chunk.usage)
        usage = {
          inputTokens: chunk.usage.prompt_tokens ?? 0,
          outputTokens: chunk.usage.completion_tokens ?? 0,
        };
    }
    return { text, usage };
  };
}

export function anthropicAdvisor(options: ProviderOptions): AdvisorModel {
  const build = () =>
    sdk.anthropic().then(
      (Anthropic) =>
        new Anthropic({
          apiKey: options.apiKey,
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
    );
  const model = options.model ?? defaultModels.anthropic;
  return sdkAdvisor('anthropic', options, model, build, anthropicCall(model));
}

function anthropicCall(model: string): SdkCall<InstanceType<Awaited<ReturnType<typeof sdk.anthropic>>>> {
  return async (client, prompt, stream, signal) => {
    const body = {
      model,
      max_tokens: MAX_OUTPUT_TOKENS,
      system: prompt.system,
      messages: [{ role: 'user' as const, content: prompt.user }],
    };
    if (!stream?.onText) {
      const message = await client.messages.create(body, { signal });
      return {
        text: (message.content ?? []).map((block) => (block.type === 'text' ? block.text : '')).join(''),
        usage: message.usage && {
          inputTokens: message.usage.input_tokens ?? 0,
          outputTokens: message.usage.output_tokens ?? 0,
        },
      };
    }
    const events = await client.messages.create({ ...body, stream: true }, { signal });
    const tell = streamedWords(stream);
    let text = '';
    let inputTokens = 0;
    let outputTokens = 0;
    let reported = false;
    for await (const event of events) {
      if (event.type === 'message_start') {
        inputTokens = event.message.usage?.input_tokens ?? 0;
        outputTokens = event.message.usage?.output_tokens ?? 0;
        reported = true;
      } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
        text += event.delta.text;
        tell(event.delta.text);
      } else if (event.type === 'message_delta') {
        // message_delta carries the running output count.
        outputTokens = event.usage?.output_tokens ?? outputTokens;
        reported = true;
      }
    }
    return { text, usage: reported ? { inputTokens, outputTokens } : undefined };
  };
}

export function googleAdvisor(options: ProviderOptions): AdvisorModel {
  const build = () =>
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
  const model = options.model ?? defaultModels.google;
  return sdkAdvisor('google', options, model, build, googleCall(model));
}

function googleCall(model: string): SdkCall<InstanceType<Awaited<ReturnType<typeof sdk.google>>>> {
  const usageOf = (metadata: { promptTokenCount?: number; candidatesTokenCount?: number } | undefined) =>
    metadata && {
      inputTokens: metadata.promptTokenCount ?? 0,
      outputTokens: metadata.candidatesTokenCount ?? 0,
    };
  return async (client, prompt, stream, signal) => {
    const params = {
      model,
      contents: prompt.user,
      config: {
        systemInstruction: prompt.system,
        responseMimeType: 'application/json',
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        abortSignal: signal,
      },
    };
    if (!stream?.onText) {
      const response = await client.models.generateContent(params);
      return { text: response.text, usage: usageOf(response.usageMetadata) };
    }
    const chunks = await client.models.generateContentStream(params);
    const tell = streamedWords(stream);
    let text = '';
    let usage: Answer['usage'];
    for await (const chunk of chunks) {
      const delta = chunk.text ?? '';
      text += delta;
      tell(delta);
      // Each chunk carries the counts so far; the last one has the call's.
      usage = usageOf(chunk.usageMetadata) ?? usage;
    }
    return { text, usage };
  };
}

export type ProviderBaseUrls = Partial<Record<Provider, string>>;
/** A model name per provider, in place of defaultModels. */
export type ProviderModels = Partial<Record<Provider, string>>;

export function providerAdvisor(provider: Provider, options: ProviderOptions): AdvisorModel {
  switch (provider) {
    case 'openai':
      return openAiAdvisor(options);
    case 'local':
      return openAiAdvisor(options, 'local');
    case 'anthropic':
      return anthropicAdvisor(options);
    case 'google':
      return googleAdvisor(options);
  }
}
