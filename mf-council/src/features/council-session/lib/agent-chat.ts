// The Agent Chat's script (SPEC §2): the board's latest real messages appear
// every 2.5 s. The CEO speaks only when asked (opening the tab never writes):
// after a question the CEO types for 2 s before the answer shows.
import type { Communication } from '@ai-council/contracts';

export const CHAT_MESSAGE_MS = 2500;
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
  /** All opening messages are shown: the conversation with the CEO follows. */
  openingDone: boolean;
}

export function chatTimeline(elapsedMs: number, openingCount: number): ChatTimeline {
  return {
    visible: Math.min(openingCount, Math.floor(elapsedMs / CHAT_MESSAGE_MS)),
    openingDone: elapsedMs >= openingEndMs(openingCount),
  };
}

/** What the player may ask the CEO: a call on what the board just raised (to-agent allows 2000 characters). */
export function ceoQuestion(opening: readonly Communication[]): string {
  const raised = opening.map((m) => `${m.from}: ${m.message.slice(0, 220)}`).join('\n');
  const text = raised
    ? `What is your call on what the board just raised, and what do we do first?\n${raised}`
    : 'The board is quiet today. What should we focus on first?';
  return text.slice(0, 2000);
}

/** When the opening has played: nothing moves after it until the player asks. */
export function openingEndMs(openingCount: number): number {
  return openingCount * CHAT_MESSAGE_MS;
}
