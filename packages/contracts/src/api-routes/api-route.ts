// The shape of one HTTP call in the route table.
import type { z } from 'zod';

export type Owner = 'gateway' | 'svc-game' | 'svc-council' | 'svc-analytics';

/**
 * The gateway's tighter write limits, each counting calls of one kind per player (every write counts
 * against the general one besides): the gateway holds each bucket's size and message.
 */
export type LimitBucket =
  'analytics' | 'agent-actions' | 'scenario-generation' | 'scenario-decisions' | 'previews';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template: `/api/scenarios/{id}`. */
  path: string;
  summary: string;
  /** Who answers it: the gateway itself, or the service it forwards the call to. */
  owner: Owner;
  /** The tighter write limit it counts against besides the general one, if any. */
  limitBucket?: LimitBucket;
  /** It reaches an AI provider: the advisors' own per-player limit applies. */
  advisorCall?: boolean;
  request?: z.ZodType;
  response?: z.ZodType;
  /** Answered with 201 rather than 200. */
  created?: boolean;
  /** An idempotent create: what its 200 answer means (nothing was created). */
  existing?: string;
  /** Query parameters, an object schema. */
  query?: z.ZodType;
  /** An answer that is a file rather than JSON (its media type). */
  file?: string;
  /** Answered to anyone, without a session: the gateway forwards no user token for it. */
  public?: boolean;
  /**
   * A view the screens poll (SPEC §7), whose ETag moves whenever a write changes it: where the gateway hears
   * of every change (embedded mode), it answers a poll that repeats the last ETag itself.
   */
  polled?: boolean;
}
