// The chunk catalogue (MaSzyna-EU07/maszyna docs/eu7v2-format.md §5) and the readers of the chunks that are not
// record lists: STRS (the string table, shared with EU7B: ../common/strs) and META. Record chunks are a count and a
// lazily indexed list.
import { StructBuilder } from '../../../core/builder';
import type { ByteSource } from '../../../core/byte-source';
import { indexRecords, RecordScan } from '../chunks/scan';
import { Read } from '../common/chunk-stream';
import { RecordReader, RecordsNode } from '../common/records-node';
import { indexStrs, strsRead } from '../common/strs';
import { StringTable } from '../common/string-table';
import { V2Context } from './context';
import { yesNoText } from '../fields';
import { count, readFields } from './fields';
import { INST_BASE, indexInst, readInst } from './inst';
import { MetaFields, V2ChunkBody } from './model';
import { RecordKind, recordKinds } from './records';
import { counted, msg, type Text } from '../../../core/translatable';

export type ChunkRead = Read<V2ChunkBody>;

/** Chunks the format declares but no reader reads yet. */
export const plannedChunks: Record<string, Text> = {
  TRGR: msg`precomputed track graph (planned)`,
  SIDX: msg`spatial section index (planned)`,
};

export const chunkTitles: Record<string, Text> = {
  STRS: msg`string table`,
  META: msg`module metadata`,
  INST: msg`model instances`,
  ...Object.fromEntries(Object.entries(recordKinds).map(([id, k]) => [id, k.title])),
  ...plannedChunks,
};

function fieldsReader(k: RecordKind): RecordReader<V2Context> {
  return {
    type: k.type,
    noun: k.noun,
    read: (r, ctx) => readFields(r, ctx, k.fields),
    index: (view, start, n, end) => indexRecords(new RecordScan(view), k.layout, start, n, end),
  };
}

export const instReader: RecordReader<V2Context> = {
  type: 'Instance',
  noun: (n) => counted(n, 'instance'),
  read: readInst,
  index: indexInst,
};

/** Readers of the record chunks, with the fewest bytes a record takes and whether its strings resolve late. */
export const recordReaders: Record<string, { reader: RecordReader<V2Context>; minSize: number; deferred: boolean }> = {
  INST: { reader: instReader, minSize: INST_BASE, deferred: true },
  ...Object.fromEntries(
    Object.entries(recordKinds).map(([id, k]) => [
      id,
      { reader: fieldsReader(k), minSize: k.minSize, deferred: k.deferred },
    ]),
  ),
};

/** Deferred chunks resolve strings after the whole file: the loader's last STRS. */
export function isDeferred(id: string): boolean {
  return recordReaders[id]?.deferred ?? false;
}

/** STRS (read as in ../common/strs); the caller takes the table only when the whole chunk was read. */
export function readStrs(s: StructBuilder, ctx: V2Context): { read: ChunkRead; table: StringTable } {
  const n = count(s, ctx, 'count', 4);
  const table = indexStrs(s, n);
  return { read: strsRead(s, table, n), table };
}

/** META (write_meta): layout version, first-init count, two informational flags, include placement parameters. */
export function readMeta(s: StructBuilder): ChunkRead {
  const yesNo = { show: yesNoText };
  const param = { show: (v: number) => (v ? msg`parameter ${v}` : msg`none`) };
  const meta: MetaFields = {
    layoutVersion: s.u32('layout_version'),
    firstInitCount: s.u32('first_init_count'),
    hasTerrainChunk: s.u8('has_terrain_chunk', yesNo),
    hasPackChunk: s.u8('has_pack_chunk', yesNo),
    placementOriginX: s.u8('placement_origin_x', param),
    placementOriginY: s.u8('placement_origin_y', param),
    placementOriginZ: s.u8('placement_origin_z', param),
    placementRotationY: s.u8('placement_rotation_y', param),
  };
  const summary = msg`layout ${meta.layoutVersion}, ${meta.firstInitCount} first-init`;
  return { summary, body: { kind: 'meta', meta } };
}

/** A record chunk: the count, then the records as a lazy list over the rest of the payload. */
/** `source`: where the records are read from when `ctx`'s bytes leave them out (a file decoded from its pages). */
export function readRecordChunk(
  s: StructBuilder,
  ctx: V2Context,
  reader: RecordReader<V2Context>,
  minSize: number,
  source?: ByteSource,
): { read: ChunkRead; start: number; count: number } {
  const n = count(s, ctx, 'count', minSize);
  const start = s.c.pos;
  const rows = ctx.with(ctx.strings);
  const inFile = source && { source, minSize, over: (bytes: Uint8Array) => rows.over(bytes) };
  s.add(new RecordsNode(rows, reader, start, n, s.c.end, inFile));
  return {
    read: {
      summary: reader.noun(n),
      body: { kind: 'records', count: n, bytes: ctx.bytes.subarray(start, s.c.end) },
    },
    start,
    count: n,
  };
}
