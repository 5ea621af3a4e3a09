// Our price moves as a plan states them ("raise prices 5%", "cut our prices by
// a third"), told apart from someone else's ("the supplier's 30% increase",
// "the 30% price rise" they announced). The plan parser books ours as a lever;
// the grader weighs them against the scenario.
import type { Clause } from './reading';

/** A change of our prices, said as a step ("cut prices by 15%"), not a rule about discounts. */
export const PRICE_UP = [
  'raise price',
  'increase price',
  'lift price',
  'hike price',
  'put up price',
  'price increase',
  'price rise',
];
export const PRICE_DOWN = [
  'cut price',
  'lower price',
  'reduce price',
  'drop price',
  'slash price',
  'price cut',
  'discount price',
];
/** Whose prices a clause is about when they are not ours. */
export const SOMEONE_ELSES = ['supplier', 'vendor', 'provider', 'processor', 'host', 'hosting', 'landlord'];

/** "the 30% price rise", "their price cut": a move someone else made, named before its figure. */
export function namedAsTheirs(clause: Clause, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /^(\d[\d.,]*|%|percent|per|cent|-)$/i.test(clause.tokens[k]!.text)) k -= 1;
  return /^(the|their|its|this|that)$/i.test(clause.tokens[k]?.text ?? '');
}
