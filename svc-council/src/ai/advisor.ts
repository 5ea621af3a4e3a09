// Who speaks for an agent: in llm mode, the agent's provider when the player
// stored a key for it; otherwise the internal voice. A provider failure falls
// back to the internal voice, marked 'internal-fallback': the player always
// gets an answer, never an empty one and never a 500.
import type { Provider } from '@ai-council/contracts';
import type { Logger } from '@ai-council/service-kit';
import type { z } from 'zod';
import type { AdvisorModel, AdvisorRequest } from './port';
import { AdvisorError } from './port';
import { providerAdvisor, type ProviderBaseUrls, type ProviderModels } from './providers';
import { simulatedAdvisor } from './simulated';

export type Voice = 'internal' | 'llm' | 'internal-fallback';

export interface Speaker {
  userId: string;
  gameMode: 'demo' | 'llm' | null;
}

export interface AdvisorDeps {
  /** The player's decrypted key for a provider, or null. */
  keyFor(userId: string, provider: Provider): Promise<string | null>;
  logger: Logger;
  timeoutMs: number;
  baseUrls?: ProviderBaseUrls;
  /** Model names in place of the adapters' defaults. */
  models?: ProviderModels;
  /** Replaceable for tests; defaults to the SDK adapters. */
  modelFor?: (provider: Provider, apiKey: string) => AdvisorModel;
}

export interface Advisor {
  speak<S extends z.ZodType>(
    speaker: Speaker,
    request: AdvisorRequest<z.input<S>>,
    schema: S,
  ): Promise<{ value: z.infer<S>; voice: Voice }>;
}

export function createAdvisor(deps: AdvisorDeps): Advisor {
  const modelFor =
    deps.modelFor ??
    ((provider: Provider, apiKey: string) =>
      providerAdvisor(provider, {
        apiKey,
        baseUrl: deps.baseUrls?.[provider],
        model: deps.models?.[provider],
        timeoutMs: deps.timeoutMs,
      }));

  return {
    async speak(speaker, request, schema) {
      const internal = async (voice: Voice) => ({
        value: await simulatedAdvisor.generate(request, schema),
        voice,
      });
      if (speaker.gameMode !== 'llm') return internal('internal');
      const provider = request.agent.provider;
      let apiKey: string | null;
      try {
        apiKey = await deps.keyFor(speaker.userId, provider);
      } catch (error) {
        deps.logger.warn(
          { err: error, provider },
          'stored key could not be opened; using the internal voice',
        );
        return internal('internal-fallback');
      }
      if (!apiKey) return internal('internal');
      try {
        const value = await modelFor(provider, apiKey).generate(request, schema);
        return { value, voice: 'llm' };
      } catch (error) {
        // Log the kind of failure only: the SDK error may echo request details.
        const kind = error instanceof AdvisorError ? error.kind : 'unexpected';
        deps.logger.warn(
          { provider, kind, task: request.task, agent: request.agent.id },
          'provider failed; internal voice answers',
        );
        return internal('internal-fallback');
      }
    },
  };
}
