// Whole-file validation after decode: every record of the record chunks (string ids, enums) and every PACK
// section, in tight walks over the bytes with no node or object per record.
import { DiagnosticSink } from '../../core/diagnostics';
import { DecodeOptions } from '../../core/format';
import { Eu7Context } from './context';
import { RecordChunkIndex } from './chunks/record-chunk';
import { FieldProblems, RecordScan } from './chunks/scan';
import { Eu7Model } from './model';
import { validatePack } from './pack/validate';
import { eu7Rules } from './rules';

/** Checks the records of every record chunk and PACK section; returns how many records were checked. */
export function validateEu7(state: Eu7Model['state'], diags: DiagnosticSink, options: DecodeOptions): number {
  const ctx = state.ctx.withSink(diags, options);
  let records = 0;
  for (const index of state.records) {
    if (options.shouldStop?.()) return records;
    records += validateRecords(ctx, index);
  }
  if (state.pack) records += validatePack(ctx, state.pack);
  return records;
}

function validateRecords(ctx: Eu7Context, index: RecordChunkIndex): number {
  const s = new RecordScan(ctx.view, problems(ctx, index), index.strings.count);
  const n = index.offsets.length - 1;
  s.pos = index.offsets[0];
  s.end = index.end;
  for (let i = 0; i < n; i++) index.chunk.scan(s);
  return n;
}

/** Reports in the words of the tree reader: the field's name, the table size, the enum's meaning. */
function problems(ctx: Eu7Context, index: RecordChunkIndex): FieldProblems {
  const v = ctx.view;
  return {
    stringId(at, name) {
      const id = v.getUint32(at, true);
      if (index.stringsSeen) ctx.report(eu7Rules.stringId, at, 4, `${name}: string id ${id} is outside the string table (${index.strings.count} strings)`);
      else ctx.report(eu7Rules.stringsOrder, at, 4, `${name}: string id ${id} used before any STRS chunk`);
    },
    enumValue(at, name, what) {
      ctx.report(eu7Rules.enumRange, at, 1, `${name}: ${v.getUint8(at)} is not a ${what}`);
    },
  };
}
