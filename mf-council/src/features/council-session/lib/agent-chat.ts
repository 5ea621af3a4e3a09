// The Agent Chat's script (SPEC §2): the board's latest real messages appear
// every 2.5 s; 3 s after the last one the CEO starts typing, and the CEO's
// answer lands 2 s later.
import type { Communication } from '@ai-council/contracts';

export const CHAT_MESSAGE_MS = 2500;
export const CHAT_TYPING_AFTER_MS = 3000;
export const CHAT_CEO_AFTER_TYPING_MS = 2000;
/** How many of the board's messages open the chat. */
export const CHAT_OPENING_MESSAGES = 4;

/** The newest messages agents raised on their own (not replies to the player), oldest first. */
export function chatOpening(feed: readonly Communication[]): Communication[] {
  return feed
    .filter((m) => m.type === 'agent_action' || m.type === 'scenario_alert')
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .slice(0, CHAT_OPENING_MESSAGES)
    .reverse();
}

export interface ChatTimeline {
  visible: number;
  /** All opening messages are shown: time to ask the CEO. */
  openingDone: boolean;
  typing: boolean;
  /** The CEO's answer may show (once it has arrived). */
  ceoDue: boolean;
}

export function chatTimeline(elapsedMs: number, openingCount: number): ChatTimeline {
  const visible = Math.min(openingCount, Math.floor(elapsedMs / CHAT_MESSAGE_MS));
  const lastAt = openingCount * CHAT_MESSAGE_MS;
  const typingAt = lastAt + CHAT_TYPING_AFTER_MS;
  const ceoAt = typingAt + CHAT_CEO_AFTER_TYPING_MS;
  return {
    visible,
    openingDone: elapsedMs >= lastAt,
    typing: elapsedMs >= typingAt && elapsedMs < ceoAt,
    ceoDue: elapsedMs >= ceoAt,
  };
}

/** What the player asks the CEO: a call on what the board just raised (to-agent allows 2000 characters). */
export function ceoQuestion(opening: readonly Communication[]): string {
  const raised = opening.map((m) => `${m.from}: ${m.message.slice(0, 220)}`).join('\n');
  const text = raised
    ? `What is your call on what the board just raised, and what do we do first?\n${raised}`
    : 'The board is quiet today. What should we focus on first?';
  return text.slice(0, 2000);
}

/** The ceiling of the timeline: once the CEO is due, nothing else moves. */
export function chatEndMs(openingCount: number): number {
  return openingCount * CHAT_MESSAGE_MS + CHAT_TYPING_AFTER_MS + CHAT_CEO_AFTER_TYPING_MS;
}
