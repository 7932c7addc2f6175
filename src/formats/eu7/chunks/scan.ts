// Walking records with plain DataView reads: how a record chunk is indexed at decode (sizes only) and checked in
// validation (string ids and enums too), in one tight pass without a node or object per record. Each record kind
// describes its layout once as a `scan` over this walker; its tree reader (`read`) shows the same fields by name.
import { EnumTable, NodeFlag } from '../enums';
import { NO_STRING } from '../strings';

/** Thrown when a record does not fit (runs past the end, or a count the reader refuses). */
export const DOES_NOT_FIT = Symbol('record does not fit');

/** What validation reports about single fields (only called for bad values). */
export interface FieldProblems {
  stringId(at: number, name: string): void;
  enumValue(at: number, name: string, what: string): void;
}

export class RecordScan {
  pos = 0;
  end = 0;

  constructor(
    readonly view: DataView,
    /** Validation's reporter; absent while indexing. */
    private readonly problems?: FieldProblems,
    /** Size of the string table the ids refer to. */
    private readonly strings = 0,
  ) {}

  private need(n: number): number {
    const at = this.pos;
    if (at + n > this.end) throw DOES_NOT_FIT;
    this.pos = at + n;
    return at;
  }

  skip(n: number): void {
    this.need(n);
  }

  u8(): number {
    return this.view.getUint8(this.need(1));
  }

  /** A u8 flag: the reader treats any non-zero value as set. */
  flag(): boolean {
    return this.u8() !== 0;
  }

  sid(name: string): void {
    const at = this.need(4);
    if (this.problems) {
      const id = this.view.getUint32(at, true);
      if (id !== NO_STRING && id >= this.strings) this.problems.stringId(at, name);
    }
  }

  sids(n: number, name: string): void {
    for (let i = 0; i < n; i++) this.sid(name);
  }

  enumU8(table: EnumTable, name: string, what: string): number {
    const at = this.need(1);
    const v = this.view.getUint8(at);
    if (this.problems && table[v] === undefined) this.problems.enumValue(at, name, what);
    return v;
  }

  /** A u32 count of items of at least `itemSize` bytes; does not fit when above `limit` or the bytes left. */
  count(itemSize: number, limit = Infinity): number {
    const n = this.view.getUint32(this.need(4), true);
    if (n > limit || n * itemSize > this.end - this.pos) throw DOES_NOT_FIT;
    return n;
  }

  /** u32 n, then n items of `itemSize` bytes. */
  countedSkip(itemSize: number, limit = Infinity): void {
    this.skip(this.count(itemSize, limit) * itemSize);
  }

  /** SlimNode: the flags byte, then the fields its bits announce. */
  slimNode(): void {
    const f = this.u8();
    if (f & NodeFlag.name) this.sid('name');
    this.skip((f & NodeFlag.rangeMin ? 4 : 0) + (f & NodeFlag.rangeMax ? 4 : 0) + (f & NodeFlag.bounds ? 16 : 0) + (f & NodeFlag.group ? 4 : 0));
    if (f & NodeFlag.transform) this.transform();
  }

  /** Origin stack, scale stack (u8 count + Vec3 each), rotation, group depth. */
  transform(): void {
    this.skip(12 * this.u8());
    this.skip(12 * this.u8());
    this.skip(13);
  }

  /** u32 light_count + f32 states, u32 color_count + u32 colours. */
  lights(): void {
    this.countedSkip(4);
    this.countedSkip(4);
  }
}

/**
 * Offsets of up to `count` records walked by `scan` from `at` (count + 1 entries when all fit; fewer when a record
 * does not fit, the last entry being where that record starts).
 */
export function indexRecords(walker: RecordScan, scan: (s: RecordScan) => void, at: number, count: number, end: number): Uint32Array {
  const offsets = new Uint32Array(count + 1);
  offsets[0] = at;
  walker.pos = at;
  walker.end = end;
  let n = 0;
  try {
    for (; n < count; n++) {
      scan(walker);
      offsets[n + 1] = walker.pos;
    }
  } catch (e) {
    if (e !== DOES_NOT_FIT) throw e;
    return offsets.slice(0, n + 1);
  }
  return offsets;
}
