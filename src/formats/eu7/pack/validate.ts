// Whole-PACK validation: every section's lists, chunk table and records, in tight DataView loops with no
// per-record objects (root scenarios hold millions of records).
import { coreRules } from '../../../core/diagnostics';
import { Eu7Context } from '../context';
import { slimNodeSize } from '../fields';
import { eu7Rules } from '../rules';
import { NO_STRING } from '../strings';
import { SectionLayout, chunkEntrySize, headerFits, sectionRuns } from './layout';
import { INST8_SIZE, recordEnd } from './records';
import { PackSections } from './sections';

/** Records checked, for throughput measurements. */
export function validatePack(ctx: Eu7Context, pack: PackSections): number {
  let records = 0;
  for (const l of pack.layouts) {
    if (ctx.options.shouldStop?.()) break;
    if (l && headerFits(l)) records += validateSection(ctx, l);
  }
  return records;
}

function checkString(ctx: Eu7Context, at: number, what: string): void {
  const id = ctx.view.getUint32(at, true);
  if (id !== NO_STRING && id >= ctx.strings.count) ctx.report(eu7Rules.stringId, at, 4, `${what}: string id ${id} is outside the string table (${ctx.strings.count} strings)`);
}

function validateSection(ctx: Eu7Context, l: SectionLayout): number {
  const v = ctx.view;
  for (let i = 0; i < l.meshCount; i++) checkString(ctx, l.meshListAt + 4 * i, 'mesh list');
  for (let i = 0; i < l.textureCount; i++) checkString(ctx, l.textureListAt + 4 * i, 'texture list');
  const runs = sectionRuns(v, l);
  checkChunkTable(ctx, l);
  let pos = l.headerEnd;
  let records = 0;
  for (const run of runs) {
    if (run.at >= 0) {
      const field = l.chunkTableAt + chunkEntrySize(l.format) * run.chunk + chunkEntrySize(l.format) - 4;
      if (run.at >= l.end && run.count > 0) continue; // reported with the chunk table
      if (run.at !== pos) ctx.report(eu7Rules.sectionLayout, field, 4, `chunk ${run.chunk} starts at +${run.at - l.start}, the previous records end at +${pos - l.start}`);
      pos = run.at;
    }
    for (let i = 0; i < run.count; i++, records++) {
      const end = recordEnd(v, run.kind, pos, l.end);
      if (end < 0) {
        ctx.diags.report(coreRules.truncated, pos, l.end - pos, `record ${i} of ${run.count} runs past the end of the section`);
        return records;
      }
      checkRecord(ctx, l, run.kind, pos, end);
      pos = end;
    }
  }
  if (pos < l.end) ctx.report(eu7Rules.sectionLayout, pos, l.end - pos, `${l.end - pos} bytes after the section's records`);
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
    if (off >= l.end - l.start) ctx.report(eu7Rules.sectionChunkOffset, e + size - 4, 4, `chunk ${c} at +${off} is outside the ${l.end - l.start}-byte section`);
  }
  if (size === 8) inst = l.inst;
  if (solo !== l.solo || inst !== l.inst) {
    ctx.report(eu7Rules.sectionChunkCounts, l.chunkTableAt - 4, 4 + size * l.chunkCount, `chunks hold ${solo} solo + ${inst} inst records, the header says ${l.solo} + ${l.inst}`);
  }
}

function checkRecord(ctx: Eu7Context, l: SectionLayout, kind: string, at: number, end: number): void {
  const v = ctx.view;
  if (kind === 'inst8' || kind === 'inst13') {
    const proto = v.getUint32(at, true);
    if (proto >= ctx.prot.count) ctx.report(eu7Rules.protoId, at, 4, `proto_id ${proto} is outside PROT (${ctx.prot.count} prototypes)`);
    checkString(ctx, at + 40, 'instance name');
    if (kind === 'inst13') checkCell(ctx, at + INST8_SIZE);
    return;
  }
  if (v.getUint8(at) & 1) checkString(ctx, at + 1, 'model name');
  const fields = at + slimNodeSize(v, at, end) + 2 + 36;
  if (kind === 'model') {
    checkString(ctx, fields, 'model_file');
    checkString(ctx, fields + 4, 'texture_file');
    return;
  }
  checkListIndex(ctx, fields, l.meshCount, 'mesh_index');
  checkListIndex(ctx, fields + 2, l.textureCount, 'texture_index');
  checkCell(ctx, end - 1);
}

function checkListIndex(ctx: Eu7Context, at: number, count: number, what: string): void {
  const i = ctx.view.getUint16(at, true);
  if (i !== 0xffff && i >= count) ctx.report(eu7Rules.listIndex, at, 2, `${what} ${i} is outside the section's ${count}-entry list`);
}

function checkCell(ctx: Eu7Context, at: number): void {
  const c = ctx.view.getUint8(at);
  if (c > 15) ctx.report(eu7Rules.cellId, at, 1, `cell_id ${c} is outside 0..15`);
}
