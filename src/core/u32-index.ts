// A u32 key -> record index map in typed arrays, for looking records up by an id stored in the file (addresses,
// handles) without a JS object per record. Keys packed into a narrow range (the usual case: ids handed out in
// sequence) use a direct table; others an open-addressing hash with linear probing. Keys listed in runs of
// consecutive ids, each once, need neither: U32Runs keeps each run's first key and index.

export class U32IndexMap implements U32Lookup {
  private readonly keys: Uint32Array;
  private readonly values: Int32Array;
  private readonly mask: number;
  /** Smallest key of the direct table, or -1 in hash mode. */
  private readonly base: number;

  /**
   * `capacity`: how many keys will be added. When every key will lie in [minKey, maxKey] and that range is small
   * (at most 4 slots per key), the map is a direct table.
   */
  constructor(capacity: number, minKey = 0, maxKey = 0xffffffff) {
    if (maxKey >= minKey && maxKey - minKey < Math.max(16, 4 * capacity)) {
      this.base = minKey;
      this.keys = new Uint32Array(0);
      this.values = new Int32Array(maxKey - minKey + 1).fill(-1);
      this.mask = 0;
      return;
    }
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.base = -1;
    this.keys = new Uint32Array(size);
    this.values = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  /**
   * Each key -> its first position in `keys`: a direct table when the keys are packed (as ids handed out in sequence).
   */
  static firstPositions(keys: Uint32Array): U32IndexMap {
    const { min, max } = keyRange(keys);
    const map = new U32IndexMap(keys.length, min, max);
    if (map.base >= 0) {
      // Writing from the last position to the first leaves each key's first position.
      const { values, base } = map;
      for (let i = keys.length - 1; i >= 0; i--) values[keys[i] - base] = i;
    } else {
      for (let i = 0; i < keys.length; i++) map.add(keys[i], i);
    }
    return map;
  }

  /** Map `key` to `index` unless it is present; returns the index it already had, or -1 when it was added. */
  add(key: number, index: number): number {
    if (this.base >= 0) {
      const slot = key - this.base;
      if (!(slot >= 0 && slot < this.values.length)) throw new RangeError(`key ${key} outside the declared range`);
      const v = this.values[slot];
      if (v < 0) this.values[slot] = index;
      return v;
    }
    let slot = this.slot(key);
    for (;;) {
      const v = this.values[slot];
      if (v < 0) {
        this.keys[slot] = key;
        this.values[slot] = index;
        return -1;
      }
      if (this.keys[slot] === key) return v;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The index first added for `key`, or -1. */
  get(key: number): number {
    if (this.base >= 0) {
      const slot = key - this.base;
      return slot >= 0 && slot < this.values.length ? this.values[slot] : -1;
    }
    let slot = this.slot(key);
    for (;;) {
      const v = this.values[slot];
      if (v < 0 || this.keys[slot] === key) return v;
      slot = (slot + 1) & this.mask;
    }
  }

  private slot(key: number): number {
    return (Math.imul(key >>> 0, 0x9e3779b1) >>> 0) & this.mask;
  }
}

/** Smallest and largest key (min > max when there are none). Its own function, so that its loop is optimised alone. */
function keyRange(keys: Uint32Array): { min: number; max: number } {
  let min = 0xffffffff;
  let max = 0;
  for (let i = 0; i < keys.length; i++) {
    min = Math.min(min, keys[i]);
    max = Math.max(max, keys[i]);
  }
  return { min, max };
}

/** A u32 key -> record index lookup (U32IndexMap, U32Runs). */
export interface U32Lookup {
  /** The index of the first record with `key`, or -1. */
  get(key: number): number;
}

/**
 * Keys met in record order that come in runs (key, key + 1, ... at index, index + 1, ...), as ids handed out in
 * sequence are listed: a lookup of 16 bytes a run instead of 4 bytes a key. Made by `U32RunsBuilder`, only for keys
 * that are each met once.
 */
export class U32Runs implements U32Lookup {
  /** Keys from `min` on, in buckets of 2^shift keys: bucket b's keys lie in runs buckets[b] .. buckets[b + 1]. */
  private readonly buckets: Uint32Array;
  private readonly shift: number;
  private readonly min: number;
  /** Keys from `min` up to `min + span` lie in a run. */
  private readonly span: number;
  /** The run the last key found was in. */
  private lastRun = 0;

  /** `keys`: each run's first key, ascending, apart (no key in two runs); `firsts` its index, `lengths` its keys. */
  constructor(
    private readonly keys: Uint32Array,
    private readonly firsts: Uint32Array,
    private readonly lengths: Uint32Array,
  ) {
    const runs = keys.length;
    this.min = keys[0];
    this.span = keys[runs - 1] + lengths[runs - 1] - this.min;
    // About one run a bucket: a lookup is a binary search among a few runs, whatever the keys' spread.
    let shift = 0;
    while (Math.floor((this.span - 1) / 2 ** shift) >= runs) shift++;
    this.shift = shift;
    this.buckets = new Uint32Array(Math.floor((this.span - 1) / 2 ** shift) + 2);
    for (let b = 0, k = 0; b < this.buckets.length; b++) {
      const start = this.min + b * 2 ** shift;
      while (k + 1 < runs && keys[k + 1] <= start) k++;
      this.buckets[b] = k;
    }
  }

  get(key: number): number {
    // Keys looked up one after another often lie in one run (the components of one board): that run is tried first.
    let k = this.lastRun;
    if (!(key >= this.keys[k] && key - this.keys[k] < this.lengths[k])) {
      k = this.runOf(key);
      if (k < 0) return -1;
      this.lastRun = k;
    }
    return this.firsts[k] + key - this.keys[k];
  }

  /** The run holding `key`, or -1. */
  private runOf(key: number): number {
    const slot = key - this.min;
    if (!(slot >= 0 && slot < this.span)) return -1;
    const b = slot >>> this.shift;
    let [lo, hi] = [this.buckets[b], this.buckets[b + 1]];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.keys[mid] <= key) lo = mid;
      else hi = mid - 1;
    }
    const d = key - this.keys[lo];
    return d >= 0 && d < this.lengths[lo] ? lo : -1;
  }
}

/** Collects the runs of keys as records are met in order, giving up once they are more than `most`. */
export class U32RunsBuilder {
  private keys: Uint32Array = new Uint32Array(16);
  private firsts: Uint32Array = new Uint32Array(16);
  private runs = 0;
  private last = -1;

  constructor(private readonly most: number) {}

  /** Record `index` (each one, in order) has `key`. */
  add(key: number, index: number): void {
    if (key === this.last + 1 && this.runs > 0) {
      this.last = key;
      return;
    }
    this.last = key;
    if (this.runs > this.most) return;
    if (this.runs === this.keys.length) {
      this.keys = grown(this.keys);
      this.firsts = grown(this.firsts);
    }
    this.keys[this.runs] = key;
    this.firsts[this.runs++] = index;
  }

  /** The runs of the `count` records met, or undefined when they were too many or a key was met twice. */
  finish(count: number): U32Runs | undefined {
    const n = this.runs;
    if (n === 0 || n > this.most) return undefined;
    const order = Array.from({ length: n }, (_, k) => k);
    if (!ascending(this.keys.subarray(0, n))) order.sort((a, b) => this.keys[a] - this.keys[b]);
    const keys = new Uint32Array(n);
    const firsts = new Uint32Array(n);
    const lengths = new Uint32Array(n);
    for (let k = 0; k < n; k++) {
      const r = order[k];
      keys[k] = this.keys[r];
      firsts[k] = this.firsts[r];
      lengths[k] = (r + 1 < n ? this.firsts[r + 1] : count) - this.firsts[r];
      if (k > 0 && keys[k - 1] + lengths[k - 1] > keys[k]) return undefined;
    }
    return new U32Runs(keys, firsts, lengths);
  }
}

function grown(a: Uint32Array): Uint32Array {
  const b = new Uint32Array(2 * a.length);
  b.set(a);
  return b;
}

function ascending(a: Uint32Array): boolean {
  for (let k = 1; k < a.length; k++) if (a[k - 1] > a[k]) return false;
  return true;
}
