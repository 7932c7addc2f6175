// Land.map whole-payload rules over the areal and cell indexes: reserved fields, normals, area metric, edge and
// polygon links, cell hits. Tight loops over the bytes; no per-record objects.
import { DiagnosticSink } from '../../../core/diagnostics';
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

export function validateMap(bytes: Uint8Array, ix: MapIndex, diags: DiagnosticSink, shouldStop?: () => boolean): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < ix.areals; i++) {
    if ((i & 0xfff) === 0 && shouldStop?.()) return;
    checkAreal(view, ix, i, diags);
  }
  checkCells(view, ix, diags, shouldStop);
}

function checkAreal(view: DataView, ix: MapIndex, i: number, diags: DiagnosticSink): void {
  const at = ix.offsets[i];
  checkReserved(view, at, i, arealField.reserved12, diags);
  checkReserved(view, at, i, arealField.reserved36, diags);
  checkReserved(view, at, i, arealField.reserved44, diags);
  checkNormal(view, at, i, diags);
  const v = ix.vertexCounts[i];
  const area = shoelaceArea(view, at + AREAL_HEADER_SIZE, v);
  const metric = view.getFloat32(at + arealField.areaMetric, true);
  if (!(Math.abs(metric - area) <= AREA_TOLERANCE * Math.max(Math.abs(area), 1e-6))) {
    diags.report(
      mapRules.areaMetric,
      at + arealField.areaMetric,
      4,
      msg`areal ${i}: area_metric ${metric.toPrecision(6)}, polygon area ${area.toPrecision(6)}`,
    );
  }
  const links = linksOffset(at, v);
  checkEdgeLinks(view, ix, i, links, v, diags);
  checkPolygonLinks(view, ix, i, links + v * LINK_SIZE, v, 3 * view.getUint32(at + arealField.polyCount, true), diags);
}

/** Squared length against squared bounds: the square root is taken only for the message. */
function checkNormal(view: DataView, at: number, i: number, diags: DiagnosticSink): void {
  const nx = view.getFloat32(at + arealField.normal, true);
  const ny = view.getFloat32(at + arealField.normal + 4, true);
  const nz = view.getFloat32(at + arealField.normal + 8, true);
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
  ix: MapIndex,
  i: number,
  links: number,
  v: number,
  diags: DiagnosticSink,
): void {
  for (let k = 0, l = links; k < v; k++, l += LINK_SIZE) {
    const areaRef = view.getInt32(l, true);
    const edgeRef = view.getInt32(l + 4, true);
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
  ix: MapIndex,
  i: number,
  links: number,
  first: number,
  count: number,
  diags: DiagnosticSink,
): void {
  for (let k = 0, l = links; k < count; k++, l += LINK_SIZE) {
    const areaRef = view.getInt32(l, true);
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

function checkReserved(view: DataView, at: number, i: number, field: number, diags: DiagnosticSink): void {
  const v = view.getUint32(at + field, true);
  if (v !== 0)
    diags.report(mapRules.reservedNonZero, at + field, 4, msg`areal ${i}: reserved_${field} is 0x${v.toString(16)}`);
}

/** |XY shoelace area| of `count` float3 vertices starting at `at`. */
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

function checkCells(view: DataView, ix: MapIndex, diags: DiagnosticSink, shouldStop?: () => boolean): void {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const areals = ix.arealCount;
  for (let cell = 0; cell < ix.cells; cell++) {
    if ((cell & 0xffff) === 0 && shouldStop?.()) return;
    const end = ix.cellOffsets[cell + 1];
    for (let p = ix.cellOffsets[cell] + HIT_SIZE; p < end; p += HIT_SIZE) {
      const id = bytes[p] | (bytes[p + 1] << 8);
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
