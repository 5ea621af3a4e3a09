// What the council's use cases work with: repositories, the advisor, the
// outbox relays and a clock. Built once per service in service.ts.
import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventType } from '@ai-council/contracts';
import type { Logger } from '@ai-council/service-kit';
import type { z } from 'zod';
import type { Advisor } from '../../ai/advisor';
import type { ApiKeyRepository } from '../../data-access/api-key-repository';
import type { CommunicationRepository } from '../../data-access/communication-repository';
import type { MeetingRepository } from '../../data-access/meeting-repository';
import type { PlayerRepository } from '../../data-access/player-repository';
import type { RecommendationRepository } from '../../data-access/recommendation-repository';
import type { ScenarioRepository } from '../../data-access/scenario-repository';

export interface Relays {
  scenarios(docId: string): Promise<void>;
  meetings(docId: string): Promise<void>;
  communications(docId: string): Promise<void>;
  recommendations(docId: string): Promise<void>;
  players(docId: string): Promise<void>;
}

export interface CouncilContext {
  players: PlayerRepository;
  scenarios: ScenarioRepository;
  meetings: MeetingRepository;
  communications: CommunicationRepository;
  recommendations: RecommendationRepository;
  apiKeys: ApiKeyRepository;
  advisor: Advisor;
  relays: Relays;
  now(): Date;
  logger: Logger;
}

/** The player a request acts for, as the gateway's token names them. */
export interface Player {
  userId: string;
  gameMode: 'demo' | 'llm' | null;
}

/**
 * A domain event, its payload checked against its contract before it is
 * written, so the council never publishes what a consumer would reject.
 */
export function eventOf<S extends z.ZodType>(
  type: EventType,
  schema: S,
  payload: z.input<S>,
  envelope: { userId: string; gameId: string; at: Date; id?: string },
): DomainEvent {
  return {
    id: envelope.id ?? randomUUID(),
    type,
    occurredAt: envelope.at.toISOString(),
    userId: envelope.userId,
    gameId: envelope.gameId,
    payload: schema.parse(payload) as Record<string, unknown>,
  };
}
