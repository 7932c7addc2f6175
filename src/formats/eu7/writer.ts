// Writing EU7B: the file header, chunks with their sizes patched in, each chunk kind's payload and every record
// kind, field by field in the order of the spec. The encoder writes a decoded model with the chunk functions
// here; the generator and the tests use the same ones (and the record writers) to build files.
import { ByteWriter } from '../../core/writer';
import { floatToHalf, floatToSnorm16 } from '../../core/numbers';
import { encodeUtf8 } from '../../core/text';
import { NodeFlag } from './enums';
import { IncludeRecord, MAGIC, Transform, Vec3 } from './layout';
import { NO_STRING } from './common/string-table';

export function fileHeader(w: ByteWriter, version: number, magic: Uint8Array = MAGIC): void {
  w.bytes(magic).u32(version);
}

/** A chunk: FourCC, total size (header included, patched after the body), payload. */
export function chunk(w: ByteWriter, id: string, body: (w: ByteWriter) => void): void {
  const start = w.length;
  w.bytes(Uint8Array.from(id, (c) => c.charCodeAt(0)));
  const size = w.reserve32();
  body(w);
  w.patchU32(size, w.length - start);
}

/** What STRS is written from: entries as bytes. */
export interface StringSource {
  readonly count: number;
  bytes(i: number): Uint8Array;
}

/** Strings in first-use order with their ids. */
export class StringPool implements StringSource {
  readonly list: string[] = [];
  private readonly ids = new Map<string, number>();

  get count(): number {
    return this.list.length;
  }

  bytes(i: number): Uint8Array {
    return encodeUtf8(this.list[i]);
  }

  id(s: string | undefined): number {
    if (s === undefined) return NO_STRING;
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(s);
      this.ids.set(s, id);
    }
    return id;
  }
}

/** STRS payload: u32 count, then count x {u32 length, bytes}. */
export function strs(w: ByteWriter, strings: StringSource | readonly string[]): void {
  const source: StringSource =
    'bytes' in strings ? strings : { count: strings.length, bytes: (i) => encodeUtf8(strings[i]) };
  w.u32(source.count);
  for (let i = 0; i < source.count; i++) {
    const b = source.bytes(i);
    w.u32(b.length).bytes(b);
  }
}

/** A record chunk's payload (also PROT's and TERR's item list): u32 count, then the records `body` writes. */
export function counted(w: ByteWriter, count: number, body: (w: ByteWriter) => void): void {
  w.u32(count);
  body(w);
}

/** INCL payload: the include records, with the site transform from version 6. */
export function incl(w: ByteWriter, includes: readonly IncludeRecord[], version: number): void {
  counted(w, includes.length, () => {
    for (const r of includes) {
      w.u32(r.sourceLine).u32(r.sourcePath).u32(r.binaryPath);
      u32List(w, r.parameters);
      if (version >= 6)
        transform(w, r.siteTransform ?? { origins: [], scales: [], rotation: [0, 0, 0], groupDepth: 0 });
    }
  });
}

/** TERR payload: flags, material, the lighting block when flagged, then the counted batches or triangles. */
export function terr(
  w: ByteWriter,
  flags: number,
  material: number,
  lighting: Uint8Array | undefined,
  count: number,
  items: (w: ByteWriter) => void,
): void {
  w.u8(flags).u32(material);
  if (lighting) w.bytes(lighting);
  counted(w, count, items);
}

/** PLAC payload: the include parameter numbers of origin x, y, z and rotation y. */
export function plac(w: ByteWriter, params: readonly number[]): void {
  params.forEach((p) => w.u8(p));
}

export function fint(w: ByteWriter, count: number): void {
  w.u32(count);
}

export function vec3(w: ByteWriter, v: Vec3): void {
  w.f32(v[0]).f32(v[1]).f32(v[2]);
}

export function transform(w: ByteWriter, t: Transform): void {
  w.u8(t.origins.length);
  t.origins.forEach((o) => vec3(w, o));
  w.u8(t.scales.length);
  t.scales.forEach((s) => vec3(w, s));
  vec3(w, t.rotation);
  w.u8(t.groupDepth);
}

export interface SlimNode {
  name?: number;
  rangeMin?: number;
  rangeMax?: number;
  bounds?: { center: Vec3; radius: number };
  group?: number;
  transform?: Transform;
  hidden?: boolean;
}

export function slimNode(w: ByteWriter, n: SlimNode = {}): void {
  const f =
    (n.name !== undefined ? NodeFlag.name : 0) |
    (n.rangeMin !== undefined ? NodeFlag.rangeMin : 0) |
    (n.rangeMax !== undefined ? NodeFlag.rangeMax : 0) |
    (n.bounds ? NodeFlag.bounds : 0) |
    (n.group !== undefined ? NodeFlag.group : 0) |
    (n.transform ? NodeFlag.transform : 0) |
    (n.hidden ? NodeFlag.notVisible : 0);
  w.u8(f);
  if (n.name !== undefined) w.u32(n.name);
  if (n.rangeMin !== undefined) w.f32(n.rangeMin);
  if (n.rangeMax !== undefined) w.f32(n.rangeMax);
  if (n.bounds) {
    vec3(w, n.bounds.center);
    w.f32(n.bounds.radius);
  }
  if (n.group !== undefined) w.u32(n.group);
  if (n.transform) transform(w, n.transform);
}

export interface PackedVertex {
  position: Vec3;
  normal: Vec3;
  uv: [number, number];
}

export function packedVertex(w: ByteWriter, v: PackedVertex): void {
  vec3(w, v.position);
  for (const n of v.normal) w.i16(floatToSnorm16(n));
  w.u16(floatToHalf(v.uv[0])).u16(floatToHalf(v.uv[1]));
}

/** The engine's default material colours (diffuse, ambient, specular RGBA). */
export const DEFAULT_LIGHTING = (() => {
  const w = new ByteWriter(48);
  for (const c of [
    [0.8, 0.8, 0.8, 1],
    [0.2, 0.2, 0.2, 1],
    [0, 0, 0, 1],
  ])
    c.forEach((x) => w.f32(x));
  return w.finish();
})();

export function lightingBlock(w: ByteWriter): void {
  w.bytes(DEFAULT_LIGHTING);
}

export function u32List(w: ByteWriter, values: readonly number[]): void {
  w.u32(values.length);
  values.forEach((v) => w.u32(v));
}

export function lights(w: ByteWriter, states: readonly number[] = [], colors: readonly number[] = []): void {
  w.u32(states.length);
  states.forEach((s) => w.f32(s));
  u32List(w, colors);
}

export interface Placement {
  location: Vec3;
  angles?: Vec3;
  scale?: Vec3;
}

export function placement(w: ByteWriter, p: Placement): void {
  vec3(w, p.location);
  vec3(w, p.angles ?? [0, 0, 0]);
  vec3(w, p.scale ?? [1, 1, 1]);
}

export interface ModelRecord extends Placement {
  node?: SlimNode;
  modelFile: number;
  textureFile?: number;
  lightStates?: number[];
  lightColors?: number[];
}

/** A MODL record (also the solo record of PACK formats 0-5). */
export function modelRecord(w: ByteWriter, m: ModelRecord): void {
  slimNode(w, m.node);
  w.u8(0).u8(0);
  placement(w, m);
  w.u32(m.modelFile).u32(m.textureFile ?? NO_STRING);
  lights(w, m.lightStates, m.lightColors);
}

export interface Prototype {
  node?: SlimNode;
  modelFile: number;
  textureFile?: number;
  resolvedTexture?: number;
  packFlags?: number;
  reserved?: number;
}

export function prototype(w: ByteWriter, p: Prototype, version: number): void {
  slimNode(w, p.node);
  w.u8(0)
    .u8(0)
    .u32(p.modelFile)
    .u32(p.textureFile ?? NO_STRING);
  lights(w);
  if (version >= 9)
    w.u32(p.resolvedTexture ?? NO_STRING)
      .u8(p.packFlags ?? 2)
      .u32(p.reserved ?? 0)
      .f32(0)
      .f32(-1);
}

/** A format-6 SOLO record with a name and bounds (72 bytes, the generator's record). */
export const SOLO_SIZE = 72;
export function soloRecord(
  w: ByteWriter,
  name: number,
  at: Vec3,
  heading: number,
  mesh: number,
  texture: number,
  cell: number,
): void {
  w.u8(NodeFlag.name | NodeFlag.bounds).u32(name);
  vec3(w, at);
  w.f32(10);
  w.u8(0).u8(0);
  vec3(w, at);
  w.f32(0).f32(heading).f32(0);
  w.f32(1).f32(1).f32(1);
  w.u16(mesh).u16(texture).u32(0).u32(0).u8(cell);
}

/** An INST record (format 6 when `cell` is given, 45 bytes; else 44). */
export function instRecord(w: ByteWriter, proto: number, at: Vec3, heading: number, name: number, cell?: number): void {
  w.u32(proto);
  vec3(w, at);
  w.f32(0).f32(heading).f32(0);
  w.f32(1).f32(1).f32(1);
  w.u32(name);
  if (cell !== undefined) w.u8(cell);
}

export interface PidxRecord {
  row: number;
  column: number;
  models: number;
  offset: number;
}

/** PIDX payload: u32 n, then n x {u16 row, u16 column, u32 model_count, u64 pack_offset}. */
export function pidx(w: ByteWriter, entries: readonly PidxRecord[]): void {
  counted(w, entries.length, () => {
    for (const e of entries) w.u16(e.row).u16(e.column).u32(e.models).u64(BigInt(e.offset));
  });
}
