// AMQP topic matching, shared by the in-process broker (which routes with it)
// and the RabbitMQ adapter (which dispatches one queue's messages to handlers).

/** True when `routingKey` matches an AMQP topic `pattern`: `*` is one word, `#` zero or more. */
export function topicMatches(pattern: string, routingKey: string): boolean {
  const want = pattern.split('.');
  const have = routingKey.split('.');
  // Memo of (pattern word, key word) pairs known not to match, so `#.#.#` stays polynomial.
  const failed = new Set<number>();
  const match = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const memo = i * (have.length + 1) + j;
    if (failed.has(memo)) return false;
    const word = want[i];
    let ok: boolean;
    if (word === '#') ok = match(i + 1, j) || (j < have.length && match(i, j + 1));
    else ok = j < have.length && (word === '*' || word === have[j]) && match(i + 1, j + 1);
    if (!ok) failed.add(memo);
    return ok;
  };
  return match(0, 0);
}
