// The Agent Chat's script (SPEC §2): the board's latest real messages appear
// every 2.5 s, then the CEO types for 3 s, and 2 s later the CEO's take on
// them shows. The take is generated here from what the board raised and the
// books as they stand: opening the tab only reads (issue 10), so nothing is
// stored until the player asks the CEO something.
import type { Communication, FinancialLatest } from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';

export const CHAT_MESSAGE_MS = 2500;
/** How long the CEO is shown typing, before the take and before an answer. */
export const CHAT_CEO_TYPING_MS = 3000;
/** From the end of the typing to the CEO's take. */
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
  /** The CEO is typing the take. */
  ceoTyping: boolean;
  /** The CEO's take is shown. */
  ceoTakeShown: boolean;
}

export function chatTimeline(elapsedMs: number, openingCount: number): ChatTimeline {
  const openingEnd = openingEndMs(openingCount);
  const typingEnd = openingEnd + CHAT_CEO_TYPING_MS;
  return {
    visible: Math.min(openingCount, Math.floor(elapsedMs / CHAT_MESSAGE_MS)),
    openingDone: elapsedMs >= openingEnd,
    ceoTyping: elapsedMs >= openingEnd && elapsedMs < typingEnd,
    ceoTakeShown: elapsedMs >= chatScriptEndMs(openingCount),
  };
}

/** When the script has played (the CEO's take is out): nothing moves after it until the player asks. */
export function chatScriptEndMs(openingCount: number): number {
  return openingEndMs(openingCount) + CHAT_CEO_TYPING_MS + CHAT_CEO_AFTER_TYPING_MS;
}

const urgency: Record<Communication['priority'], number> = { urgent: 3, high: 2, normal: 1, low: 0 };

/** The first sentence of a message, short enough to quote. */
function gist(message: string): string {
  const sentence = /^[\s\S]*?[.!?](\s|$)/.exec(message)?.[0]?.trim() ?? message.trim();
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
}

/**
 * The CEO's take on the opening: the most pressing point the board raised (by
 * priority, then the latest) and the books it is weighed against.
 */
export function ceoTake(opening: readonly Communication[], books: FinancialLatest | undefined): string {
  const figures = books
    ? ` Cash flow stands at ${formatCents(books.cashFlow)} and net worth at ${formatCents(books.netWorth)}`
    : '';
  const pressing = [...opening].sort(
    (a, b) => urgency[b.priority] - urgency[a.priority] || b.sentAt.localeCompare(a.sentAt),
  )[0];
  if (!pressing) {
    return `The board is quiet today.${figures ? `${figures}: we hold course` : ' We hold course'} and look for the next opening.`;
  }
  const others = new Set(opening.map((m) => m.from).filter((from) => from !== pressing.from));
  const alsoHeard = others.size > 0 ? ` I have also read ${[...others].join(', ')}.` : '';
  return (
    `${pressing.from} raised the most pressing point: "${gist(pressing.message)}"${alsoHeard} ` +
    `My call: ${pressing.from}'s team takes it first this quarter and reports back to me within the week.` +
    (figures ? `${figures}, so nothing new starts until it is in hand.` : '')
  );
}

/** What the player may ask the CEO: a call on what the board just raised (to-agent allows 2000 characters). */
export function ceoQuestion(opening: readonly Communication[]): string {
  const raised = opening.map((m) => `${m.from}: ${m.message.slice(0, 220)}`).join('\n');
  const text = raised
    ? `What is your call on what the board just raised, and what do we do first?\n${raised}`
    : 'The board is quiet today. What should we focus on first?';
  return text.slice(0, 2000);
}

/** When the board's messages have all appeared. */
export function openingEndMs(openingCount: number): number {
  return openingCount * CHAT_MESSAGE_MS;
}
