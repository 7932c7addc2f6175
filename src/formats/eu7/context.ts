// What EU7B chunk decoders share while reading one file: on top of the common chunk context (bytes, sink, string
// table as far as it has been read), the file version and what the whole chunk stream says about PROT.
import { DiagnosticSink } from '../../core/diagnostics';
import { DecodeOptions } from '../../core/format';
import { SpanNode } from '../../core/node';
import { ChunkContext } from './common/context';

export interface ProtInfo {
  /** A PROT chunk exists anywhere in the file (the reader loads it before streaming PACK). */
  present: boolean;
  /** Records in PROT (0 for the 0-byte PROT the writer emits for files without models). */
  count: number;
  /** PROT record nodes, for instance links (prototypes are few; their nodes are built with PROT). */
  records?: SpanNode[];
}

export class Eu7Context extends ChunkContext {
  /** False until a STRS chunk has been read: string ids before it cannot resolve. */
  stringsSeen = false;
  prot: ProtInfo = { present: false, count: 0 };

  constructor(
    bytes: Uint8Array,
    diags: DiagnosticSink,
    readonly version: number,
    options: DecodeOptions = {},
  ) {
    super(bytes, diags, options);
  }

  /** The same file state reporting to another sink (validation), with other options. */
  withSink(diags: DiagnosticSink, options = this.options): Eu7Context {
    return this.over(this.bytes, diags, options);
  }

  /**
   * The same file state reading other bytes at the same offsets: a range of a file decoded from its pages
   * (src/core/held-range.ts), where PACK sections are read from.
   */
  over(bytes: Uint8Array, diags = this.diags, options = this.options): Eu7Context {
    const c = new Eu7Context(bytes, diags, this.version, options);
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
