// A u32 key -> record index map in two typed arrays (open addressing, linear probing): looking records up by an id
// stored in the file (addresses, handles) without a JS object per record.

export class U32IndexMap {
  private readonly keys: Uint32Array;
  private readonly values: Int32Array;
  private readonly mask: number;

  /** `capacity`: how many keys will be added (the table is sized to stay at most half full). */
  constructor(capacity: number) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.keys = new Uint32Array(size);
    this.values = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  /** Map `key` to `index` unless it is present; returns the index it already had, or -1 when it was added. */
  add(key: number, index: number): number {
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
    let slot = this.slot(key);
    for (;;) {
      const v = this.values[slot];
      if (v < 0 || this.keys[slot] === key) return v;
      slot = (slot + 1) & this.mask;
    }
  }

  private slot(key: number): number {
    return Math.imul(key >>> 0, 0x9e3779b1) >>> 0 & this.mask;
  }
}
