// A u32 key -> record index map in typed arrays, for looking records up by an id stored in the file (addresses,
// handles) without a JS object per record. Keys packed into a narrow range (the usual case: ids handed out in
// sequence) use a direct table; others an open-addressing hash with linear probing.

export class U32IndexMap {
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
