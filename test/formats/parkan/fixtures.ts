// Test fixtures for Parkan files: small terrain sets from the project's writers, plus spec-level helpers that locate
// directory entries and payloads straight from the bytes (independent of the reader) for patching broken cases.
import { expect } from 'vitest';
import { analyze } from '../../../src/analysis';
import { buildDatCodec, nresCodec } from '../../../src/formats/parkan';
import { Diagnostic } from '../../../src/core/diagnostics';
import { generateLandMap } from '../../../src/formats/parkan/generate/areals';
import { generateMesh } from '../../../src/formats/parkan/generate/mesh';
import { writeLandMsh } from '../../../src/formats/parkan/msh/encode';
import { expectWellFormed, only } from '../../helpers/invariants';

/** A 3 x 3-quad mesh: 18 faces, 16 vertices, 3 slots, 1 node; cell accelerator 2 x 2. */
export function smallMsh(): Uint8Array {
  return writeLandMsh(generateMesh(3, 2));
}

/** A 2 x 2 areal map (4 areals of 4 vertices) with a 4 x 4 cell grid. */
export function smallMap(): Uint8Array {
  return generateLandMap({ side: 2, worldSize: 8, segments: 1, cells: 4, logicFlag: () => 0 });
}

export const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint32(at, true);
export const setU32 = (b: Uint8Array, at: number, v: number) =>
  new DataView(b.buffer, b.byteOffset).setUint32(at, v >>> 0, true);
export const setI32 = (b: Uint8Array, at: number, v: number) =>
  new DataView(b.buffer, b.byteOffset).setInt32(at, v, true);
export const setU16 = (b: Uint8Array, at: number, v: number) =>
  new DataView(b.buffer, b.byteOffset).setUint16(at, v, true);
export const setF32 = (b: Uint8Array, at: number, v: number) =>
  new DataView(b.buffer, b.byteOffset).setFloat32(at, v, true);

/** Directory entry i per the spec: the directory is the last entry_count * 64 bytes. */
export function entryAt(b: Uint8Array, i: number): number {
  const count = u32(b, 8);
  return b.length - count * 64 + i * 64;
}

/** The entry of `type` (by the directory) with its payload offset and size. */
export function entryOfType(b: Uint8Array, type: number): { entry: number; data: number; size: number } {
  const count = u32(b, 8);
  for (let i = 0; i < count; i++) {
    const e = entryAt(b, i);
    if (u32(b, e) === type) return { entry: e, data: u32(b, e + 56), size: u32(b, e + 12) };
  }
  throw new Error(`no entry of type ${type}`);
}

/** Decode and validate with the Parkan codec for `name` (whatever the bytes look like); the tree must be well formed. */
export async function check(name: string, bytes: Uint8Array): Promise<Diagnostic[]> {
  const a = await analyze(name, bytes, { format: /\.lst$/i.test(name) ? buildDatCodec : nresCodec });
  expectWellFormed(a.decoded.root, a.diagnostics, bytes.length);
  return a.diagnostics;
}

/** Codes of the diagnostics, for "nothing else reported" assertions. */
export const codes = (d: Diagnostic[]) => d.map((x) => x.code);

/**
 * What a Land file cut to `n` bytes reports: shorter than the 16-byte NRes header, one `core.truncated` over all
 * of it; otherwise the header's total size (still the whole file's) is an error on its 4 bytes at 12, and the
 * file's own check (`formatCode`) finds its entry missing or misplaced.
 */
export function expectTruncated(diagnostics: Diagnostic[], n: number, formatCode: string) {
  if (n < 16) {
    expect(diagnostics).toMatchObject([{ code: 'core.truncated', offset: 0, length: n, severity: 'error' }]);
    return;
  }
  expect(only(diagnostics, 'parkan.nres-total-size')).toMatchObject({ offset: 12, length: 4, severity: 'error' });
  expect(diagnostics.filter((d) => d.code === formatCode).map((d) => d.severity)).toContain('error');
}
