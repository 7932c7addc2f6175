// Whole-file validation after decode: every record of every record chunk (string ids, prototype indexes, whether
// the records fit their chunk) in tight walks over the bytes with no node or object per record.
import { DiagnosticSink } from '../../../core/diagnostics';
import { heldRange } from '../../../core/held-range';
import { ShiftedSink } from '../../../core/shifted-sink';
import { walkInWindows } from '../common/record-windows';
import { DecodeOptions } from '../../../core/format';
import { DOES_NOT_FIT, FieldProblems, RecordScan } from '../chunks/scan';
import { recordKinds } from './records';
import { V2Context } from './context';
import { checkInst } from './inst';
import { Eu7v2Index, RecordIndex } from './model';
import { failedRecord } from '../common/records-node';
import { eu7v2Rules } from './rules';
import { msg } from '../../../core/translatable';

/** Checks the records of every record chunk; returns how many records were checked. */
export function validateEu7v2(state: Eu7v2Index, diags: DiagnosticSink, options: DecodeOptions): number {
  let checked = 0;
  for (const index of state.records) {
    if (options.shouldStop?.()) break;
    const ctx = state.ctx.with(index.strings, diags);
    const problems = new Problems(ctx, index);
    const r = index.id === 'INST' ? walkInst(ctx, index, problems) : walkFields(ctx, index, problems);
    checked += r.fit;
    if (r.fit < index.count) failedRecord(heldFrom(ctx, index, r.pos), index.reader, r.fit, r.pos, index.end);
    else if (r.pos < index.end)
      ctx.report(
        eu7v2Rules.chunkTrailing,
        r.pos,
        index.end - r.pos,
        msg`${index.end - r.pos} bytes after the ${index.id} records`,
      );
  }
  return checked;
}

function walkInst(ctx: V2Context, index: RecordIndex, problems: Problems): { fit: number; pos: number } {
  const { start, count, end } = index;
  const strings = index.strings.count;
  if (!index.inFile) return checkInst(ctx.view, start, count, end, strings, ctx.protCount, problems);
  // Records left in the file: each window is checked at its own offsets, its findings moved to the file's.
  return walkInWindows(index.inFile.source, start, count, end, (bytes, base, n) => {
    const window = ctx.over(bytes, new ShiftedSink(ctx.diags, base));
    return checkInst(window.view, 0, n, bytes.length, strings, ctx.protCount, new Problems(window, index));
  });
}

/** `ctx` holding the records from `at` to the end of the chunk (read from the file when the decoded bytes do not). */
function heldFrom(ctx: V2Context, index: RecordIndex, at: number): V2Context {
  return index.inFile ? ctx.over(heldRange(index.inFile.source, at, index.end)) : ctx;
}

/**
 * The shared EU7 record walker over the kind's layout. Problems of a record are held until it turns out to fit
 * (else its field-by-field read reports why it does not, on the exact bytes).
 */
function walkFields(ctx: V2Context, index: RecordIndex, problems: Problems): { fit: number; pos: number } {
  const s = new RecordScan(ctx.view, problems, index.strings.count);
  const layout = recordKinds[index.id].layout;
  s.pos = index.start;
  s.end = index.end;
  let i = 0;
  let at = s.pos;
  try {
    for (; i < index.count; i++) {
      s.run(layout);
      at = s.pos;
      problems.flush();
    }
  } catch (e) {
    if (e !== DOES_NOT_FIT) throw e;
    problems.drop();
  }
  return { fit: i, pos: i < index.count ? at : s.pos };
}

class Problems implements FieldProblems {
  private readonly pending: (() => void)[] = [];

  constructor(
    private readonly ctx: V2Context,
    private readonly index: RecordIndex,
  ) {}

  stringId(at: number, name: string): void {
    const { ctx, index } = this;
    const id = ctx.view.getUint32(at, true);
    this.pending.push(() =>
      ctx.report(
        eu7v2Rules.stringId,
        at,
        4,
        index.stringsSeen
          ? msg`${index.id} ${name}: string id ${id} is outside the string table (${index.strings.count} strings)`
          : msg`${index.id} ${name}: string id ${id} is read before any STRS chunk`,
      ),
    );
    // INST reports its record's problems at once (checkInst only calls back for records that fit).
    if (index.id === 'INST') this.flush();
  }

  protoId(at: number, proto: number): void {
    this.ctx.report(
      eu7v2Rules.protoId,
      at,
      4,
      msg`proto ${proto} is outside PROT (${this.ctx.protCount} prototypes): the loader drops the instance`,
    );
  }

  enumValue(): void {}

  flush(): void {
    for (const report of this.pending) report();
    this.pending.length = 0;
  }

  drop(): void {
    this.pending.length = 0;
  }
}
