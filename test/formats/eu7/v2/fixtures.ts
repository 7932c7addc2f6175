// Hand-built EU7v2 files for the tests, written byte by byte from the upstream layouts (scene/eu7/v2/*.h) rather
// than from the codec's own declarations, so that a wrong declaration shows.
import { ByteWriter } from '../../../../src/core/writer';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { diagnoseWith } from '../../../helpers/diagnose';

export { nodeByPath } from '../../../helpers/diagnose';

export const NONE = 0xffffffff;
export const STRINGS = ['alpha', 'models/b.e3d', 'tex/c.dds', 'd'];

/** Decode and validate together, as the editor and the CLI do. */
export const diagnose = (bytes: Uint8Array) => diagnoseWith(eu7v2Format, bytes);

export type Chunk = [id: string, body: (w: ByteWriter) => void];

/** Header (magic, u16 version, u16 file_kind, two reserved u32), then each chunk as [id][u64 payload size][payload]. */
export function v2File(chunks: Chunk[], header: { kind?: number; version?: number } = {}): Uint8Array {
  const w = new ByteWriter();
  w.bytes(Uint8Array.from('EU7C', (c) => c.charCodeAt(0)))
    .u16(header.version ?? 1)
    .u16(header.kind ?? 1)
    .u32(0)
    .u32(0);
  for (const [id, body] of chunks) {
    const p = new ByteWriter();
    body(p);
    w.bytes(Uint8Array.from(id, (c) => c.charCodeAt(0)))
      .u64(BigInt(p.length))
      .bytes(p.finish());
  }
  return w.finish();
}

export const strsChunk: Chunk = [
  'STRS',
  (w) => {
    w.u32(STRINGS.length);
    for (const s of STRINGS) w.u32(s.length).bytes(Uint8Array.from(s, (c) => c.charCodeAt(0)));
  },
];

/** node_record: name, type, f64 x3 centre, f32 radius, f64 range min, f64 range max, u8 visible (53 bytes). */
export function nodeRecord(w: ByteWriter, name = 0, type = NONE): void {
  w.u32(name).u32(type).f64(1).f64(2).f64(3).f32(5).f64(0).f64(100).u8(1);
}

export function lighting(w: ByteWriter): void {
  for (let i = 0; i < 12; i++) w.f32(i / 10);
}

export function dvec3(w: ByteWriter, x: number, y: number, z: number): void {
  w.f64(x).f64(y).f64(z);
}

/** Offset of the first occurrence of a chunk id after the header. */
export function chunkAt(bytes: Uint8Array, id: string): number {
  const needle = Array.from(id, (c) => c.charCodeAt(0));
  for (let i = 16; i + 4 <= bytes.length; i++) if (needle.every((b, k) => bytes[i + k] === b)) return i;
  throw new Error(`no ${id}`);
}
