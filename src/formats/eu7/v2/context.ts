// What the EU7v2 chunk readers share while reading one file: the common chunk context, whose string table is the
// one in effect where the chunk is read (or the last one, for chunks the loader resolves after its scan), and the
// PROT record count.
import { DiagnosticSink } from '../../../core/diagnostics';
import { ChunkContext } from '../common/context';
import { StringTable } from '../common/string-table';

export class V2Context extends ChunkContext {
  /** Records in the last PROT chunk (the loader keeps the last one), or 0 when there is none. */
  protCount = 0;

  /** The same file state with another string table and sink (lazy nodes report nothing: decode or validate did). */
  with(strings: StringTable, diags = new DiagnosticSink(this.bytes.length, 0)): V2Context {
    return this.over(this.bytes, diags, strings);
  }

  /** The same file state reading other bytes: records read from the file when the decoded bytes leave them out. */
  over(bytes: Uint8Array, diags = this.diags, strings = this.strings): V2Context {
    const c = new V2Context(bytes, diags, this.options);
    c.strings = strings;
    c.protCount = this.protCount;
    return c;
  }
}
