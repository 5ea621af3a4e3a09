// The game's single source of randomness. mulberry32 keeps its whole state in
// one uint32, so the generator can be stored in the company document and a
// game replays exactly from its seed and the player's actions.

/** Turns a numeric or text seed into the uint32 the generator starts from. */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff) {
    return seed >>> 0;
  }
  // FNV-1a over the text form: stable across platforms, good enough spread.
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export class SeededRandom {
  private current: number;

  constructor(state: number) {
    this.current = state >>> 0;
  }

  /** The uint32 to store so the sequence resumes exactly where it stopped. */
  get state(): number {
    return this.current;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.current = (this.current + 0x6d2b79f5) >>> 0;
    let t = this.current;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
}
