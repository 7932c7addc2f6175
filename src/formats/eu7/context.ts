// What chunk decoders share while reading one file: the bytes, where problems go, the file version, the string
// table as far as it has been read, and what the whole chunk stream says about PROT.
import { DiagnosticSink, Rule } from '../../core/diagnostics';
import { DecodeOptions } from '../../core/format';
import { SpanNode } from '../../core/node';
import { StringTable } from './strings';

export interface ProtInfo {
  /** A PROT chunk exists anywhere in the file (the reader loads it before streaming PACK). */
  present: boolean;
  /** Records in PROT (0 for the 0-byte PROT the writer emits for files without models). */
  count: number;
  /** PROT record nodes, for instance links (prototypes are few; their nodes are built with PROT). */
  records?: SpanNode[];
}

export class Eu7Context {
  readonly view: DataView;
  strings = StringTable.empty;
  /** False until a STRS chunk has been read: string ids before it cannot resolve. */
  stringsSeen = false;
  prot: ProtInfo = { present: false, count: 0 };

  constructor(
    readonly bytes: Uint8Array,
    readonly diags: DiagnosticSink,
    readonly version: number,
    readonly options: DecodeOptions = {},
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  report(r: Rule, offset: number, length: number, message?: string): void {
    this.diags.report(r, offset, length, message);
  }

  /** The same file state reporting to another sink (validation), with other options. */
  withSink(diags: DiagnosticSink, options = this.options): Eu7Context {
    const c = new Eu7Context(this.bytes, diags, this.version, options);
    c.strings = this.strings;
    c.stringsSeen = this.stringsSeen;
    c.prot = this.prot;
    return c;
  }

  /** For lazy nodes built after decode: what they would report was reported by decode or validate already. */
  quiet(): Eu7Context {
    return this.withSink(new DiagnosticSink(this.bytes.length, 0));
  }
}
