// PIDX + PACK together: where each section lies in the file and how it is laid out, found without reading any
// record. Also the checks that come with building this index (offsets, order, grid, section headers).
import type { ByteSource } from '../../../core/byte-source';
import { Eu7Context } from '../context';
import { GRID_SIDE, PIDX_ENTRY_SIZE, PackIndex } from '../chunks/pidx';
import { eu7Rules } from '../rules';
import { SectionFormat, SectionLayout, chunkEntrySize, headerFits, sectionLayout } from './layout';
import { recomputeIndex } from './recompute';
import { coreRules } from '../../../core/diagnostics';
import { msg } from '../../../core/translatable';

export interface PackSections {
  payloadAt: number;
  payloadEnd: number;
  index: PackIndex;
  /** Layout of PIDX entry i, undefined when its offset lies outside the payload. */
  layouts: (SectionLayout | undefined)[];
  /**
   * Where the sections' records are read from (windows.ts) when the decoded bytes hold only their headers (a file
   * decoded from its pages).
   */
  source?: ByteSource;
}

const entryAt = (index: PackIndex, i: number) => index.entriesAt + PIDX_ENTRY_SIZE * i;

export function indexSections(
  ctx: Eu7Context,
  index: PackIndex,
  payloadAt: number,
  payloadEnd: number,
  source?: ByteSource,
): PackSections {
  const size = payloadEnd - payloadAt;
  recomputeIndex(ctx, index, payloadAt, payloadEnd);
  checkEntries(ctx, index, size);
  // Each section ends where the next one (by offset) starts, the last one at the payload end.
  const order = Array.from({ length: index.count }, (_, i) => i).filter((i) => index.offset[i] < size);
  order.sort((a, b) => index.offset[a] - index.offset[b]);
  const layouts: (SectionLayout | undefined)[] = new Array(index.count);
  let next = size;
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k];
    const start = index.offset[i];
    const end = next;
    if (k === 0 || index.offset[order[k - 1]] < start) next = start;
    layouts[i] = sectionLayout(ctx.view, payloadAt + start, payloadAt + end, index.models[i], ctx.prot.present);
    checkHeader(ctx, layouts[i]!);
  }
  if (order.length > 0 && index.offset[order[0]] !== 0) {
    ctx.report(
      eu7Rules.pidxLayout,
      entryAt(index, order[0]) + 8,
      8,
      msg`the first section starts at +${index.offset[order[0]]}, not at the start of the PACK payload`,
    );
  }
  if (index.count === 0 && size > 0)
    ctx.report(eu7Rules.pidxLayout, payloadAt, size, msg`PIDX lists no sections but PACK holds ${size} bytes`);
  return { payloadAt, payloadEnd, index, layouts, source };
}

function checkEntries(ctx: Eu7Context, index: PackIndex, size: number): void {
  for (let i = 0; i < index.count; i++) {
    const at = entryAt(index, i);
    const row = index.row[i];
    const col = index.column[i];
    if (row >= GRID_SIDE || col >= GRID_SIDE)
      ctx.report(
        eu7Rules.pidxGrid,
        at,
        4,
        msg`section (${row}, ${col}) is outside the ${GRID_SIDE} x ${GRID_SIDE} grid`,
      );
    if (index.offset[i] >= size && !(size === 0 && index.models[i] === 0 && index.offset[i] === 0)) {
      ctx.report(
        eu7Rules.pidxOffset,
        at + 8,
        8,
        msg`section (${row}, ${col}) at +${index.offset[i]} is outside the ${size}-byte PACK payload`,
      );
    }
    if (i === 0) continue;
    const prev = index.row[i - 1] * 65536 + index.column[i - 1];
    const key = row * 65536 + col;
    if (key <= prev)
      ctx.report(
        eu7Rules.pidxOrder,
        at,
        PIDX_ENTRY_SIZE,
        key === prev
          ? msg`section (${row}, ${col}) is listed twice`
          : msg`section (${row}, ${col}) comes after (${index.row[i - 1]}, ${index.column[i - 1]})`,
      );
    if (index.offset[i] < index.offset[i - 1])
      ctx.report(
        eu7Rules.pidxLayout,
        at + 8,
        8,
        msg`section (${row}, ${col}) lies before the previous entry's section in PACK`,
      );
  }
}

function checkHeader(ctx: Eu7Context, l: SectionLayout): void {
  if (l.rejected === 'counts' && ctx.version >= 8) {
    const solo = ctx.view.getUint32(l.start + 1, true);
    const inst = ctx.view.getUint32(l.start + 5, true);
    ctx.report(
      eu7Rules.sectionHeaderCount,
      l.start + 1,
      8,
      msg`solo ${solo} + inst ${inst} != PIDX model_count ${l.models}: the reader falls back to flat records`,
    );
  }
  if (l.rejected === 'no-prot')
    ctx.report(
      eu7Rules.instWithoutProt,
      l.start + 5,
      4,
      msg`${ctx.view.getUint32(l.start + 5, true)} instances but no PROT chunk`,
    );
  if (l.format === 0) return;
  const tooMany = (countAt: number, n: number, item: number, what: string) => {
    if (countAt >= 0 && countAt + item * n > l.end) {
      ctx.report(eu7Rules.countTooLarge, countAt - 4, 4, msg`${what} ${n} does not fit in the section`);
      return true;
    }
    return false;
  };
  const reported =
    tooMany(l.meshListAt, l.meshCount, 4, 'mesh_count') ||
    tooMany(l.textureListAt, l.textureCount, 4, 'texture_count') ||
    (l.format >= SectionFormat.chnk && tooMany(l.chunkTableAt, l.chunkCount, chunkEntrySize(l.format), 'chunk_count'));
  if (!reported && !headerFits(l))
    ctx.diags.report(coreRules.truncated, l.start, l.end - l.start, msg`the section ends inside its header`);
}
