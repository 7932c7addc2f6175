// A RAM's memory, kept by mods as a raw deflate stream inside the custom data, shown as a table of words (address
// -> value). The stream is inflated the first time the table is looked at, bounded by the words the RAM has; each
// row is made on request, and points at the compressed bytes it comes from (a word has no byte of its own there, so
// its type is not a stored scalar's: nothing offers to edit it in place).
import { NodeKind, SpanNode, field } from '../../core/node';
import { inflateBounded } from '../../core/inflate';
import { hex } from '../../core/numbers';
import { counted, msg, type Text } from '../../core/translatable';

/** Inflated bytes kept at most (a 24-bit address of 8-byte words would be 128 MiB). */
const MAX_MEMORY = 1 << 24;
export class MemoryWordsNode implements SpanNode {
  readonly name = 'memory';
  readonly kind: NodeKind = 'array';
  readonly shadow = true;
  readonly type: string;
  private readonly wordBytes: number;
  private readonly wordType: string;
  private readonly words: number;
  private memory?: Uint8Array | null;
  private summary?: Text;

  /** `packed` sits at [offset, offset + packed.length) in the file. */
  constructor(
    private readonly packed: Uint8Array,
    readonly offset: number,
    private readonly bits: number,
    addressBits: number,
  ) {
    this.wordBytes = Math.max(1, Math.ceil(bits / 8));
    const limit = Math.floor(MAX_MEMORY / this.wordBytes);
    this.words = addressBits >= 31 ? limit : Math.min(limit, 2 ** Math.max(0, addressBits));
    this.wordType = `inflated u${8 * this.wordBytes}`;
    this.type = `${this.wordType}[${this.words}]`;
  }

  get length(): number {
    return this.packed.length;
  }

  private inflated(): Uint8Array | null {
    if (this.memory === undefined) this.memory = inflateBounded(this.packed, this.words * this.wordBytes) ?? null;
    return this.memory;
  }

  get childCount(): number {
    const m = this.inflated();
    return m ? Math.floor(m.length / this.wordBytes) : 0;
  }

  get display(): Text {
    return (this.summary ??= this.summarize());
  }

  private summarize(): Text {
    const m = this.inflated();
    if (!m) return msg`not a deflate stream: memory unreadable`;
    const count = Math.floor(m.length / this.wordBytes);
    let nonZero = 0;
    for (let i = 0; i < count; i++) if (this.word(m, i) !== 0) nonZero++;
    const all = msg`${counted(count, 'word')} of ${counted(this.bits, 'bit')}, ${nonZero} not 0`;
    return count < this.words ? msg`${all} (the RAM has ${this.words}; the rest are 0)` : all;
  }

  child(index: number): SpanNode {
    const value = this.word(this.inflated()!, index);
    const width = Math.ceil(this.bits / 4);
    return field(hex(index, 4), this.wordType, this.offset, this.length, value, hex(value, width));
  }

  /** Little-endian word `i` (words wider than 6 bytes keep their low 48 bits, as JS numbers hold them exactly). */
  private word(m: Uint8Array, i: number): number {
    let v = 0;
    const at = i * this.wordBytes;
    for (let k = Math.min(this.wordBytes, 6) - 1; k >= 0; k--) v = v * 256 + m[at + k];
    return v;
  }
}
