// Land.map as tree nodes: areal records (header, vertices, edge links resolved to the target areal and edge,
// polygon blocks), then the cell grid with each hit resolved to its areal. Records are built only when shown, each
// from its own bytes read from the source (a view when the file is in memory).
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { cursorOver } from '../../../core/source-window';
import {
  IndexedArrayNode,
  NodeLink,
  SpanNode,
  StrideArrayNode,
  container,
  opaque,
  scalarArray,
} from '../../../core/node';
import { formatFloat, hex } from '../../../core/numbers';
import { NResEntry } from '../nres/decode';
import { PayloadViewer } from '../nres/tree';
import { MapIndex } from './map-index';
import {
  AREAL_HEADER_SIZE,
  LINK_SIZE,
  MAP_TYPE,
  MAP_VERTEX_SIZE,
  NO_LINK,
  linksOffset,
  polygonBlockSize,
} from './layout';
import { counted, msg } from '../../../core/translatable';

export function mapViewer(index: MapIndex | undefined): PayloadViewer {
  return {
    typeName: (t) => (t === MAP_TYPE ? msg`areal map` : undefined),
    payload: (e) =>
      index && e === index.entry
        ? mapPayload(index)
        : opaque(`payload [${e.index}]`, e.dataOffset, e.size, undefined, msg`type ${e.typeId}, not areal data`),
  };
}

function mapPayload(ix: MapIndex): SpanNode {
  const e: NResEntry = ix.entry;
  const end = e.dataOffset + e.size;
  const areals = ix.offsets.subarray(0, ix.areals + 1);
  const parts: SpanNode[] = [
    new IndexedArrayNode(
      'areals',
      `Areal[${ix.areals}]`,
      areals,
      (i, at, length) => arealNode(ix, i, cursorOver(ix.source, at, length)),
      msg`${ix.areals} of ${counted(ix.arealCount, 'areal')}`,
    ),
  ];
  if (ix.gridAt >= 0 && ix.gridAt + 8 <= end) parts.push(gridNode(ix));
  if (ix.end < end)
    parts.push(
      opaque(
        ix.cells === ix.cellsX * ix.cellsY && ix.gridAt >= 0 ? 'trailing bytes' : 'undecoded',
        ix.end,
        end - ix.end,
      ),
    );
  return container(
    {
      name: `areal map [${e.index}]`,
      type: 'ArealMap',
      kind: 'struct',
      offset: e.dataOffset,
      end,
      display: msg`${counted(ix.areals, 'areal')}, ${ix.cellsX} x ${counted(ix.cellsY, 'cell')}`,
    },
    parts,
  );
}

function arealLink(ix: MapIndex, a: number): NodeLink[] | undefined {
  return a >= 0 && a < ix.areals
    ? [{ label: msg`areal ${a}`, offset: ix.offsets[a], length: ix.offsets[a + 1] - ix.offsets[a] }]
    : undefined;
}

/** Areal `i` from a cursor over its record alone. */
function arealNode(ix: MapIndex, i: number, c: Cursor): SpanNode {
  const at = c.pos;
  const s = new StructBuilder(c, `[${i}]`, 'Areal');
  const ax = s.f32('anchor_x');
  const ay = s.f32('anchor_y');
  const az = s.f32('anchor_z');
  s.f32('reserved_12');
  const area = s.f32('area_metric', { show: (v) => msg`${formatFloat(v)} (area)` });
  s.f32('normal_x');
  s.f32('normal_y');
  s.f32('normal_z');
  s.u32('logic_flag', { show: (v) => hex(v, 8) });
  s.u32('reserved_36');
  s.u32('class_id');
  s.u32('reserved_44');
  const v = s.u32('vertex_count');
  const p = s.u32('poly_count');
  s.add(
    new StrideArrayNode('vertices', `float3[${v}]`, at + AREAL_HEADER_SIZE, v, MAP_VERTEX_SIZE, (k, o) =>
      vertexNode(c, k, o),
    ),
  );
  s.add(
    new StrideArrayNode('links', `EdgeLink8[${v + 3 * p}]`, linksOffset(at, v), v + 3 * p, LINK_SIZE, (k, o) =>
      linkNode(c, ix, k, o, k < v),
    ),
  );
  if (p > 0) {
    s.struct('polygons', `PolygonBlock[${p}]`, (ps) => {
      for (let k = 0; k < p; k++) {
        ps.struct(`[${k}]`, 'PolygonBlock', (b) => {
          const n = b.u32('n');
          b.opaque('data', polygonBlockSize(n) - 4);
        });
      }
    });
  }
  const anchor = `(${formatFloat(ax)}, ${formatFloat(ay)}, ${formatFloat(az)})`;
  return s.done(msg`anchor ${anchor}, ${counted(v, 'vertex', 'vertices')}, area ${formatFloat(area)}`);
}

/** A record's part at `at` (a file offset) as a cursor of its own over the record's bytes. */
function partOf(record: Cursor, at: number, length: number): Cursor {
  return new Cursor(record.bytes, at, at + length, record.base);
}

function vertexNode(record: Cursor, k: number, at: number): SpanNode {
  const s = new StructBuilder(partOf(record, at, MAP_VERTEX_SIZE), `[${k}]`, 'float3');
  const x = s.f32('x');
  const y = s.f32('y');
  const z = s.f32('z');
  return s.done(`(${formatFloat(x)}, ${formatFloat(y)}, ${formatFloat(z)})`);
}

/** An edge link: for the first vertex_count links, the neighbour areal and its edge; after them, polygon links. */
function linkNode(record: Cursor, ix: MapIndex, k: number, at: number, isEdge: boolean): SpanNode {
  const area = record.view.getInt32(at - record.base, true);
  const edge = record.view.getInt32(at - record.base + 4, true);
  const targetLinks: NodeLink[] = [];
  const arealLinks = arealLink(ix, area);
  if (arealLinks) targetLinks.push(...arealLinks);
  if (isEdge && arealLinks && edge >= 0 && edge < ix.vertexCounts[area]) {
    targetLinks.push({
      label: msg`areal ${area} edge ${edge}`,
      offset: linksOffset(ix.offsets[area], ix.vertexCounts[area]) + edge * LINK_SIZE,
      length: LINK_SIZE,
    });
  }
  const s = new StructBuilder(partOf(record, at, LINK_SIZE), `[${k}]`, 'EdgeLink8');
  s.i32('area_ref', { show: (v) => (v === NO_LINK ? msg`none` : msg`areal ${v}`), links: arealLinks });
  s.i32('edge_ref', {
    show: (v) => (v === NO_LINK ? msg`none` : msg`edge ${v}`),
    links: targetLinks.length > 1 ? targetLinks.slice(1) : undefined,
  });
  const what =
    area === NO_LINK ? msg`no neighbour` : isEdge ? msg`-> areal ${area}, edge ${edge}` : msg`-> areal ${area}`;
  return s.done(isEdge ? msg`edge ${k} ${what}` : msg`polygon link ${what}`);
}

function gridNode(ix: MapIndex): SpanNode {
  const s = new StructBuilder(cursorOver(ix.source, ix.gridAt, 8), 'cell grid', 'CellGrid');
  const cx = s.u32('cellsX');
  const cy = s.u32('cellsY');
  if (cy > 0 && ix.cells > 0) {
    const columns = Math.ceil(ix.cells / cy);
    const columnStarts = new Uint32Array(columns + 1);
    for (let x = 0; x <= columns; x++) columnStarts[x] = ix.cellOffsets[Math.min(x * cy, ix.cells)];
    s.add(
      new IndexedArrayNode(
        'columns',
        `CellColumn[${columns}]`,
        columnStarts,
        (x) => columnNode(ix, x),
        msg`${ix.cells} of ${counted(cx * cy, 'cell')}, x outer, y inner`,
      ),
    );
  }
  return s.done(msg`${cx} x ${counted(cy, 'cell')}`);
}

function columnNode(ix: MapIndex, x: number): SpanNode {
  const first = x * ix.cellsY;
  const offsets = ix.cellOffsets.subarray(first, Math.min(first + ix.cellsY, ix.cells) + 1);
  return new IndexedArrayNode(`x=${x}`, `Cell[${offsets.length - 1}]`, offsets, (y, at, length) =>
    cellNode(ix, x, y, cursorOver(ix.source, at, length)),
  );
}

/** Cell (x, y) from a cursor over its bytes alone. */
function cellNode(ix: MapIndex, x: number, y: number, c: Cursor): SpanNode {
  const at = c.pos;
  const s = new StructBuilder(c, `y=${y}`, 'Cell');
  const hits = s.u16('hitCount');
  s.add(
    scalarArray(
      'areaIds',
      'u16',
      c.bytes,
      at + 2,
      hits,
      (v) => (v < ix.arealCount ? msg`areal ${v}` : msg`areal ${v} (missing)`),
      undefined,
      (v) => arealLink(ix, v),
      c.base,
    ),
  );
  return s.done(msg`cell (${x}, ${y}): ${counted(hits, 'hit')}`);
}
