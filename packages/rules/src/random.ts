// The game's one seeded generator (GAME.md "Deterministic"): the same seed and the same player actions give
// the same economy, scenarios and words. Never Math.random on the server. mulberry32 keeps its whole state in
// one uint32, so svc-game stores it in the company document and a game replays exactly from its seed.

/** A 32-bit FNV-1a hash of any number of parts, stable across runs (each part ends with \u0001). */
export function hashOf(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${String(part)}\u0001`;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

/**
 * Turns one numeric or text seed into the uint32 a game's generator starts from: a uint32 is kept as it is,
 * anything else is FNV-1a over its text form (no separator, unlike hashOf: stored games were seeded this way).
 */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff) {
    return seed >>> 0;
  }
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32 over a stored uint32 state: small, fast and good enough for a game. */
export class SeededRandom implements Random {
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

/** A generator seeded from any number of parts (what the council writes and raises); 0 would be a poor start. */
export function seededRandom(...seedParts: Array<string | number>): SeededRandom {
  return new SeededRandom(hashOf(...seedParts) || 1);
}
