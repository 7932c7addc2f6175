// One pass over the type-12 payload: areal record offsets and vertex counts into typed arrays, then the cell grid's
// per-cell offsets. Everything later (tree, rules, pictures) reads the records through these indexes, from the
// source: a window over it in file order (the whole file when it is in memory), so a file read in pages is read once.
import type { ByteSource } from '../../../core/byte-source';
import { OutOfData } from '../../../core/cursor';
import { DiagnosticSink } from '../../../core/diagnostics';
import { SourceWindow } from '../../../core/source-window';
import { tolerate } from '../../../core/tolerate';
import { entryField } from '../nres/layout';
import { NResEntry } from '../nres/decode';
import { mapRules } from '../rules';
import { AREAL_HEADER_SIZE, GRID_HEADER_SIZE, HIT_SIZE, arealField, arealFixedSize, polygonBlockSize } from './layout';
import { msg } from '../../../core/translatable';

export interface MapIndex {
  /** The file the records are read from. */
  source: ByteSource;
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

export function indexMap(
  source: ByteSource,
  entry: NResEntry,
  diags: DiagnosticSink,
  shouldStop?: () => boolean,
): MapIndex {
  const w = new SourceWindow(source);
  const start = entry.dataOffset;
  const end = start + entry.size;
  const arealCount = entry.attr1;
  if (arealCount === 0)
    diags.report(mapRules.arealCount, entry.at + entryField.attr1, 4, msg`areal_count (attr1) is 0`);
  // Every areal takes at least its header, which bounds what the declared count can make us allocate.
  const cap = Math.min(arealCount, Math.floor(entry.size / AREAL_HEADER_SIZE));
  const index: MapIndex = {
    source,
    entry,
    arealCount,
    areals: 0,
    offsets: new Uint32Array(cap + 1).fill(start, 0, 1),
    vertexCounts: new Uint32Array(cap),
    gridAt: -1,
    cellsX: 0,
    cellsY: 0,
    cells: 0,
    cellOffsets: new Uint32Array(1),
    end: start,
  };
  const arealsDone = tolerate(diags, { start, end, what: msg`Land.map areals` }, () =>
    indexAreals(w, index, end, shouldStop),
  );
  index.end = index.offsets[index.areals];
  if (!arealsDone) return index;
  index.gridAt = index.cellOffsets[0] = index.end;
  tolerate(diags, { start: index.gridAt, end, what: msg`Land.map cell grid` }, () =>
    indexCells(w, index, end, diags, shouldStop),
  );
  index.end = index.cellOffsets[index.cells];
  if (index.cells === index.cellsX * index.cellsY && index.end < end) {
    diags.report(mapRules.payloadSize, index.end, end - index.end, msg`${end - index.end} bytes after the cell grid`);
  }
  return index;
}

/**
 * Areal offsets and vertex counts in one tight pass; false when stopped. Throws at the first part that does not fit.
 * Each areal's polygon blocks are walked inline and the window is asked only when a part lies past it: a one-shot
 * `validate` runs this mostly before the optimising compiler has had its turn, when every call costs.
 */
function indexAreals(w: SourceWindow, ix: MapIndex, end: number, shouldStop?: () => boolean): boolean {
  const { offsets, vertexCounts, arealCount } = ix;
  let { view, base } = w;
  let limit = base + w.bytes.length;
  /** Where file offset `at` is in `view`, the window moved on when [at, at + n) lies past it. */
  const into = (at: number, n: number): number => {
    if (at >= base && at + n <= limit) return at - base;
    const r = w.at(at, n);
    ({ view, base } = w);
    limit = base + w.bytes.length;
    return r;
  };
  let pos = offsets[0];
  for (let i = 0; i < arealCount; i++) {
    if ((i & 0xfff) === 0 && shouldStop?.()) return false;
    need(pos, AREAL_HEADER_SIZE, end);
    const r = into(pos, AREAL_HEADER_SIZE);
    const v = (vertexCounts[i] = view.getUint32(r + arealField.vertexCount, true));
    const p = view.getUint32(r + arealField.polyCount, true);
    need(pos + AREAL_HEADER_SIZE, arealFixedSize(v, p) - AREAL_HEADER_SIZE, end);
    let q = pos + arealFixedSize(v, p);
    for (let k = 0; k < p; k++) {
      need(q, 4, end);
      const size = polygonBlockSize(view.getUint32(into(q, 4), true));
      need(q, size, end);
      q += size;
    }
    offsets[i + 1] = pos = q;
    ix.areals = i + 1;
  }
  return true;
}

/** The grid header, then per-cell offsets in chunks (polling `shouldStop` between them). */
function indexCells(
  w: SourceWindow,
  ix: MapIndex,
  end: number,
  diags: DiagnosticSink,
  shouldStop?: () => boolean,
): void {
  let pos = ix.gridAt;
  need(pos, GRID_HEADER_SIZE, end);
  const h = w.at(pos, GRID_HEADER_SIZE);
  const cellsX = (ix.cellsX = w.view.getUint32(h, true));
  const cellsY = (ix.cellsY = w.view.getUint32(h + 4, true));
  if (cellsX === 0 || cellsY === 0)
    diags.report(mapRules.cellCount, pos, GRID_HEADER_SIZE, msg`cell grid is ${cellsX} x ${cellsY}`);
  pos += GRID_HEADER_SIZE;
  const total = cellsX * cellsY;
  // Each cell takes at least its u16 hit count.
  const cellOffsets = (ix.cellOffsets = new Uint32Array(Math.min(total, Math.floor((end - pos) / HIT_SIZE)) + 1));
  cellOffsets[0] = pos;
  while (ix.cells < total) {
    if (shouldStop?.()) return;
    const target = Math.min(total, ix.cells + CELL_CHUNK);
    ix.cells = walkCells(w, ix.cells, target, end, cellOffsets);
    if (ix.cells < target) {
      // The cell at `pos` does not fit: report where its hit count or ids run out.
      pos = cellOffsets[ix.cells];
      need(pos, HIT_SIZE, end);
      need(pos + HIT_SIZE, HIT_SIZE * w.view.getUint16(w.at(pos, HIT_SIZE), true), end);
    }
  }
}

const CELL_CHUNK = 1 << 16;

function need(at: number, n: number, end: number): void {
  if (!(at + n <= end)) throw new OutOfData(at, n, Math.max(0, end - at));
}

/**
 * Cells [from, to) in tight loops over the window, recording where each ends; returns the count of cells that fit
 * before `end`. The window moves on when a hit count lies past it.
 */
function walkCells(w: SourceWindow, from: number, to: number, end: number, offsets: Uint32Array): number {
  let pos = offsets[from];
  let i = from;
  while (i < to && pos + HIT_SIZE <= end) {
    w.at(pos, HIT_SIZE);
    const { bytes, base } = w;
    // Hit counts inside the window and before `end`.
    const last = Math.min(base + bytes.length, end) - HIT_SIZE;
    for (; i < to && pos <= last; i++) {
      const next = pos + HIT_SIZE * (1 + (bytes[pos - base] | (bytes[pos - base + 1] << 8)));
      if (next > end) return i;
      offsets[i + 1] = pos = next;
    }
  }
  return i;
}
