// Sets of (cell, cell, kind) and (cell, kind) keys, for thinning a plan to one primitive per key: typed arrays, so
// millions of primitives are looked up without a JavaScript object or string per key.

/** (cell, cell, kind) keys: open addressing over one typed array. */
export class CellKeys {
  /** Triples: a + 1 (0: empty slot), b, kind. */
  private slots = new Uint32Array(3 * 1024);
  private used = 0;

  /** Adds the key; true when it was not there yet. Cells and kinds are below 2^32 - 1. */
  add(a: number, b: number, kind: number): boolean {
    if (2 * (this.used + 1) > this.slots.length / 3) this.grow();
    const mask = this.slots.length / 3 - 1;
    let at = hash(a, b, kind) & mask;
    for (;;) {
      const s = 3 * at;
      const first = this.slots[s];
      if (first === 0) {
        [this.slots[s], this.slots[s + 1], this.slots[s + 2]] = [a + 1, b, kind];
        this.used++;
        return true;
      }
      if (first === a + 1 && this.slots[s + 1] === b && this.slots[s + 2] === kind) return false;
      at = (at + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(2 * old.length);
    this.used = 0;
    for (let s = 0; s < old.length; s += 3) if (old[s] !== 0) this.add(old[s] - 1, old[s + 1], old[s + 2]);
  }
}

function hash(a: number, b: number, kind: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ kind, 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}

/** Bytes of per-kind cell bitmaps `CellKinds` holds at most; kinds past them go to a `CellKeys`. */
const BITMAP_BUDGET = 16 * 2 ** 20;

/**
 * A set of (cell, kind) keys over `cells` cells: a bitmap of the cells for each kind seen (an eighth of a byte a
 * cell, allocated once), so a million points of a few kinds need no table that grows; kinds past the budget go to
 * a hash set.
 */
export class CellKinds {
  private readonly bitmaps = new Map<number, Uint8Array>();
  private readonly rest = new CellKeys();
  private spent = 0;

  constructor(private readonly cells: number) {}

  /** Adds the key; true when it was not there yet. */
  add(cell: number, kind: number): boolean {
    let bits = this.bitmaps.get(kind);
    if (!bits && this.spent + this.cells / 8 <= BITMAP_BUDGET) {
      this.bitmaps.set(kind, (bits = new Uint8Array(Math.ceil(this.cells / 8))));
      this.spent += bits.length;
    }
    if (!bits) return this.rest.add(cell, 0, kind);
    const bit = 1 << (cell & 7);
    if (bits[cell >> 3] & bit) return false;
    bits[cell >> 3] |= bit;
    return true;
  }
}
