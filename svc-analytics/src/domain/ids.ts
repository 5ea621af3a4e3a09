/** An unambiguous id from parts that may themselves contain the separator. */
export function compositeId(...parts: string[]): string {
  return parts.map(encodeURIComponent).join('|');
}

/**
 * The ids compositeId makes from `parts` and more after them, as a range of the `_id` index (on the
 * embedded store and MongoDB alike): '}' follows the separator '|' in code-unit order, and no encoded
 * part holds either.
 */
export function idsStartingWith(...parts: string[]): { $gt: string; $lt: string } {
  const prefix = compositeId(...parts);
  return { $gt: `${prefix}|`, $lt: `${prefix}}` };
}
