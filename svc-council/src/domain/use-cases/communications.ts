// The board's messages: the feed, one agent's conversation, and the player
// writing to an agent, who answers in character.
import { randomUUID } from 'node:crypto';
import { createEvent, type Communication } from '@ai-council/contracts';
import { chargeAccount, withinQuestionQuota } from './council-quotas';
import { z } from 'zod';
import { readQuestion } from '@ai-council/reader';
import type { CompanySnapshot } from '@ai-council/contracts';
import type { AgentProfile } from '../board/agents';
import { chatReply } from '../speech/voice';
import { agentOrNotFound } from './agents';
import type { CouncilContext, Player } from './context';
import { sendMessage } from './communications-out';
import { communicationOut } from './mapping';
import { playerInPlay, playerRecord } from './council-view';
import { ANSWER_DIRECTLY, engineAdvice, needsToKnow, type EngineAdvice } from './engine-advice';
import { fileProposal, filingSentence } from './proposals';
import { prompts } from '../../ai/prompts';

export async function listCommunications(ctx: CouncilContext, who: Player): Promise<Communication[]> {
  const player = await playerRecord(ctx, who.userId);
  return (await ctx.communications.recent(who.userId, player.gameId)).map(communicationOut);
}

export async function agentConversation(
  ctx: CouncilContext,
  who: Player,
  agentKey: string,
): Promise<Communication[]> {
  const agent = agentOrNotFound(agentKey);
  const player = await playerRecord(ctx, who.userId);
  return (await ctx.communications.withAgent(who.userId, player.gameId, agent.name)).map(communicationOut);
}

const chatSchema = z.object({ text: z.string().trim().min(1) });

/**
 * The player asks an agent. In llm mode `onWords` hears the reply's words as the model writes them,
 * and `hangUp` aborts when the player hangs up on them: the model call stops.
 */
export async function messageAgent(
  ctx: CouncilContext,
  who: Player,
  input: { agentName: string; message: string; priority: Communication['priority'] },
  onWords?: (soFar: string) => void,
  hangUp?: AbortSignal,
) {
  const agent = agentOrNotFound(input.agentName);
  const player = await playerInPlay(ctx, who.userId);
  await withinQuestionQuota(ctx, who.userId, player.gameId);
  const sent = await sendMessage(ctx, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    from: 'Player',
    to: agent.name,
    message: input.message,
    type: 'direct_message',
    priority: input.priority,
    agentId: agent.id,
    at: ctx.now(),
  });
  const history = (await ctx.communications.withAgent(who.userId, player.gameId, agent.name, 6))
    .map((m) => `${m.from}: ${m.message}`)
    .join('\n');
  const { advice, engineAnswer, decisionId } = await adviseAndFile(
    ctx,
    who.userId,
    player.gameId,
    agent,
    player.company,
    input.message,
  );
  const engineNote = engineAnswer ? `\nThe game engine's estimate, to answer from: ${engineAnswer}` : '';
  const { value, voice, note } = await ctx.advisor.speak(
    who,
    {
      task: 'chat',
      agent,
      company: player.company,
      prompt: `${prompts.chat(history, input.priority, input.message)}${engineNote}\n${ANSWER_DIRECTLY}`,
      internal: () => ({ text: chatReply(agent, player.company, input.message, engineAnswer) }),
    },
    chatSchema,
    onWords ? { onText: onWords, ...(hangUp ? { signal: hangUp } : {}) } : undefined,
  );
  const at = new Date(Math.max(ctx.now().getTime(), new Date(sent.sentAt).getTime() + 1));
  const reply = await sendMessage(ctx, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    from: agent.name,
    to: 'Player',
    message: value.text,
    type: 'response',
    priority: input.priority,
    voice,
    ...(note ? { voiceNote: note } : {}),
    agentId: agent.id,
    // A reply is never before its question, even within one clock tick.
    at,
    // The proposal the answer makes waits in the player's pending decisions, with the engine's estimate.
    events:
      advice?.decision && decisionId
        ? [
            createEvent('decision.proposed', advice.decision(decisionId), {
              userId: who.userId,
              gameId: player.gameId,
              at,
            }),
          ]
        : [],
  });
  await chargeAccount(ctx, who.userId, sent, reply);
  return {
    sent: communicationOut(sent),
    reply: communicationOut(reply),
    ...(decisionId ? { decisionId } : {}),
  };
}

/**
 * The advisor's engine-backed answer to a message, and the proposal it backs
 * filed under the proposal rules (one item a quarter). A question that names
 * nothing to estimate gets what the advisor would need to know.
 */
async function adviseAndFile(
  ctx: CouncilContext,
  userId: string,
  gameId: string,
  agent: AgentProfile,
  company: CompanySnapshot,
  message: string,
): Promise<{ advice: EngineAdvice | null; engineAnswer?: string; decisionId: string | null }> {
  const advice = await engineAdvice(ctx, { userId }, gameId, agent, company, message);
  if (!advice) {
    const q = readQuestion(message);
    const asksNothing = !q.lever && q.departments.length === 0 && message.includes('?');
    return { advice, decisionId: null, ...(asksNothing ? { engineAnswer: needsToKnow(agent) } : {}) };
  }
  if (!advice.filing || !advice.position.chosen)
    return { advice, engineAnswer: advice.answer, decisionId: null };
  const decisionId = randomUUID();
  // The price the chat names is the one the pending decision carries.
  const financialImpact = advice.decision?.(decisionId).financialImpact;
  const filed = await fileProposal(ctx, {
    userId,
    gameId,
    company,
    decisionId,
    agent,
    proposedBy: agent.name,
    ...advice.filing,
    ...(financialImpact === undefined ? {} : { financialImpact }),
  });
  const title = advice.position.chosen.candidate.title;
  return {
    advice,
    engineAnswer: `${advice.answer} ${filingSentence(filed, title, financialImpact)}`,
    decisionId: filed.filed ? decisionId : null,
  };
}
