// The STRS table as the model holds it: the decoded entries as views of the input until the first edit, then a
// list of byte strings. Entries are bytes, not JS strings, so names in any code page are written back unchanged.
import { encodeUtf8, utf8 } from '../../../core/text';
import { StringTable } from './string-table';

export class StringList {
  private edited?: Uint8Array[];

  constructor(private readonly table: StringTable) {}

  get count(): number {
    return this.edited ? this.edited.length : this.table.count;
  }

  /** The bytes of entry i (without its length field). */
  bytes(i: number): Uint8Array {
    return this.edited ? this.edited[i] : this.table.bytes(i);
  }

  text(i: number): string {
    return utf8(this.bytes(i));
  }

  set(i: number, text: string): void {
    this.entries()[i] = encodeUtf8(text);
  }

  /** A copy with entry i replaced; this list stays as it is. */
  withText(i: number, text: string): StringList {
    const copy = new StringList(this.table);
    copy.edited = Array.from({ length: this.count }, (_, k) => (k === i ? encodeUtf8(text) : this.bytes(k)));
    return copy;
  }

  /** Appends a string; returns its id. */
  add(text: string): number {
    return this.entries().push(encodeUtf8(text)) - 1;
  }

  private entries(): Uint8Array[] {
    return (this.edited ??= Array.from({ length: this.table.count }, (_, i) => this.table.bytes(i)));
  }
}
