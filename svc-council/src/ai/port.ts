// The advisor-model port (DESIGN.md): generate(request, schema) for agent
// speech, analyses, recommendations and decision grades. Every answer is
// validated with its zod schema, whichever adapter produced it.
import type { CompanySnapshot, Provider } from '@ai-council/contracts';
import type { z } from 'zod';
import type { AgentProfile } from '../domain/board/agents';

export type AdvisorTask = 'chat' | 'recommendation' | 'analysis' | 'meeting' | 'meeting-reply' | 'grade';

export interface AdvisorRequest<T = unknown> {
  task: AdvisorTask;
  agent: AgentProfile;
  company: CompanySnapshot;
  /** What the agent is asked, in plain words for a model. */
  prompt: string;
  /**
   * The internal voice's answer to the same request. The simulated adapter
   * answers with it; provider adapters ignore it (it is also the fallback).
   */
  internal: () => T;
}

/** Streaming: the words of one string field of the answer, told as they are generated. */
export interface GenerateOptions {
  /** The answer's text so far (the whole of it each time, never just the new part). */
  onText?: (soFar: string) => void;
  /** Which field of the JSON answer holds the words; 'text' unless said. */
  field?: string;
  /** Aborts when the player hangs up: the provider call stops (what is not generated is not billed to their key). */
  signal?: AbortSignal;
}

export interface AdvisorModel {
  readonly name: 'simulated' | Provider;
  generate<S extends z.ZodType>(
    request: AdvisorRequest<z.input<S>>,
    schema: S,
    stream?: GenerateOptions,
  ): Promise<z.infer<S>>;
}

/** A provider answered with something unusable, refused, or did not answer in time. */
export class AdvisorError extends Error {
  constructor(
    readonly provider: Provider,
    message: string,
    readonly kind: 'timeout' | 'auth' | 'malformed' | 'provider',
  ) {
    super(`${provider}: ${message}`);
    this.name = 'AdvisorError';
  }
}
