// Whole-PACK validation: every section's lists, chunk table and records, in tight DataView loops with no
// per-record objects (root scenarios hold millions of records).
import { coreRules } from '../../../core/diagnostics';
import { Eu7Context } from '../context';
import { slimNodeSize } from '../fields';
import { eu7Rules } from '../rules';
import { NO_STRING } from '../common/string-table';
import { RecordKind, SectionLayout, chunkEntrySize, headerFits, sectionRuns } from './layout';
import { INST13_SIZE, INST8_SIZE, recordTailEnd } from './records';
import { PackSections } from './sections';
import { SectionWindows } from './windows';
import { msg, type Text } from '../../../core/translatable';

/** Records checked, for throughput measurements. */
export function validatePack(ctx: Eu7Context, pack: PackSections): number {
  let records = 0;
  const windows = new SectionWindows(ctx, pack);
  for (const l of pack.layouts) {
    if (ctx.options.shouldStop?.()) break;
    if (!l || !headerFits(l)) continue;
    const read = windows.at(l);
    records += validateSection(read.ctx, read.l);
  }
  return records;
}

function checkString(ctx: Eu7Context, at: number, what: Text | string): void {
  const id = ctx.view.getUint32(at, true);
  if (id !== NO_STRING && id >= ctx.strings.count)
    ctx.report(
      eu7Rules.stringId,
      at,
      4,
      msg`${what}: string id ${id} is outside the string table (${ctx.strings.count} strings)`,
    );
}

function validateSection(ctx: Eu7Context, l: SectionLayout): number {
  const v = ctx.view;
  for (let i = 0; i < l.meshCount; i++) checkString(ctx, l.meshListAt + 4 * i, msg`mesh list`);
  for (let i = 0; i < l.textureCount; i++) checkString(ctx, l.textureListAt + 4 * i, msg`texture list`);
  const runs = sectionRuns(v, l);
  checkChunkTable(ctx, l);
  let pos = l.headerEnd;
  let records = 0;
  for (const run of runs) {
    if (run.at >= 0) {
      const field = l.chunkTableAt + chunkEntrySize(l.format) * run.chunk + chunkEntrySize(l.format) - 4;
      if (run.at >= l.end && run.count > 0) continue; // reported with the chunk table
      if (run.at !== pos)
        ctx.report(
          eu7Rules.sectionLayout,
          field,
          4,
          msg`chunk ${run.chunk} starts at +${run.at - l.start}, the previous records end at +${pos - l.start}`,
        );
      pos = run.at;
    }
    const next =
      run.kind === 'inst8' || run.kind === 'inst13'
        ? scanInstances(ctx, run.kind, pos, run.count, l.end)
        : scanModels(ctx, l, run.kind, pos, run.count);
    records += next < 0 ? -next - 1 : run.count;
    if (next < 0) return records;
    pos = next;
  }
  if (pos < l.end)
    ctx.report(eu7Rules.sectionLayout, pos, l.end - pos, msg`${l.end - pos} bytes after the section's records`);
  return records;
}

function checkChunkTable(ctx: Eu7Context, l: SectionLayout): void {
  if (l.chunkTableAt < 0) return;
  const size = chunkEntrySize(l.format);
  let solo = 0;
  let inst = 0;
  for (let c = 0; c < l.chunkCount; c++) {
    const e = l.chunkTableAt + size * c;
    solo += ctx.view.getUint32(e, true);
    if (size === 12) inst += ctx.view.getUint32(e + 4, true);
    const off = ctx.view.getUint32(e + size - 4, true);
    if (off >= l.end - l.start)
      ctx.report(
        eu7Rules.sectionChunkOffset,
        e + size - 4,
        4,
        msg`chunk ${c} at +${off} is outside the ${l.end - l.start}-byte section`,
      );
  }
  if (size === 8) inst = l.inst;
  if (solo !== l.solo || inst !== l.inst) {
    ctx.report(
      eu7Rules.sectionChunkCounts,
      l.chunkTableAt - 4,
      4 + size * l.chunkCount,
      msg`chunks hold ${solo} solo + ${inst} inst records, the header says ${l.solo} + ${l.inst}`,
    );
  }
}

/**
 * Checks `count` fixed-size INST records from `at`: proto id, name, cell. Returns the end offset, or -(whole records +
 * 1)
 * when they run past `end` (reported as truncation).
 */
function scanInstances(ctx: Eu7Context, kind: RecordKind, at: number, count: number, end: number): number {
  const v = ctx.view;
  const size = kind === 'inst13' ? INST13_SIZE : INST8_SIZE;
  const whole = Math.min(count, Math.floor((end - at) / size));
  const protCount = ctx.prot.count;
  const strings = ctx.strings.count;
  for (let i = 0, p = at; i < whole; i++, p += size) {
    if (v.getUint32(p, true) >= protCount) reportProto(ctx, p);
    const name = v.getUint32(p + 40, true);
    if (name !== NO_STRING && name >= strings) checkString(ctx, p + 40, msg`instance name`);
    if (size === INST13_SIZE && v.getUint8(p + INST8_SIZE) > 15) checkCell(ctx, p + INST8_SIZE);
  }
  if (whole < count) return truncated(ctx, at + whole * size, end, whole, count);
  return at + count * size;
}

/** Checks `count` model (formats 0-5) or SOLO (format 6) records; returns like `scanInstances`. */
function scanModels(ctx: Eu7Context, l: SectionLayout, kind: RecordKind, at: number, count: number): number {
  const v = ctx.view;
  const strings = ctx.strings.count;
  const solo = kind === 'solo';
  let p = at;
  for (let i = 0; i < count; i++) {
    const node = slimNodeSize(v, p, l.end);
    const end = node < 0 ? -1 : recordTailEnd(v, kind, p + node, l.end);
    if (end < 0) return truncated(ctx, p, l.end, i, count);
    if (v.getUint8(p) & 1 && v.getUint32(p + 1, true) >= strings) checkString(ctx, p + 1, msg`model name`);
    const fields = p + node + 2 + 36;
    if (solo) {
      if (v.getUint16(fields, true) >= l.meshCount) checkListIndex(ctx, fields, l.meshCount, 'mesh_index');
      if (v.getUint16(fields + 2, true) >= l.textureCount)
        checkListIndex(ctx, fields + 2, l.textureCount, 'texture_index');
      if (v.getUint8(end - 1) > 15) checkCell(ctx, end - 1);
    } else {
      checkString(ctx, fields, 'model_file');
      checkString(ctx, fields + 4, 'texture_file');
    }
    p = end;
  }
  return p;
}

function truncated(ctx: Eu7Context, at: number, end: number, whole: number, count: number): number {
  ctx.diags.report(
    coreRules.truncated,
    at,
    end - at,
    msg`record ${whole} of ${count} runs past the end of the section`,
  );
  return -whole - 1;
}

function reportProto(ctx: Eu7Context, at: number): void {
  const proto = ctx.view.getUint32(at, true);
  ctx.report(eu7Rules.protoId, at, 4, msg`proto_id ${proto} is outside PROT (${ctx.prot.count} prototypes)`);
}

function checkListIndex(ctx: Eu7Context, at: number, count: number, what: string): void {
  const i = ctx.view.getUint16(at, true);
  if (i !== 0xffff && i >= count)
    ctx.report(eu7Rules.listIndex, at, 2, msg`${what} ${i} is outside the section's ${count}-entry list`);
}

function checkCell(ctx: Eu7Context, at: number): void {
  const c = ctx.view.getUint8(at);
  if (c > 15) ctx.report(eu7Rules.cellId, at, 1, msg`cell_id ${c} is outside 0..15`);
}
