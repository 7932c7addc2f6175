// Land.map whole-payload rules over the areal and cell indexes: reserved fields, normals, area metric, edge and
// polygon links, cell hits. Tight loops over the bytes; no per-record objects. The records are read in file order
// through one window over the source (the whole file when it is in memory): a read at file offset `at` reads
// `at - base` of the window's view.
import { DiagnosticSink } from '../../../core/diagnostics';
import { SourceWindow } from '../../../core/source-window';
import { mapRules } from '../rules';
import { MapIndex } from './map-index';
import { AREAL_HEADER_SIZE, HIT_SIZE, LINK_SIZE, MAP_VERTEX_SIZE, NO_LINK, arealField } from './layout';
import { msg } from '../../../core/translatable';

/** Relative gap between area_metric and the shoelace area above which it is worth a look. */
const AREA_TOLERANCE = 0.05;
const NORMAL_TOLERANCE = 1e-3;
/** Squared lengths safely inside the tolerance (the exact check runs only outside them). */
const MIN_NORMAL_SQUARED = (1 - NORMAL_TOLERANCE) ** 2 + 1e-9;
const MAX_NORMAL_SQUARED = (1 + NORMAL_TOLERANCE) ** 2 - 1e-9;

export function validateMap(ix: MapIndex, diags: DiagnosticSink, shouldStop?: () => boolean): void {
  const w = new SourceWindow(ix.source);
  const offsets = ix.offsets;
  for (let i = 0; i < ix.areals; i++) {
    if ((i & 0xfff) === 0 && shouldStop?.()) return;
    const at = offsets[i];
    // The window moves on only when the areal lies past it (never when the file is in memory).
    if (at < w.base || offsets[i + 1] > w.base + w.bytes.length) w.at(at, offsets[i + 1] - at);
    checkAreal(w.view, at - w.base, at, ix, i, diags);
  }
  checkCells(w, ix, diags, shouldStop);
}

/** The reserved header fields, zero in every file seen. */
const RESERVED = [arealField.reserved12, arealField.reserved36, arealField.reserved44];

/**
 * Areal `i`, at file offset `at` and at `r` in `view`. One function with its loops inline, the reports out of line:
 * a one-shot `validate` runs it mostly before the optimising compiler has had its turn, when every call costs.
 */
function checkAreal(view: DataView, r: number, at: number, ix: MapIndex, i: number, diags: DiagnosticSink): void {
  const reserved =
    view.getUint32(r + arealField.reserved12, true) |
    view.getUint32(r + arealField.reserved36, true) |
    view.getUint32(r + arealField.reserved44, true);
  if (reserved !== 0) reportReserved(view, r, at, i, diags);
  // The normal's squared length against squared bounds: the square root is taken only for the message.
  const nx = view.getFloat32(r + arealField.normal, true);
  const ny = view.getFloat32(r + arealField.normal + 4, true);
  const nz = view.getFloat32(r + arealField.normal + 8, true);
  const squared = nx * nx + ny * ny + nz * nz;
  if (!(squared >= MIN_NORMAL_SQUARED && squared <= MAX_NORMAL_SQUARED)) reportNormal(Math.sqrt(squared), at, i, diags);

  // |XY shoelace area| of the vertices against area_metric.
  const v = ix.vertexCounts[i];
  const first = r + AREAL_HEADER_SIZE;
  const last = first + (v - 1) * MAP_VERTEX_SIZE;
  let twice = 0;
  if (v > 0) {
    let px = view.getFloat32(last, true);
    let py = view.getFloat32(last + 4, true);
    for (let a = first; a <= last; a += MAP_VERTEX_SIZE) {
      const x = view.getFloat32(a, true);
      const y = view.getFloat32(a + 4, true);
      twice += px * y - x * py;
      px = x;
      py = y;
    }
  }
  const area = Math.abs(twice) / 2;
  const metric = view.getFloat32(r + arealField.areaMetric, true);
  if (!(Math.abs(metric - area) <= AREA_TOLERANCE * Math.max(area, 1e-6))) reportArea(metric, area, at, i, diags);

  // The first V links: (-1, -1) or an areal in range and one of its edges; then the 3P polygon links: area_ref -1
  // or in range.
  const { arealCount, areals, vertexCounts } = ix;
  const links = r + AREAL_HEADER_SIZE + v * MAP_VERTEX_SIZE;
  const linkCount = v + 3 * view.getUint32(r + arealField.polyCount, true);
  for (let k = 0, l = links; k < linkCount; k++, l += LINK_SIZE) {
    const areaRef = view.getInt32(l, true);
    if (areaRef === NO_LINK) {
      if (k < v && view.getInt32(l + 4, true) !== NO_LINK) reportLink(view, l, at - r, ix, i, k, v, diags);
    } else if (areaRef < 0 || areaRef >= arealCount) {
      reportLink(view, l, at - r, ix, i, k, v, diags);
    } else if (k < v && areaRef < areals) {
      const edgeRef = view.getInt32(l + 4, true);
      if (edgeRef < 0 || edgeRef >= vertexCounts[areaRef]) reportLink(view, l, at - r, ix, i, k, v, diags);
    }
  }
}

function reportReserved(view: DataView, r: number, at: number, i: number, diags: DiagnosticSink): void {
  for (const field of RESERVED) {
    const v = view.getUint32(r + field, true);
    if (v !== 0)
      diags.report(mapRules.reservedNonZero, at + field, 4, msg`areal ${i}: reserved_${field} is 0x${v.toString(16)}`);
  }
}

function reportNormal(len: number, at: number, i: number, diags: DiagnosticSink): void {
  if (!(Math.abs(len - 1) <= NORMAL_TOLERANCE))
    diags.report(
      mapRules.normalLength,
      at + arealField.normal,
      12,
      msg`areal ${i}: normal length ${len.toPrecision(6)}`,
    );
}

function reportArea(metric: number, area: number, at: number, i: number, diags: DiagnosticSink): void {
  diags.report(
    mapRules.areaMetric,
    at + arealField.areaMetric,
    4,
    msg`areal ${i}: area_metric ${metric.toPrecision(6)}, polygon area ${area.toPrecision(6)}`,
  );
}

/** What is wrong with link `k` of areal `i` (at `l` in the view, whose byte 0 is the file's byte `base`). */
function reportLink(
  view: DataView,
  l: number,
  base: number,
  ix: MapIndex,
  i: number,
  k: number,
  v: number,
  diags: DiagnosticSink,
): void {
  const areaRef = view.getInt32(l, true);
  const edgeRef = view.getInt32(l + 4, true);
  const at = base + l;
  if (areaRef === NO_LINK)
    diags.report(mapRules.linkHalfEmpty, at + 4, 4, msg`areal ${i} link ${k}: no neighbour but edge_ref ${edgeRef}`);
  else if (areaRef < 0 || areaRef >= ix.arealCount)
    diags.report(
      mapRules.linkArea,
      at,
      4,
      msg`areal ${i} link ${k}: area_ref ${areaRef}, areal count ${ix.arealCount}`,
    );
  else if (k < v)
    diags.report(
      mapRules.linkEdge,
      at + 4,
      4,
      msg`areal ${i} link ${k}: edge_ref ${edgeRef}, areal ${areaRef} has ${ix.vertexCounts[areaRef]} edges`,
    );
}

function checkCells(w: SourceWindow, ix: MapIndex, diags: DiagnosticSink, shouldStop?: () => boolean): void {
  const areals = ix.arealCount;
  const offsets = ix.cellOffsets;
  let { bytes, base } = w;
  for (let cell = 0; cell < ix.cells; cell++) {
    if ((cell & 0xffff) === 0 && shouldStop?.()) return;
    const start = offsets[cell];
    const end = offsets[cell + 1];
    // The window moves on only when the cell lies past it (never when the file is in memory).
    if (start < base || end > base + bytes.length) {
      w.at(start, end - start);
      ({ bytes, base } = w);
    }
    for (let p = start + HIT_SIZE - base, last = end - base; p < last; p += HIT_SIZE) {
      const id = bytes[p] | (bytes[p + 1] << 8);
      if (id >= areals) {
        diags.report(
          mapRules.cellAreaId,
          p + base,
          HIT_SIZE,
          msg`cell (${Math.floor(cell / ix.cellsY)}, ${cell % ix.cellsY}): area id ${id}, areal count ${areals}`,
        );
      }
    }
  }
}
