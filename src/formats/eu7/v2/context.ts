// What the EU7v2 chunk readers share while reading one file: the bytes, where problems go, and the string table
// that resolves ids (the one in effect where the chunk is read, or the last one for chunks the loader resolves
// after its scan).
import { DiagnosticSink, Rule } from '../../../core/diagnostics';
import { DecodeOptions } from '../../../core/format';
import { StringTable } from '../strings';

export class V2Context {
  readonly view: DataView;
  strings = StringTable.empty;
  /** Records in the last PROT chunk (the loader keeps the last one), or 0 when there is none. */
  protCount = 0;

  constructor(
    readonly bytes: Uint8Array,
    readonly diags: DiagnosticSink,
    readonly options: DecodeOptions = {},
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  report(r: Rule, offset: number, length: number, message?: string): void {
    this.diags.report(r, offset, length, message);
  }

  /** The same file state with another string table and sink (lazy nodes report nothing: decode or validate did). */
  with(strings: StringTable, diags = new DiagnosticSink(this.bytes.length, 0)): V2Context {
    const c = new V2Context(this.bytes, diags, this.options);
    c.strings = strings;
    c.protCount = this.protCount;
    return c;
  }
}
