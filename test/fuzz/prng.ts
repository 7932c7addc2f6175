// Deterministic randomness: every mutant is rebuilt from (run seed, file name, mutant index) alone, so a failure
// found in a long run reproduces with three numbers.

/** 32-bit FNV-1a of a string, for mixing names into seeds. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The seed of one mutant: independent of how many mutants ran before it. */
export function mutantSeed(runSeed: number, fileName: string, index: number): number {
  return (Math.imul(hashString(fileName) ^ runSeed, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast, good enough for choosing mutations. */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** 32-bit FNV-1a of bytes: names corpus files by content. */
export function hashBytes(b: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i], 0x01000193);
  return h >>> 0;
}
