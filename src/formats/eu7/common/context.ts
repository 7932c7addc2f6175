// What the chunk readers of both EU7 containers (EU7B and EU7v2) share while reading one file: the bytes, where
// problems go, the decode options and the string table that resolves ids.
import { DiagnosticSink, Rule } from '../../../core/diagnostics';
import { DecodeOptions } from '../../../core/format';
import { StringTable } from './string-table';
import { msg, type Text } from '../../../core/translatable';

export class ChunkContext {
  readonly view: DataView;
  strings = StringTable.empty;

  constructor(
    readonly bytes: Uint8Array,
    readonly diags: DiagnosticSink,
    readonly options: DecodeOptions = {},
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  report(r: Rule, offset: number, length: number, message?: Text): void {
    this.diags.report(r, offset, length, message);
  }

  /**
   * The file's first four bytes are not `magic`: one error on them, with a fix writing `magic` when what follows is
   * plausibly such a file (`plausible` says what was found to be so).
   */
  reportBadMagic(r: Rule, magic: string, fixable: boolean, plausible: Text): void {
    const found = Array.from(this.bytes.subarray(0, 4), (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.'));
    this.diags.report(
      r,
      0,
      4,
      fixable
        ? msg`the file starts with "${found.join('')}", not "${magic}"; ${plausible}`
        : msg`the file starts with "${found.join('')}", not "${magic}"`,
      undefined,
      fixable ? { title: msg`write "${magic}"` } : undefined,
    );
  }
}
