// One pass over the type-12 payload: areal record offsets and vertex counts into typed arrays, then the cell grid's
// per-cell offsets. Everything later (tree, rules) reads the bytes through these indexes.
import { OutOfData } from '../../../core/cursor';
import { DiagnosticSink } from '../../../core/diagnostics';
import { tolerate } from '../../../core/tolerate';
import { entryField } from '../nres/layout';
import { NResEntry } from '../nres/read';
import { mapRules } from '../rules';
import { AREAL_HEADER_SIZE, GRID_HEADER_SIZE, HIT_SIZE, arealField, arealFixedSize, polygonBlockSize } from './layout';

export interface MapIndex {
  entry: NResEntry;
  /** attr1: the areal count the file declares. */
  arealCount: number;
  /** Areals read completely; offsets has areals + 1 entries (absolute file offsets). */
  areals: number;
  offsets: Uint32Array;
  vertexCounts: Uint32Array;
  /** Grid header offset, or -1 when the areals did not end inside the payload. */
  gridAt: number;
  cellsX: number;
  cellsY: number;
  /** Cells read completely (x outer, y inner); cellOffsets has cells + 1 entries. */
  cells: number;
  cellOffsets: Uint32Array;
  /** Where reading stopped. */
  end: number;
}

export function indexMap(bytes: Uint8Array, entry: NResEntry, diags: DiagnosticSink, shouldStop?: () => boolean): MapIndex {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = entry.dataOffset;
  const end = start + entry.size;
  const arealCount = entry.attr1;
  if (arealCount === 0) diags.report(mapRules.arealCount, entry.at + entryField.attr1, 4, 'areal_count (attr1) is 0');
  const need = (at: number, n: number) => {
    if (!(at + n <= end)) throw new OutOfData(at, n, Math.max(0, end - at));
  };

  // Every areal takes at least its header, which bounds what the declared count can make us allocate.
  const cap = Math.min(arealCount, Math.floor(entry.size / AREAL_HEADER_SIZE));
  const offsets = new Uint32Array(cap + 1);
  const vertexCounts = new Uint32Array(cap);
  offsets[0] = start;
  let areals = 0;
  let pos = start;
  const arealsDone = tolerate(diags, { start, end, what: 'Land.map areals' }, () => {
    for (; areals < arealCount; areals++) {
      if ((areals & 0xfff) === 0 && shouldStop?.()) return false;
      need(pos, AREAL_HEADER_SIZE);
      const v = view.getUint32(pos + arealField.vertexCount, true);
      const p = view.getUint32(pos + arealField.polyCount, true);
      need(pos + AREAL_HEADER_SIZE, arealFixedSize(v, p) - AREAL_HEADER_SIZE);
      let q = pos + arealFixedSize(v, p);
      for (let k = 0; k < p; k++) {
        need(q, 4);
        const n = view.getUint32(q, true);
        need(q, polygonBlockSize(n));
        q += polygonBlockSize(n);
      }
      vertexCounts[areals] = v;
      pos = q;
      offsets[areals + 1] = pos;
    }
    return true;
  });

  const index: MapIndex = {
    entry, arealCount, areals, offsets, vertexCounts, gridAt: -1, cellsX: 0, cellsY: 0, cells: 0, cellOffsets: new Uint32Array(1), end: pos,
  };
  if (!arealsDone) return index;
  index.gridAt = pos;
  tolerate(diags, { start: pos, end, what: 'Land.map cell grid' }, () => {
    need(pos, GRID_HEADER_SIZE);
    const cellsX = (index.cellsX = view.getUint32(pos, true));
    const cellsY = (index.cellsY = view.getUint32(pos + 4, true));
    if (cellsX === 0 || cellsY === 0) diags.report(mapRules.cellCount, pos, GRID_HEADER_SIZE, `cell grid is ${cellsX} x ${cellsY}`);
    pos += GRID_HEADER_SIZE;
    const total = cellsX * cellsY;
    // Each cell takes at least its u16 hit count.
    const cellOffsets = (index.cellOffsets = new Uint32Array(Math.min(total, Math.floor((end - pos) / HIT_SIZE)) + 1));
    cellOffsets[0] = pos;
    const chunk = 1 << 16;
    while (index.cells < total) {
      if (shouldStop?.()) return;
      const target = Math.min(total, index.cells + chunk);
      const done = walkCells(bytes, index.cells, target, end, cellOffsets);
      index.cells = done;
      pos = cellOffsets[done];
      if (done < target) {
        // The cell at `pos` does not fit: report where its hit count or ids run out.
        need(pos, HIT_SIZE);
        need(pos + HIT_SIZE, HIT_SIZE * (bytes[pos] | (bytes[pos + 1] << 8)));
      }
    }
  });
  index.end = pos;
  if (index.cells === index.cellsX * index.cellsY && pos < end) {
    diags.report(mapRules.payloadSize, pos, end - pos, `${end - pos} bytes after the cell grid`);
  }
  return index;
}

/** Cells [from, to) in one tight loop, recording where each ends; returns the count of cells that fit before `end`. */
function walkCells(bytes: Uint8Array, from: number, to: number, end: number, offsets: Uint32Array): number {
  let pos = offsets[from];
  let i = from;
  for (; i < to; i++) {
    if (pos + HIT_SIZE > end) break;
    const next = pos + HIT_SIZE * (1 + (bytes[pos] | (bytes[pos + 1] << 8)));
    if (next > end) break;
    offsets[i + 1] = pos = next;
  }
  return i;
}
