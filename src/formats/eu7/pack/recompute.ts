// PIDX entries found again from PACK alone. The writer lays the sections out one after another in PIDX order from
// the start of the payload, each a header, its lists, its chunk table and its records. When an entry's offset does
// not lead to a section the reader accepts, walking the payload section by section gives the offset and the model
// count every entry should have; when that walk covers the payload exactly and agrees with every entry that does
// lead to an accepted section, it determines the repair.
import { Eu7Context } from '../context';
import { PIDX_ENTRY_SIZE, PackIndex } from '../chunks/pidx';
import { eu7Rules } from '../rules';
import { headerFits, sectionLayout, sectionRuns } from './layout';
import { recordEnd } from './records';
import { joined, msg, type Text } from '../../../core/translatable';

/** True when a header the reader accepts for `models` records starts at payload offset `offset`. */
function accepted(ctx: Eu7Context, payloadAt: number, size: number, offset: number, models: number): boolean {
  if (offset + 9 > size) return false;
  const v = ctx.view;
  const at = payloadAt + offset;
  const format = v.getUint8(at);
  const inst = v.getUint32(at + 5, true);
  return format >= 1 && format <= 6 && v.getUint32(at + 1, true) + inst === models && (inst === 0 || ctx.prot.present);
}

/**
 * Where the section starting at `start` ends, read by its own header, chunk table and records; -1 when it is not a
 * section the writer produces there (no header, counts that do not add up, chunks not back to back).
 */
function sectionEnd(ctx: Eu7Context, start: number, end: number): number {
  const v = ctx.view;
  if (start + 9 > end) return -1;
  const models = v.getUint32(start + 1, true) + v.getUint32(start + 5, true);
  const l = sectionLayout(v, start, end, models, ctx.prot.present);
  if (l.format === 0 || !headerFits(l)) return -1;
  let pos = l.headerEnd;
  let records = 0;
  for (const run of sectionRuns(v, l)) {
    if (run.at >= 0 && run.at !== pos) return -1;
    records += run.count;
    for (let i = 0; i < run.count && pos >= 0; i++) pos = recordEnd(v, run.kind, pos, end);
    if (pos < 0) return -1;
  }
  return records === models ? pos : -1;
}

/** Offsets and model counts of `count` sections laid back to back over the payload; undefined when they are not. */
function measure(ctx: Eu7Context, count: number, payloadAt: number, payloadEnd: number) {
  const offset = new Float64Array(count);
  const models = new Uint32Array(count);
  let at = payloadAt;
  for (let i = 0; i < count; i++) {
    const end = sectionEnd(ctx, at, payloadEnd);
    if (end < 0) return undefined;
    offset[i] = at - payloadAt;
    models[i] = ctx.view.getUint32(at + 1, true) + ctx.view.getUint32(at + 5, true);
    at = end;
  }
  return at === payloadEnd ? { offset, models } : undefined;
}

/**
 * Reports the PIDX offsets and model counts the PACK sections determine, and puts those values in `index`, so that
 * the sections are read where they lie (and encode, which writes PIDX from the sections, writes the repair).
 */
export function recomputeIndex(ctx: Eu7Context, index: PackIndex, payloadAt: number, payloadEnd: number): void {
  const size = payloadEnd - payloadAt;
  const suspect: boolean[] = [];
  for (let i = 0; i < index.count; i++) suspect[i] = !accepted(ctx, payloadAt, size, index.offset[i], index.models[i]);
  if (!suspect.includes(true)) return;
  const found = measure(ctx, index.count, payloadAt, payloadEnd);
  if (!found) return;
  for (let i = 0; i < index.count; i++)
    if (!suspect[i] && (found.offset[i] !== index.offset[i] || found.models[i] !== index.models[i])) return;
  for (let i = 0; i < index.count; i++) {
    const at = index.entriesAt + PIDX_ENTRY_SIZE * i;
    const place = `section (${index.row[i]}, ${index.column[i]})`;
    if (found.offset[i] !== index.offset[i]) {
      const message = joined(
        msg`${place} at +${index.offset[i]} is not where PACK holds it: the sections laid back to back put it at `,
        msg`+${found.offset[i]}; read there`,
      );
      report(ctx, at + 8, 8, message, msg`set pack_offset to ${found.offset[i]}`, found.offset[i]);
    }
    if (found.models[i] !== index.models[i]) {
      const message = joined(
        msg`${place}: model_count ${index.models[i]} disagrees with its section, whose header, chunk table and `,
        msg`records hold ${found.models[i]}; read with ${found.models[i]}`,
      );
      report(ctx, at + 4, 4, message, msg`set model_count to ${found.models[i]}`, found.models[i]);
    }
  }
  index.offset.set(found.offset);
  index.models.set(found.models);
}

function report(ctx: Eu7Context, at: number, length: number, message: Text, title: Text, value: number): void {
  ctx.diags.report(eu7Rules.pidxMismatch, at, length, message, undefined, { title, value });
}
