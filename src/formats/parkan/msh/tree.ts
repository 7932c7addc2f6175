// Land.msh payloads as tree nodes: nodes -> slots -> faces -> vertices, each index a link to its target record.
// Arrays are lazy: a record's node is built only when it is shown. The record tables are read from the file's bytes;
// the word streams, nearly all of a large file, from the source, a word when it is shown.
import type { ByteSource } from '../../../core/byte-source';
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { NodeLink, SpanNode, StrideArrayNode, container, field, opaque } from '../../../core/node';
import { cursorOver } from '../../../core/source-window';
import { counted, msg, render, type Text } from '../../../core/translatable';
import { formatFloat, hex } from '../../../core/numbers';
import { NResEntry } from '../nres/decode';
import { PayloadViewer } from '../nres/tree';
import { MshLayout } from './directory';
import { describeFaceFlags } from './face-flags';
import {
  CELL_HEADER_SIZE,
  FACE_SIZE,
  MshType,
  NODE_SIZE,
  NODE_SLOTS,
  NONE16,
  SLOT_HEADER_SIZE,
  SLOT_SIZE,
  VERTEX_SIZE,
  mshStreams,
} from './layout';

/** The payloads of a Land.msh: record tables read from `bytes`, word streams from `source` (the same file). */
export function mshViewer(bytes: Uint8Array, source: ByteSource, layout: MshLayout): PayloadViewer {
  const recordAt = (type: number, header: number, stride: number, count: number, label: (i: number) => Text) => {
    const e = layout.byType.get(type);
    return (i: number) =>
      e?.inRange && i < count
        ? [{ label: label(i), offset: e.dataOffset + header + i * stride, length: stride }]
        : undefined;
  };
  const links = {
    slot: recordAt(MshType.slots, SLOT_HEADER_SIZE, SLOT_SIZE, layout.slotCount, (i) => msg`slot ${i}`),
    vertex: recordAt(MshType.vertices, 0, VERTEX_SIZE, layout.vertexCount, (i) => msg`vertex ${i}`),
    face: recordAt(MshType.faces, 0, FACE_SIZE, layout.faceCount, (i) => msg`face ${i}`),
    faceRange: (start: number, count: number) => {
      const e = layout.byType.get(MshType.faces);
      return e?.inRange && count > 0 && start + count <= layout.faceCount
        ? [
            {
              label: msg`faces ${start}..${start + count - 1}`,
              offset: e.dataOffset + start * FACE_SIZE,
              length: count * FACE_SIZE,
            },
          ]
        : undefined;
    },
  };
  const ownEntry = (e: NResEntry) => layout.byType.get(e.typeId) === e;

  return {
    typeName: (t) => mshStreams.get(t)?.what,
    payload(e) {
      if (!ownEntry(e))
        return opaque(`payload [${e.index}]`, e.dataOffset, e.size, undefined, msg`type ${e.typeId}, not terrain data`);
      // Node names stay English: they are what Go to Field and bookmarks match.
      const name = `${render(mshStreams.get(e.typeId)!.what)} [${e.index}]`;
      switch (e.typeId) {
        case MshType.nodes:
          return records(e, name, 0, NODE_SIZE, 'TerrainNode', (i, at) => nodeRecord(bytes, i, at, links.slot));
        case MshType.slots:
          return records(e, name, SLOT_HEADER_SIZE, SLOT_SIZE, 'TerrainSlot', (i, at) =>
            slotRecord(bytes, i, at, layout.faceCount, links.faceRange),
          );
        case MshType.vertices:
          return records(e, name, 0, VERTEX_SIZE, 'Vertex', (i, at) => vertexRecord(bytes, i, at));
        case MshType.faces:
          return records(e, name, 0, FACE_SIZE, 'TerrainFace28', (i, at) => faceRecord(bytes, i, at, links));
        case MshType.cells:
          return wordStream(source, e, name, CELL_HEADER_SIZE);
        default:
          return wordStream(source, e, name, 0);
      }
    },
  };
}

type Linker = (index: number) => NodeLink[] | undefined;
type RangeLinker = (start: number, count: number) => NodeLink[] | undefined;

/** A payload of an optional header, fixed-stride records and any trailing bytes. */
function records(
  e: NResEntry,
  name: string,
  header: number,
  stride: number,
  type: string,
  make: (i: number, at: number) => SpanNode,
): SpanNode {
  const headerLength = Math.min(header, e.size);
  const count = Math.floor((e.size - headerLength) / stride);
  const parts: SpanNode[] = [];
  if (headerLength > 0)
    parts.push(opaque('header', e.dataOffset, headerLength, undefined, msg`slot table header, kept as-is`));
  parts.push(
    new StrideArrayNode(
      'records',
      `${type}[${count}]`,
      e.dataOffset + headerLength,
      count,
      stride,
      make,
      counted(count, 'record'),
    ),
  );
  const tail = e.dataOffset + headerLength + count * stride;
  if (tail < e.dataOffset + e.size) parts.push(opaque('trailing bytes', tail, e.dataOffset + e.size - tail));
  return container(
    {
      name,
      type,
      kind: 'struct',
      offset: e.dataOffset,
      end: e.dataOffset + e.size,
      display: msg`${count} x ${counted(stride, 'byte')}`,
    },
    parts,
  );
}

function nodeRecord(bytes: Uint8Array, i: number, at: number, slotLink: Linker): SpanNode {
  const s = new StructBuilder(new Cursor(bytes, at, at + NODE_SIZE), `[${i}]`, 'TerrainNode');
  const peek16 = () => bytes[s.c.pos] | (bytes[s.c.pos + 1] << 8);
  let used = 0;
  for (let k = 0; k < NODE_SLOTS; k++) {
    const id = s.u16(`slot[${k}]`, {
      show: (v) => (v === NONE16 ? msg`none` : msg`slot ${v}`),
      links: slotLink(peek16()),
    });
    if (id !== NONE16) used++;
  }
  return s.done(msg`${used} of ${NODE_SLOTS} slots used`);
}

function slotRecord(bytes: Uint8Array, i: number, at: number, faceCount: number, faceRange: RangeLinker): SpanNode {
  const s = new StructBuilder(new Cursor(bytes, at, at + SLOT_SIZE), `[${i}]`, 'TerrainSlot');
  const start = s.u16('tri_start', { show: (v) => msg`face ${v}` });
  const count = s.u16('tri_count', {
    show: (v) => (start + v > faceCount ? msg`${counted(v, 'face')} (past the last face)` : counted(v, 'face')),
    links: faceRange(start, bytes[at + 2] | (bytes[at + 3] << 8)),
  });
  s.opaque('rest', SLOT_SIZE - 4, msg`slot fields kept as-is`);
  return s.done(count === 0 ? msg`no faces` : msg`faces ${start}..${start + count - 1}`);
}

function vertexRecord(bytes: Uint8Array, i: number, at: number): SpanNode {
  const s = new StructBuilder(new Cursor(bytes, at, at + VERTEX_SIZE), `[${i}]`, 'Vertex');
  const x = s.f32('x');
  const y = s.f32('y');
  const z = s.f32('z');
  return s.done(`(${formatFloat(x)}, ${formatFloat(y)}, ${formatFloat(z)})`);
}

function faceRecord(bytes: Uint8Array, i: number, at: number, links: { vertex: Linker; face: Linker }): SpanNode {
  const s = new StructBuilder(new Cursor(bytes, at, at + FACE_SIZE), `[${i}]`, 'TerrainFace28');
  const peek16 = () => bytes[s.c.pos] | (bytes[s.c.pos + 1] << 8);
  s.u32('flags', { show: describeFaceFlags });
  s.opaque('unknown_4', 4);
  const v: number[] = [];
  for (let k = 0; k < 3; k++) v.push(s.u16(`i${k}`, { show: (x) => msg`vertex ${x}`, links: links.vertex(peek16()) }));
  for (let k = 0; k < 3; k++)
    s.u16(`n${k}`, { show: (x) => (x === NONE16 ? msg`no neighbour` : msg`face ${x}`), links: links.face(peek16()) });
  s.opaque('unknown_20', FACE_SIZE - 20, msg`material/class/edge fields kept as-is`);
  return s.done(msg`triangle ${v.join(', ')}`);
}

/** A stream of u32 words (packed normals, UVs, extra streams), optionally after two header words. */
function wordStream(source: ByteSource, e: NResEntry, name: string, header: number): SpanNode {
  const parts: SpanNode[] = [];
  let at = e.dataOffset;
  const end = e.dataOffset + e.size;
  if (header > 0 && e.size >= header) {
    const s = new StructBuilder(cursorOver(source, at, header), 'header', 'CellHeader');
    s.u32('word0');
    s.u32('word1');
    parts.push(s.done());
    at += header;
  }
  const count = Math.floor((end - at) / 4);
  parts.push(
    new StrideArrayNode(
      'words',
      `u32[${count}]`,
      at,
      count,
      4,
      (i, wordAt) => {
        const w = cursorOver(source, wordAt, 4).u32();
        return field(`[${i}]`, 'u32', wordAt, 4, w, hex(w, 8));
      },
      counted(count, 'word'),
    ),
  );
  if (at + count * 4 < end) parts.push(opaque('trailing bytes', at + count * 4, end - at - count * 4));
  return container({ name, type: `u32[${count}]`, kind: 'struct', offset: e.dataOffset, end }, parts);
}
