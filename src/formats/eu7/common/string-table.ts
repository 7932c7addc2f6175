// The shared string table (STRS): indexed once into entry offsets so that ids resolve without building strings
// up front; the text of an entry is decoded only when shown.
import { NodeLink } from '../../../core/node';
import { utf8 } from '../../../core/text';

export const NO_STRING = 0xffffffff;

export class StringTable {
  /** Offset of each entry's u32 length field (entry i spans [entryAt[i], entryAt[i] + 4 + length)). */
  constructor(
    private readonly source: Uint8Array,
    private readonly view: DataView,
    readonly entryAt: Uint32Array,
    readonly count: number,
  ) {}

  static readonly empty = new StringTable(new Uint8Array(0), new DataView(new ArrayBuffer(0)), new Uint32Array(0), 0);

  /** Index entries in [start, end) after the count field; stops at the first entry that does not fit. */
  static index(bytes: Uint8Array, start: number, end: number, count: number): StringTable {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const max = Math.min(count, Math.floor((end - start) / 4));
    const entryAt = new Uint32Array(max);
    let at = start;
    let n = 0;
    while (n < max && at + 4 <= end) {
      const len = view.getUint32(at, true);
      if (at + 4 + len > end) break;
      entryAt[n++] = at;
      at += 4 + len;
    }
    return new StringTable(bytes, view, entryAt, n);
  }

  has(id: number): boolean {
    return id < this.count;
  }

  length(i: number): number {
    return this.view.getUint32(this.entryAt[i], true);
  }

  /** The entry's bytes (a view of the file). */
  bytes(i: number): Uint8Array {
    const at = this.entryAt[i] + 4;
    return this.source.subarray(at, at + this.length(i));
  }

  text(i: number): string {
    return utf8(this.bytes(i));
  }

  link(i: number): NodeLink {
    return { label: `STRS[${i}]`, offset: this.entryAt[i], length: 4 + this.length(i) };
  }

  /** End of the last indexed entry (where the chunk's records stop). */
  end(start: number): number {
    return this.count === 0 ? start : this.entryAt[this.count - 1] + 4 + this.length(this.count - 1);
  }
}
