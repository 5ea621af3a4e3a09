// Who speaks for an agent: in llm mode, the agent's provider when the player
// stored a key for it (else the player's local model, if they added one);
// otherwise the internal voice. A provider failure falls back to the internal
// voice, marked 'internal-fallback': the player always gets an answer, never
// an empty one and never a 500. Every call's reported tokens are recorded
// against its key, and a key at its monthly cap is not called at all.
import { formatUsd } from '@ai-council/rules';
import { CAP_WARNING_SHARE, providerNames, type Provider } from '@ai-council/contracts';
import type { Logger } from '@ai-council/service-kit';
import type { z } from 'zod';
import type { OpenedKey } from '../data-access/api-key-repository';
import { monthOf, type KeyUsageRepository } from '../data-access/key-usage-repository';
import type { LocalHostPolicy } from './local-hosts';
import type { AdvisorModel, AdvisorRequest, GenerateOptions } from './port';
import { AdvisorError } from './port';
import { estimateUsd } from './prices';
import { systemPrompt, userPrompt } from './prompts';
import {
  defaultModels,
  MAX_OUTPUT_TOKENS,
  providerAdvisor,
  type ProviderBaseUrls,
  type ProviderModels,
  type ProviderOptions,
  type ReportedTokens,
} from './providers';
import { simulatedAdvisor } from './simulated';

export type Voice = 'internal' | 'llm' | 'internal-fallback';

export interface Speaker {
  userId: string;
  gameMode: 'demo' | 'llm' | null;
}

export interface AdvisorDeps {
  /** The player's newest key for a provider, opened, or null. */
  keyFor(userId: string, provider: Provider): Promise<OpenedKey | null>;
  logger: Logger;
  timeoutMs: number;
  baseUrls?: ProviderBaseUrls;
  /** Model names in place of the adapters' defaults. */
  models?: ProviderModels;
  /** Where each key's tokens and monthly spend are kept; without it nothing is counted or capped. */
  usage?: KeyUsageRepository;
  /** Tells the player something about their key in the council's feed (the cap notices). */
  notify?: (userId: string, text: string) => Promise<void>;
  /** Which servers a local model may be at; without it no local model is called. */
  localHosts?: LocalHostPolicy;
  now?: () => Date;
  /** Replaceable for tests; defaults to the SDK adapters. */
  modelFor?: (provider: Provider, options: ProviderOptions) => AdvisorModel;
}

export interface Spoken<T> {
  value: T;
  voice: Voice;
  /** Why the internal voice answered in llm mode, when the player can do something about it. */
  note?: string;
}

export interface Advisor {
  speak<S extends z.ZodType>(
    speaker: Speaker,
    request: AdvisorRequest<z.input<S>>,
    schema: S,
    stream?: GenerateOptions,
  ): Promise<Spoken<z.infer<S>>>;
}

const keyLabel = (key: OpenedKey) => `${providerNames[key.provider]} key "${key.keyName}"`;

function firstOfNextMonth(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toLocaleDateString('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** What the player is told about a key that was not used, or is near its cap. */
export const keyNotes = {
  reached: (key: OpenedKey, cap: number, spent: number, now: Date) =>
    `Your ${keyLabel(key)} reached its monthly cap of ${formatUsd(cap)} (${formatUsd(spent)} estimated this month), so the council answers in its internal voice until ${firstOfNextMonth(now)}. To go on with the model, raise or clear the cap on the API Keys page.`,
  near: (key: OpenedKey, cap: number, spent: number) =>
    `Your ${keyLabel(key)} has used an estimated ${formatUsd(spent)} of its ${formatUsd(cap)} monthly cap (over ${Math.round(CAP_WARNING_SHARE * 100)} %). At the cap the council answers in its internal voice; you can raise the cap on the API Keys page.`,
  localRefused: (key: OpenedKey, reason: string) =>
    `Your local model "${key.keyName}" was not called: ${reason}`,
};

export function createAdvisor(deps: AdvisorDeps): Advisor {
  const now = deps.now ?? (() => new Date());
  return {
    async speak(speaker, request, schema, stream) {
      const internal = async (voice: Voice, note?: string) => ({
        value: await simulatedAdvisor.generate(request, schema),
        voice,
        ...(note ? { note } : {}),
      });
      if (speaker.gameMode !== 'llm') return internal('internal');
      const key = await keyOf(deps, speaker.userId, request.agent.provider);
      if (key === 'unopened') return internal('internal-fallback');
      if (!key) return internal('internal');
      const refusal = await localRefusal(deps, key);
      if (refusal) return internal('internal-fallback', keyNotes.localRefused(key, refusal));
      const reservation = await reserve(deps, speaker.userId, key, request, schema, now());
      if (reservation.refusedNote) return internal('internal-fallback', reservation.refusedNote);
      const call = await callModel(deps, key, request, schema, stream);
      await settle(deps, speaker.userId, key, reservation, call);
      if (call.failure) {
        // Log the kind of failure only: the SDK error may echo request details.
        deps.logger.warn(
          { provider: key.provider, kind: call.failure.kind, task: request.task, agent: request.agent.id },
          'provider failed; internal voice answers',
        );
        return internal('internal-fallback');
      }
      return { value: call.value as z.infer<typeof schema>, voice: 'llm' };
    },
  };
}

function modelName(deps: AdvisorDeps, key: OpenedKey): string {
  return key.provider === 'local'
    ? (key.model ?? 'local')
    : (deps.models?.[key.provider] ?? defaultModels[key.provider]);
}

/** The agent's own provider's key, else the player's local model; 'unopened' when a stored key cannot be opened. */
async function keyOf(
  deps: AdvisorDeps,
  userId: string,
  provider: Provider,
): Promise<OpenedKey | null | 'unopened'> {
  try {
    return (
      (await deps.keyFor(userId, provider)) ??
      (provider === 'local' ? null : await deps.keyFor(userId, 'local'))
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'stored key could not be opened; using the internal voice');
    return 'unopened';
  }
}

/** Why a local model may not be called (its server is not allowed), or null. */
async function localRefusal(deps: AdvisorDeps, key: OpenedKey): Promise<string | null> {
  if (key.provider !== 'local') return null;
  return deps.localHosts ? deps.localHosts.refusal(key.baseUrl ?? '') : 'this server allows no local models.';
}

interface Reservation {
  month: string;
  at: Date;
  promptTokens: number;
  ceilingUsd: number;
  /** What the player is told when the key is at its cap and the call is not made. */
  refusedNote?: string;
}

/** The cap is checked, and the call's most expensive outcome reserved, before the call. */
async function reserve(
  deps: AdvisorDeps,
  userId: string,
  key: OpenedKey,
  request: AdvisorRequest<unknown>,
  schema: z.ZodType,
  at: Date,
): Promise<Reservation> {
  const month = monthOf(at);
  // Two characters a token is more than any provider's tokenizer counts for English and JSON, so the
  // reservation covers the call and a burst cannot slip past the cap by more than one call.
  const promptTokens = Math.ceil((systemPrompt(request).length + userPrompt(request, schema).length) / 2);
  const ceilingUsd = estimateUsd(key.provider, modelName(deps, key), promptTokens, MAX_OUTPUT_TOKENS);
  const reservation = { month, at, promptTokens, ceilingUsd };
  if (!deps.usage || (await deps.usage.reserve(userId, key.id, month, ceilingUsd, key.monthlyCapUsd))) {
    return reservation;
  }
  const spent = await deps.usage.committed(userId, key.id, month);
  const note = keyNotes.reached(key, key.monthlyCapUsd ?? 0, spent, at);
  if (await deps.usage.claimNotice(key.id, month, 'warnedAtCap')) await tell(deps, userId, note);
  return { ...reservation, refusedNote: note };
}

interface ModelCall {
  value?: unknown;
  reported?: ReportedTokens;
  failure: AdvisorError | null;
}

async function callModel<S extends z.ZodType>(
  deps: AdvisorDeps,
  key: OpenedKey,
  request: AdvisorRequest<z.input<S>>,
  schema: S,
  stream?: GenerateOptions,
): Promise<ModelCall> {
  const call: ModelCall = { failure: null };
  const modelFor = deps.modelFor ?? providerAdvisor;
  try {
    call.value = await modelFor(key.provider, {
      apiKey: key.key,
      baseUrl: key.provider === 'local' ? key.baseUrl : deps.baseUrls?.[key.provider],
      model: modelName(deps, key),
      timeoutMs: deps.timeoutMs,
      onUsage: (tokens) => (call.reported = tokens),
      ...(key.provider === 'local' && deps.localHosts ? { fetch: deps.localHosts.fetch } : {}),
    }).generate(request, schema, stream);
  } catch (error) {
    call.failure =
      error instanceof AdvisorError ? error : new AdvisorError(key.provider, 'failed', 'provider');
  }
  return call;
}

/** Records what a call reported and replaces its reservation by its cost; says once when the key nears its cap. */
async function settle(
  deps: AdvisorDeps,
  userId: string,
  key: OpenedKey,
  reservation: Reservation,
  { reported, failure }: ModelCall,
): Promise<void> {
  if (!deps.usage) return;
  const { month, at } = reservation;
  if (reported) {
    await deps.usage.record({
      userId,
      keyId: key.id,
      provider: key.provider,
      model: reported.model,
      inputTokens: reported.inputTokens,
      outputTokens: reported.outputTokens,
      at,
    });
  }
  // A call that timed out may still be billed for what it was sent: count the prompt, to err on the player's side.
  const cost = reported
    ? estimateUsd(key.provider, reported.model, reported.inputTokens, reported.outputTokens)
    : failure?.kind === 'timeout'
      ? estimateUsd(key.provider, modelName(deps, key), reservation.promptTokens, 0)
      : 0;
  const committed = await deps.usage.settle(userId, key.id, month, reservation.ceilingUsd, cost);
  const cap = key.monthlyCapUsd;
  if (cap !== null && committed >= CAP_WARNING_SHARE * cap && committed < cap) {
    if (await deps.usage.claimNotice(key.id, month, 'warnedNearCap'))
      await tell(deps, userId, keyNotes.near(key, cap, committed));
  }
}

/** Tells the player about their key in the feed; a notice that cannot be sent is logged, never fails the answer. */
function tell(deps: AdvisorDeps, userId: string, text: string): Promise<void> {
  return (deps.notify?.(userId, text) ?? Promise.resolve()).catch((error: unknown) =>
    deps.logger.warn({ err: error }, 'a key notice could not be sent'),
  );
}
