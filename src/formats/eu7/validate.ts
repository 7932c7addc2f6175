// Whole-file validation after decode: every record of the record chunks (string ids, enums, whether they fit) and
// every PACK section, in tight walks over the bytes with no node or object per record.
import { Diagnostic, DiagnosticSink } from '../../core/diagnostics';
import { Decoded, ValidateOptions } from '../../core/format';
import { Eu7Context } from './context';
import { RecordChunkIndex } from './chunks/record-chunk';
import { failedRecord } from './common/records-node';
import { swallowingNode } from './chunks/node-span';
import { DOES_NOT_FIT, FieldProblems, Layout, RecordScan } from './chunks/scan';
import { NodeFlag } from './enums';
import { Eu7Index } from './decode';
import { Eu7Model } from './model';
import { validatePack } from './pack/validate';
import { eu7Rules } from './rules';
import { msg, joined, type Text } from '../../core/translatable';
import { checkSourceTimes } from './common/source-links';

/** Records walked between two polls of `shouldStop`. */
const BATCH = 1 << 16;

/** Checks the records of every record chunk and PACK section. */
export async function validateEu7(
  decoded: Decoded<Eu7Model, Eu7Index>,
  bytes: Uint8Array,
  options: ValidateOptions,
): Promise<Diagnostic[]> {
  const state = decoded.index;
  if (!state) return [];
  const diags = new DiagnosticSink(bytes.length);
  const ctx = state.ctx.withSink(diags, options);
  for (const index of state.records) {
    if (options.shouldStop?.()) return diags.finish();
    validateRecords(ctx, index);
  }
  if (state.pack) validatePack(ctx, state.pack);
  await checkSourceTimes(decoded.root, bytes, options.siblings, diags, eu7Rules.sourceNewer, options.shouldStop);
  return diags.finish();
}

/**
 * Walks a record chunk's records checking their fields. A record that does not fit is read field by field instead
 * (that reports why, on the exact bytes, with its field problems); bytes after the last record are reported too.
 */
function validateRecords(ctx: Eu7Context, index: RecordChunkIndex): number {
  const found = new FieldReports(ctx, index);
  const s = new RecordScan(ctx.view, found, index.strings.count);
  s.pos = index.start;
  s.end = index.end;
  for (let from = 0; from < index.count;) {
    if (ctx.options.shouldStop?.()) return from;
    const to = Math.min(index.count, from + BATCH);
    const fit = walkRecords(s, index.chunk.layout, found, from, to);
    if (fit < to) {
      reportSwallowingNode(ctx, index);
      failedRecord(ctx, index.chunk, fit, s.pos, index.end);
      return fit;
    }
    from = to;
  }
  if (s.pos < index.end) reportSwallowingNode(ctx, index);
  if (s.pos < index.end)
    ctx.report(
      eu7Rules.chunkTrailing,
      s.pos,
      index.end - s.pos,
      msg`${index.end - s.pos} bytes after the ${index.id} records`,
    );
  return index.count;
}

/** After a walk that failed: the node whose transform bit makes it swallow the records after it, if one does. */
function reportSwallowingNode(ctx: Eu7Context, index: RecordChunkIndex): void {
  const found = swallowingNode(ctx.view, index);
  if (!found) return;
  const flags = ctx.view.getUint8(found.at);
  ctx.diags.report(
    eu7Rules.nodeSpan,
    found.at,
    1,
    joined(
      msg`${index.id} record ${found.record}: node flags 0x${flags.toString(16)} announce a transform context that `,
      msg`takes in the bytes of the records after it; without it every record fits to the end of the chunk`,
    ),
    undefined,
    { title: msg`clear the transform bit of record ${found.record}'s node flags`, value: flags & ~NodeFlag.transform },
  );
}

/**
 * Records `from` .. `to` - 1 from `s.pos`: returns the index of the first one that does not fit (with `s.pos` at its
 * start), or `to`. Only the loop, in a function of its own: V8 optimises it while it runs, with nothing after it
 * that has not run yet (which would throw that code away at the end of the first chunk).
 */
function walkRecords(s: RecordScan, layout: Layout, found: FieldReports, from: number, to: number): number {
  let i = from;
  let at = s.pos;
  try {
    for (; i < to; i++) {
      s.run(layout);
      at = s.pos;
      if (found.pending.length > 0) found.flush();
    }
  } catch (e) {
    if (e !== DOES_NOT_FIT) throw e;
    found.pending.length = 0;
    s.pos = at;
  }
  return i;
}

/**
 * Field problems of the record being walked, held until it turns out to fit (else its field-by-field read reports
 * them).
 */
class FieldReports implements FieldProblems {
  readonly pending: (() => void)[] = [];

  constructor(
    private readonly ctx: Eu7Context,
    private readonly index: RecordChunkIndex,
  ) {}

  stringId(at: number, name: string): void {
    const { ctx, index } = this;
    const id = ctx.view.getUint32(at, true);
    this.pending.push(() => {
      if (index.stringsSeen)
        ctx.report(
          eu7Rules.stringId,
          at,
          4,
          msg`${name}: string id ${id} is outside the string table (${index.strings.count} strings)`,
        );
      else ctx.report(eu7Rules.stringsOrder, at, 4, msg`${name}: string id ${id} used before any STRS chunk`);
    });
  }

  enumValue(at: number, name: string, what: Text): void {
    const ctx = this.ctx;
    this.pending.push(() =>
      ctx.report(eu7Rules.enumRange, at, 1, msg`${name}: ${ctx.view.getUint8(at)} is not a ${what}`),
    );
  }

  flush(): void {
    for (const report of this.pending) report();
    this.pending.length = 0;
  }
}
