// A toy file, field by field: char[4] "TOY1", u16 width, u16 height, then width x height u8 cells, row by row.
// Bytes after the cells are kept but belong to no structure.
import { StructBuilder } from '../../../src/core/builder';
import { Cursor } from '../../../src/core/cursor';
import { DiagnosticSink } from '../../../src/core/diagnostics';
import type { Decoded } from '../../../src/core/format';
import { container, scalarArray, type SpanNode } from '../../../src/core/node';
import { encodeLatin1 } from '../../../src/core/text';
import { tolerate } from '../../../src/core/tolerate';
import { msg } from '../../../src/core/translatable';
import { toyRules } from './rules';

export const TOY_MAGIC = encodeLatin1('TOY1');
export const HEADER_SIZE = 8;

export interface ToyModel {
  width: number;
  height: number;
  /** Views of the file: the cells, and whatever follows them. */
  cells: Uint8Array;
  trailing: Uint8Array;
}

export function decodeToy(bytes: Uint8Array): Decoded<ToyModel, ToyModel> {
  const sink = new DiagnosticSink(bytes.length);
  const h = new StructBuilder(new Cursor(bytes), 'header', 'ToyHeader');
  const size = tolerate(sink, { start: 0, end: bytes.length, what: msg`toy header` }, () => {
    h.magic('magic', TOY_MAGIC);
    return { width: h.u16('width'), height: h.u16('height') };
  });
  const parts: SpanNode[] = [h.done(size && `${size.width}x${size.height}`, !size)];
  const root = () => container({ name: 'file', type: 'Toy', kind: 'struct', offset: 0, end: bytes.length }, parts);
  if (!size) return { root: root(), model: undefined, index: undefined, diagnostics: sink.finish() };
  const wanted = size.width * size.height;
  const count = Math.min(wanted, bytes.length - HEADER_SIZE);
  if (count < wanted)
    sink.report(toyRules.cellsShort, HEADER_SIZE, count, msg`${wanted} cells declared, the file holds ${count}`);
  if (count > 0) parts.push(scalarArray('cells', 'u8', bytes, HEADER_SIZE, count));
  const model: ToyModel = {
    ...size,
    cells: bytes.subarray(HEADER_SIZE, HEADER_SIZE + count),
    trailing: bytes.subarray(HEADER_SIZE + count),
  };
  return { root: root(), model, index: model, diagnostics: sink.finish(), version: `${size.width}x${size.height}` };
}
