// What the council remembers when a kind of scenario comes back (GAME.md
// "Scenarios remember"): the player's last decision on it, in their words, the
// plan it set, and how the kind's driver moved since. Pure wording; which kinds
// may come back is a shared rule (packages/rules recurrence).
import { planInWords, type Plan } from '@ai-council/contracts';
import { quarterLabel, type DriverName } from '@ai-council/rules';

/** The earlier scenario of the same kind, as stored. */
export interface EarlierScenario {
  quarter: number;
  status: 'active' | 'resolved';
  playerDecision: string | null;
  grade?: { verdict?: string; effect?: { plan?: Plan } } | null;
  /** The kind's driver when that scenario was raised (absent on scenarios from before memory). */
  driverWhenRaised?: { driver: DriverName; value: number };
}

/** Quotes of the player's words stop near here, at a word boundary. */
export const QUOTE_LIMIT = 160;

/** How a driver reads in the council's sentences, as the scenario descriptions name it. */
const driverNames: Record<DriverName, string> = {
  brand: 'Brand strength',
  productQuality: 'Product quality',
  techDebt: 'Tech debt',
  morale: 'Morale',
  efficiency: 'Efficiency',
  compliance: 'Compliance',
  security: 'Security posture',
  pipeline: 'The pipeline',
  liquidity: 'Liquidity',
  strategyFocus: 'Strategic focus',
};

/** The player's words on one line, cut at a word boundary near `limit` with an ellipsis. */
export function quoteOf(text: string, limit = QUOTE_LIMIT): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit + 1);
  const boundary = cut.lastIndexOf(' ');
  const head = (boundary > limit / 2 ? cut.slice(0, boundary) : line.slice(0, limit)).replace(
    /[\s,;:.!?–—-]+$/,
    '',
  );
  return `${head}…`;
}

/** "Security posture has moved from 38/100 to 44/100 since." */
export function driverMovement(driver: DriverName, then: number, now: number): string {
  const name = driverNames[driver];
  return then === now
    ? `${name} is still ${now}/100, as it was then.`
    : `${name} has moved from ${then}/100 to ${now}/100 since.`;
}

/**
 * The paragraph a returning scenario adds after its facts: what the player decided
 * on it last time (or that it was left open), the plan that decision set when one
 * was stored, and how the kind's driver moved since.
 */
export function recallParagraph(input: {
  earlier: EarlierScenario;
  driver: DriverName;
  /** The driver's value now. */
  now: number;
}): string {
  const { earlier, driver, now } = input;
  const when = quarterLabel(earlier.quarter);
  const sentences: string[] = [];
  if (earlier.status === 'resolved' && earlier.playerDecision) {
    const verdict = earlier.grade?.verdict ? ` (graded ${earlier.grade.verdict})` : '';
    sentences.push(
      `The council has been here before. In ${when} you decided${verdict}: "${quoteOf(earlier.playerDecision)}"`,
    );
    const plan = earlier.grade?.effect?.plan;
    const words = plan ? planInWords(plan) : '';
    if (words) sentences.push(`That plan set ${words}.`);
  } else {
    sentences.push(`The council has been here before: this came up in ${when} and was left open.`);
  }
  const then = earlier.driverWhenRaised;
  if (then && then.driver === driver) sentences.push(driverMovement(driver, then.value, now));
  return sentences.join(' ');
}
