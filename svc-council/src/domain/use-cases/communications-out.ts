// Messages the council sends: stored with their communication.sent event (and
// any other event they carry) in one insert.
import { createEvent, type DomainEvent } from '@ai-council/contracts';
import type { CommunicationDoc } from '../../data-access/documents';
import type { Severity } from '@ai-council/rules';
import { type CouncilContext } from './context';

export interface OutgoingMessage {
  id: string;
  userId: string;
  gameId: string;
  from: string;
  to: string | null;
  message: string;
  type: CommunicationDoc['type'];
  priority: CommunicationDoc['priority'];
  voice?: CommunicationDoc['voice'];
  voiceNote?: string;
  agentId?: string | null;
  at: Date;
  /** Further events that this message is the record of (agent actions, proposals). */
  events?: DomainEvent[];
}

export async function sendMessage(ctx: CouncilContext, m: OutgoingMessage): Promise<CommunicationDoc> {
  const sent = createEvent(
    'communication.sent',
    { communicationId: m.id, from: m.from, to: m.to, type: m.type, priority: m.priority },
    { userId: m.userId, gameId: m.gameId, at: m.at, id: `${m.id}:sent` },
  );
  const doc: CommunicationDoc = {
    _id: m.id,
    userId: m.userId,
    gameId: m.gameId,
    from: m.from,
    to: m.to,
    message: m.message,
    sentAt: m.at.toISOString(),
    type: m.type,
    priority: m.priority,
    voice: m.voice ?? null,
    ...(m.voiceNote ? { voiceNote: m.voiceNote } : {}),
    agentId: m.agentId ?? null,
    outbox: [sent, ...(m.events ?? [])],
  };
  if (await ctx.communications.insertOnce(doc)) await ctx.relays.communications(doc._id);
  return doc;
}

/** An agent's post to the council's feed, to no one in particular, in the internal voice. */
export function agentPost(
  ctx: CouncilContext,
  agent: { id: string; name: string },
  m: Omit<OutgoingMessage, 'from' | 'to' | 'voice' | 'agentId'>,
): Promise<CommunicationDoc> {
  return sendMessage(ctx, { ...m, from: agent.name, to: null, voice: 'internal', agentId: agent.id });
}

/** The priority of a message about a scenario or signal of this severity. */
const PRIORITY_OF_SEVERITY: Record<Severity, CommunicationDoc['priority']> = {
  low: 'low',
  medium: 'normal',
  high: 'high',
  critical: 'urgent',
};

export function priorityForSeverity(severity: Severity): CommunicationDoc['priority'] {
  return PRIORITY_OF_SEVERITY[severity];
}
