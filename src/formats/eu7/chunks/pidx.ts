// PIDX: the index of 1 km PACK sections. `u32 n`, then n x {u16 row, u16 column, u32 model_count, u64 pack_offset}
// with pack_offset relative to the PACK payload. Entries are read into typed arrays in one pass.
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { NodeLink, StrideArrayNode } from '../../../core/node';
import { Eu7Context } from '../context';
import { count } from '../fields';
import { counted, msg, type Text } from '../../../core/translatable';

export const PIDX_ENTRY_SIZE = 16;
/** Sections per side of the region grid; section = floor(coord / 1000 + 250). */
export const GRID_SIDE = 500;

export interface PackIndex {
  count: number;
  /** File offset of entry i is entriesAt + 16 * i. */
  entriesAt: number;
  row: Uint16Array;
  column: Uint16Array;
  models: Uint32Array;
  /** pack_offset (relative to the PACK payload); a Float64Array holds every offset a file can have exactly. */
  offset: Float64Array;
}

/** "x 3..4 km, z -2..-1 km": where a section lies in world space (row = z, column = x). */
export function sectionPlace(row: number, column: number): string {
  const km = (i: number) => `${i - GRID_SIDE / 2}..${i - GRID_SIDE / 2 + 1} km`;
  return `x ${km(column)}, z ${km(row)}`;
}

export function readPidx(
  s: StructBuilder,
  ctx: Eu7Context,
  sectionLink: (i: number) => NodeLink | undefined,
): { summary: Text; index: PackIndex } {
  const n = count(s, ctx, 'count', PIDX_ENTRY_SIZE);
  const at = s.c.pos;
  const index: PackIndex = {
    count: n,
    entriesAt: at,
    row: new Uint16Array(n),
    column: new Uint16Array(n),
    models: new Uint32Array(n),
    offset: new Float64Array(n),
  };
  const v = ctx.view;
  for (let i = 0, p = at; i < n; i++, p += PIDX_ENTRY_SIZE) {
    index.row[i] = v.getUint16(p, true);
    index.column[i] = v.getUint16(p + 2, true);
    index.models[i] = v.getUint32(p + 4, true);
    index.offset[i] = Number(v.getBigUint64(p + 8, true));
  }
  s.add(
    new StrideArrayNode('entries', `PidxEntry[${n}]`, at, n, PIDX_ENTRY_SIZE, (i, p) => {
      const e = new StructBuilder(new Cursor(ctx.bytes, p, p + PIDX_ENTRY_SIZE), `[${i}]`, 'PidxEntry');
      e.u16('row', { show: (r) => `${r} (z ${r - GRID_SIDE / 2} km)` });
      e.u16('column', { show: (c) => `${c} (x ${c - GRID_SIDE / 2} km)` });
      e.u32('model_count');
      const link = sectionLink(i);
      e.u64('pack_offset', { show: (o) => msg`+${String(o)} in PACK`, links: link ? [link] : undefined });
      return e.done(msg`${sectionPlace(index.row[i], index.column[i])}: ${counted(index.models[i], 'model')}`);
    }),
  );
  return { summary: counted(n, 'section'), index };
}
