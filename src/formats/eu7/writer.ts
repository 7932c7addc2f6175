// Writing EU7B: the file header, chunks with their sizes patched in, and every record kind, field by field in
// the order of the spec. Used by the generator and by tests to build fixtures.
import { ByteWriter } from '../../core/writer';
import { floatToHalf, floatToSnorm16 } from '../../core/numbers';
import { NodeFlag } from './enums';
import { NO_STRING } from './strings';

export type Vec3 = [number, number, number];

export function fileHeader(w: ByteWriter, version: number): void {
  w.bytes(Uint8Array.from([0x45, 0x55, 0x37, 0x42])).u32(version);
}

/** A chunk: FourCC, total size (header included, patched after the body), payload. */
export function chunk(w: ByteWriter, id: string, body: (w: ByteWriter) => void): void {
  const start = w.length;
  w.bytes(Uint8Array.from(id, (c) => c.charCodeAt(0)));
  const size = w.reserve32();
  body(w);
  w.patchU32(size, w.length - start);
}

/** Strings in first-use order with their ids. */
export class StringPool {
  readonly list: string[] = [];
  private readonly ids = new Map<string, number>();

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

export function strs(w: ByteWriter, strings: readonly string[]): void {
  const enc = new TextEncoder();
  w.u32(strings.length);
  for (const s of strings) {
    const b = enc.encode(s);
    w.u32(b.length).bytes(b);
  }
}

export function vec3(w: ByteWriter, v: Vec3): void {
  w.f32(v[0]).f32(v[1]).f32(v[2]);
}

export interface Transform {
  origins: Vec3[];
  scales: Vec3[];
  rotation: Vec3;
  groupDepth: number;
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
  const f = (n.name !== undefined ? NodeFlag.name : 0) | (n.rangeMin !== undefined ? NodeFlag.rangeMin : 0)
    | (n.rangeMax !== undefined ? NodeFlag.rangeMax : 0) | (n.bounds ? NodeFlag.bounds : 0) | (n.group !== undefined ? NodeFlag.group : 0)
    | (n.transform ? NodeFlag.transform : 0) | (n.hidden ? NodeFlag.notVisible : 0);
  w.u8(f);
  if (n.name !== undefined) w.u32(n.name);
  if (n.rangeMin !== undefined) w.f32(n.rangeMin);
  if (n.rangeMax !== undefined) w.f32(n.rangeMax);
  if (n.bounds) { vec3(w, n.bounds.center); w.f32(n.bounds.radius); }
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

export function lightingBlock(w: ByteWriter): void {
  for (const c of [[0.8, 0.8, 0.8, 1], [0.2, 0.2, 0.2, 1], [0, 0, 0, 1]]) c.forEach((x) => w.f32(x));
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
  w.u8(0).u8(0).u32(p.modelFile).u32(p.textureFile ?? NO_STRING);
  lights(w);
  if (version >= 9) w.u32(p.resolvedTexture ?? NO_STRING).u8(p.packFlags ?? 2).u32(p.reserved ?? 0).f32(0).f32(-1);
}

/** A format-6 SOLO record with a name and bounds (72 bytes, the generator's record). */
export const SOLO_SIZE = 72;
export function soloRecord(w: ByteWriter, name: number, at: Vec3, heading: number, mesh: number, texture: number, cell: number): void {
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

export interface PidxEntry {
  row: number;
  column: number;
  models: number;
  offset: number;
}

export function pidx(w: ByteWriter, entries: readonly PidxEntry[]): void {
  w.u32(entries.length);
  for (const e of entries) w.u16(e.row).u16(e.column).u32(e.models).u64(BigInt(e.offset));
}
