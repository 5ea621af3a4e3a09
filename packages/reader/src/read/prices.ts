// Our price moves as a plan states them ("raise prices 5%", "cut our prices by
// a third"), told apart from someone else's ("the supplier's 30% increase",
// "the 30% price rise" they announced). The plan parser books ours as a lever;
// the grader weighs them against the scenario.
import { LEVERS } from '../lexicon';
import type { Clause } from './reading';

/** A change of our prices, said as a step ("cut prices by 15%"), not a rule about discounts (levers.json). */
export const PRICE_UP: readonly string[] = LEVERS.price.ourMoveUp;
export const PRICE_DOWN: readonly string[] = LEVERS.price.ourMoveDown;
/** Whose prices a clause is about when they are not ours. */
export const SOMEONE_ELSES: readonly string[] = LEVERS.price.someoneElses;

/** "the 30% price rise", "their price cut": a move someone else made, named before its figure. */
export function namedAsTheirs(clause: Clause, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /^(\d[\d.,]*|%|percent|per|cent|-)$/i.test(clause.tokens[k]!.text)) k -= 1;
  return /^(the|their|its|this|that)$/i.test(clause.tokens[k]?.text ?? '');
}
