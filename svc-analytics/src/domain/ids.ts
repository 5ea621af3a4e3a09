/** An unambiguous id from parts that may themselves contain the separator. */
export function compositeId(...parts: string[]): string {
  return parts.map(encodeURIComponent).join('|');
}
