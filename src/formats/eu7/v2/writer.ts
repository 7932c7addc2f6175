// Writing EU7v2: the 16-byte header and chunks as [u32 id][u64 payload size][payload] (eu7v2_format.h,
// container_writer), plus the INST and META records. STRS is written like EU7B's (../writer).
import { ByteWriter } from '../../../core/writer';
import { NO_STRING } from '../common/string-table';
import { InstFlag } from './inst';
import { MAGIC, VERSION } from './layout';
import { MetaFields } from './model';

export function fileHeader(
  w: ByteWriter,
  kind: number,
  version = VERSION,
  magic: Uint8Array = MAGIC,
  reserved = [0, 0],
): void {
  w.bytes(magic).u16(version).u16(kind).u32(reserved[0]).u32(reserved[1]);
}

/** A chunk whose u64 size is the payload `body` writes (the 12-byte header not counted). */
export function chunk(w: ByteWriter, id: string, body: (w: ByteWriter) => void): void {
  w.bytes(Uint8Array.from(id, (c) => c.charCodeAt(0)));
  const low = w.reserve32();
  const high = w.reserve32();
  const start = w.length;
  body(w);
  const size = w.length - start;
  w.patchU32(low, size % 2 ** 32).patchU32(high, Math.floor(size / 2 ** 32));
}

export function meta(w: ByteWriter, m: MetaFields): void {
  w.u32(m.layoutVersion).u32(m.firstInitCount);
  for (const v of [m.hasTerrainChunk, m.hasPackChunk, m.placementOriginX, m.placementOriginY, m.placementOriginZ])
    w.u8(v);
  w.u8(m.placementRotationY);
}

export interface Instance {
  proto: number;
  position: [number, number, number];
  angles?: [number, number, number];
  cell?: number;
  scale?: [number, number, number];
  textureOverride?: number;
  /** node_record: name and type string ids (the rest written as the emitter's defaults around `position`). */
  node?: { name: number; type: number };
}

/** One INST record; the flags say which optional parts follow (write_instances). */
export function instance(w: ByteWriter, i: Instance): void {
  const flags =
    (i.scale ? InstFlag.scale : 0) |
    (i.textureOverride !== undefined && i.textureOverride !== NO_STRING ? InstFlag.textureOverride : 0) |
    (i.node ? InstFlag.node : 0);
  w.u8(flags).u32(i.proto);
  for (const v of i.position) w.f64(v);
  for (const v of i.angles ?? [0, 0, 0]) w.f32(v);
  w.u8(i.cell ?? 0xff);
  if (i.scale) for (const v of i.scale) w.f32(v);
  if (flags & InstFlag.textureOverride) w.u32(i.textureOverride!);
  if (i.node) {
    w.u32(i.node.name).u32(i.node.type);
    for (const v of i.position) w.f64(v);
    w.f32(-1).f64(0).f64(0).u8(1);
  }
}
