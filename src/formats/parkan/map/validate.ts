// Land.map whole-payload rules over the areal and cell indexes: reserved fields, normals, area metric, edge and
// polygon links, cell hits. Tight loops over the bytes; no per-record objects. The records are read in file order
// through one window over the source (the whole file when it is in memory): a read at file offset `at` reads
// `at - base` of the window's view.
import { DiagnosticSink } from '../../../core/diagnostics';
import { SourceWindow } from '../../../core/source-window';
import { mapRules } from '../rules';
import { MapIndex } from './map-index';
import { AREAL_HEADER_SIZE, HIT_SIZE, LINK_SIZE, MAP_VERTEX_SIZE, NO_LINK, arealField, linksOffset } from './layout';
import { msg } from '../../../core/translatable';

/** Relative gap between area_metric and the shoelace area above which it is worth a look. */
const AREA_TOLERANCE = 0.05;
const NORMAL_TOLERANCE = 1e-3;
/** Squared lengths safely inside the tolerance (the exact check runs only outside them). */
const MIN_NORMAL_SQUARED = (1 - NORMAL_TOLERANCE) ** 2 + 1e-9;
const MAX_NORMAL_SQUARED = (1 + NORMAL_TOLERANCE) ** 2 - 1e-9;

export function validateMap(ix: MapIndex, diags: DiagnosticSink, shouldStop?: () => boolean): void {
  const w = new SourceWindow(ix.source);
  for (let i = 0; i < ix.areals; i++) {
    if ((i & 0xfff) === 0 && shouldStop?.()) return;
    const at = ix.offsets[i];
    w.at(at, ix.offsets[i + 1] - at);
    checkAreal(w.view, w.base, ix, i, diags);
  }
  checkCells(w, ix, diags, shouldStop);
}

function checkAreal(view: DataView, base: number, ix: MapIndex, i: number, diags: DiagnosticSink): void {
  const at = ix.offsets[i];
  checkReserved(view, base, at, i, arealField.reserved12, diags);
  checkReserved(view, base, at, i, arealField.reserved36, diags);
  checkReserved(view, base, at, i, arealField.reserved44, diags);
  checkNormal(view, base, at, i, diags);
  const v = ix.vertexCounts[i];
  const area = shoelaceArea(view, at + AREAL_HEADER_SIZE - base, v);
  const metric = view.getFloat32(at - base + arealField.areaMetric, true);
  if (!(Math.abs(metric - area) <= AREA_TOLERANCE * Math.max(Math.abs(area), 1e-6))) {
    diags.report(
      mapRules.areaMetric,
      at + arealField.areaMetric,
      4,
      msg`areal ${i}: area_metric ${metric.toPrecision(6)}, polygon area ${area.toPrecision(6)}`,
    );
  }
  const links = linksOffset(at, v);
  const polygons = 3 * view.getUint32(at - base + arealField.polyCount, true);
  checkEdgeLinks(view, base, ix, i, links, v, diags);
  checkPolygonLinks(view, base, ix, i, links + v * LINK_SIZE, v, polygons, diags);
}

/** Squared length against squared bounds: the square root is taken only for the message. */
function checkNormal(view: DataView, base: number, at: number, i: number, diags: DiagnosticSink): void {
  const n = at - base + arealField.normal;
  const nx = view.getFloat32(n, true);
  const ny = view.getFloat32(n + 4, true);
  const nz = view.getFloat32(n + 8, true);
  const squared = nx * nx + ny * ny + nz * nz;
  if (squared >= MIN_NORMAL_SQUARED && squared <= MAX_NORMAL_SQUARED) return;
  const len = Math.sqrt(squared);
  if (!(Math.abs(len - 1) <= NORMAL_TOLERANCE))
    diags.report(
      mapRules.normalLength,
      at + arealField.normal,
      12,
      msg`areal ${i}: normal length ${len.toPrecision(6)}`,
    );
}

/** The first V links: (-1, -1) or an areal in range and one of its edges. */
function checkEdgeLinks(
  view: DataView,
  base: number,
  ix: MapIndex,
  i: number,
  links: number,
  v: number,
  diags: DiagnosticSink,
): void {
  for (let k = 0, l = links; k < v; k++, l += LINK_SIZE) {
    const areaRef = view.getInt32(l - base, true);
    const edgeRef = view.getInt32(l - base + 4, true);
    if (areaRef === NO_LINK) {
      if (edgeRef !== NO_LINK)
        diags.report(mapRules.linkHalfEmpty, l + 4, 4, msg`areal ${i} link ${k}: no neighbour but edge_ref ${edgeRef}`);
    } else if (areaRef < 0 || areaRef >= ix.arealCount) {
      diags.report(
        mapRules.linkArea,
        l,
        4,
        msg`areal ${i} link ${k}: area_ref ${areaRef}, areal count ${ix.arealCount}`,
      );
    } else if (areaRef < ix.areals && (edgeRef < 0 || edgeRef >= ix.vertexCounts[areaRef])) {
      diags.report(
        mapRules.linkEdge,
        l + 4,
        4,
        msg`areal ${i} link ${k}: edge_ref ${edgeRef}, areal ${areaRef} has ${ix.vertexCounts[areaRef]} edges`,
      );
    }
  }
}

/** The 3P polygon links after them: area_ref -1 or in range. */
function checkPolygonLinks(
  view: DataView,
  base: number,
  ix: MapIndex,
  i: number,
  links: number,
  first: number,
  count: number,
  diags: DiagnosticSink,
): void {
  for (let k = 0, l = links; k < count; k++, l += LINK_SIZE) {
    const areaRef = view.getInt32(l - base, true);
    if (areaRef !== NO_LINK && (areaRef < 0 || areaRef >= ix.arealCount)) {
      diags.report(
        mapRules.linkArea,
        l,
        4,
        msg`areal ${i} link ${first + k}: area_ref ${areaRef}, areal count ${ix.arealCount}`,
      );
    }
  }
}

function checkReserved(
  view: DataView,
  base: number,
  at: number,
  i: number,
  field: number,
  diags: DiagnosticSink,
): void {
  const v = view.getUint32(at - base + field, true);
  if (v !== 0)
    diags.report(mapRules.reservedNonZero, at + field, 4, msg`areal ${i}: reserved_${field} is 0x${v.toString(16)}`);
}

/** |XY shoelace area| of `count` float3 vertices starting at `at` of the view. */
function shoelaceArea(view: DataView, at: number, count: number): number {
  if (count === 0) return 0;
  let twice = 0;
  const last = at + (count - 1) * MAP_VERTEX_SIZE;
  let px = view.getFloat32(last, true);
  let py = view.getFloat32(last + 4, true);
  for (let a = at; a <= last; a += MAP_VERTEX_SIZE) {
    const x = view.getFloat32(a, true);
    const y = view.getFloat32(a + 4, true);
    twice += px * y - x * py;
    px = x;
    py = y;
  }
  return Math.abs(twice) / 2;
}

function checkCells(w: SourceWindow, ix: MapIndex, diags: DiagnosticSink, shouldStop?: () => boolean): void {
  const areals = ix.arealCount;
  for (let cell = 0; cell < ix.cells; cell++) {
    if ((cell & 0xffff) === 0 && shouldStop?.()) return;
    const start = ix.cellOffsets[cell];
    const end = ix.cellOffsets[cell + 1];
    w.at(start, end - start);
    const { bytes, base } = w;
    for (let p = start + HIT_SIZE; p < end; p += HIT_SIZE) {
      const id = bytes[p - base] | (bytes[p - base + 1] << 8);
      if (id >= areals) {
        diags.report(
          mapRules.cellAreaId,
          p,
          HIT_SIZE,
          msg`cell (${Math.floor(cell / ix.cellsY)}, ${cell % ix.cellsY}): area id ${id}, areal count ${areals}`,
        );
      }
    }
  }
}
